import { definePermissions } from '../platform/permissions.ts';

/** Group AuditLogging: the entity change log (issue 40); both sides (the host reads its own changes). */
export const { names: AuditPermissions, definitions: auditPermissions } = definePermissions({
  AuditLogs: { name: 'AuditLogging.AuditLogs', en: 'Audit logs', ar: 'سجلات التدقيق' },
});
