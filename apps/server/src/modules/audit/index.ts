import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { auditRoutes } from './audit.routes.ts';
import { createEntityChangeService } from './entity-change.service.ts';
import { auditJobs, createRetention } from './retention.ts';

/**
 * The audit trail (issue 40): the entity change log's reading side. The records are written by the
 * database (the audit triggers of `platform/db/audit-trail.ts`, attached by harden.ts to every business
 * table), so no module calls this one to be audited.
 */
function createAuditServices({ db, platform, modules }: ModuleSetup) {
  const entityChanges = createEntityChangeService(db, platform);
  const retention = createRetention(db, {
    settings: platform.settings,
    tenants: modules.tenancy.tenants,
    jobExecutions: modules.time.jobExecutions,
  });
  return { entityChanges, retention };
}
export type AuditServices = ReturnType<typeof createAuditServices>;

export const auditModule = defineModule({
  name: 'audit',
  services: createAuditServices,
  routes: auditRoutes,
  // The daily retention purge (retention.ts).
  jobs: auditJobs,
});
