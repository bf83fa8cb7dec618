import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createDocumentRenewalService } from './document-renewal.service.ts';
import { createDocumentSettingsService } from './document-settings.service.ts';
import { documentsJobs } from './documents.jobs.ts';
import { documentsRoutes } from './documents.routes.ts';
import { seedDocuments } from './documents.seed.ts';
import { createDueItemsService } from './due-items.service.ts';
import { createReminders } from './reminders.service.ts';

/**
 * What comes due and the reminders of it (issue 42): employees' documents (extensions), contract and
 * probation ends (employment), custody due back (custody), read through their modules' public APIs; the
 * daily reminders (notifications and an e-mail digest, idempotent by unique rows); My documents and their
 * renewals, a request kind decided by go-tasks.
 */
function createDocumentsServices({ db, platform, modules }: ModuleSetup) {
  const users = modules.identity.users;
  const dueItems = createDueItemsService({
    documents: modules.extensions.employeeDocuments,
    contracts: modules.employment.contracts,
    custody: modules.custody.custodies,
    employees: modules.employees.employees,
    departments: modules.organisation.departments,
    settings: platform.settings,
  });
  const reminders = createReminders({
    db,
    dueItems,
    employees: modules.employees.employees,
    users,
    notifications: modules.requests.notifications,
    jobExecutions: modules.time.jobExecutions,
    tenants: modules.tenancy.tenants,
    settings: platform.settings,
    mail: platform.mail,
  });
  const renewals = createDocumentRenewalService(db, {
    documents: modules.extensions.employeeDocuments,
    goTasks: modules.requests.goTasks,
    notify: (tx, ctx, recipients, content) =>
      modules.requests.notifications.write(tx, ctx, recipients, content),
    employees: modules.employees.employees,
    userNames: (ctx, ids) => users.approvers.namesByIds(ctx, ids),
    granted: (ctx) => platform.permissions.granted(ctx),
    todayOf: (ctx) => dueItems.todayOf(ctx),
  });
  const settings = createDocumentSettingsService({ settings: platform.settings });
  return { dueItems, reminders, renewals, settings };
}
export type DocumentsServices = ReturnType<typeof createDocumentsServices>;

export const documentsModule = defineModule({
  name: 'documents',
  services: createDocumentsServices,
  exports: ({ dueItems }) => ({ dueItems }),
  // Approving a renewal's task replaces the document.
  contributes: ({ renewals }) => ({ goTaskKinds: [renewals.goTaskKind] }),
  routes: (services, { platform }) => documentsRoutes(services, (ctx) => platform.settings.timeZoneOf(ctx)),
  seed: seedDocuments,
  jobs: documentsJobs,
});
