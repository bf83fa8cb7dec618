import { defineErrors } from '../platform/errors.contract.ts';

export const auditErrors = defineErrors({
  'AuditLogging:UnknownEntityType': {
    status: 404,
    en: 'No history is kept for {entityType}.',
    ar: 'لا يُحفظ سجل تغييرات لـ {entityType}.',
  },
  'AuditLogging:InvalidTimeRange': {
    status: 400,
    en: 'The end of the period is before its start.',
    ar: 'نهاية الفترة قبل بدايتها.',
  },
});
