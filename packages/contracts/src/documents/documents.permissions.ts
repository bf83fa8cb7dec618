import { definePermissions } from '../platform/permissions.ts';

/**
 * Group HR: what comes due (documents, contract and probation ends, custody due back) and the renewals
 * employees upload. The holders of `HR.Documents.Index` are the "HR" a document type reminds.
 */
export const { names: DocumentsPermissions, definitions: documentsPermissions } = definePermissions({
  Documents: {
    name: 'HR.Documents.Index',
    en: 'Expiring soon',
    ar: 'ما ينتهي قريبًا',
    children: {
      Settings: { en: 'Reminder settings', ar: 'إعدادات التذكير' },
    },
  },
  DocumentRenewals: {
    name: 'HR.DocumentRenewals.Index',
    en: 'Document renewals',
    ar: 'تجديد المستندات',
    children: {
      Approve: { en: 'Approve renewals', ar: 'الموافقة على التجديدات' },
      Reject: { en: 'Reject renewals', ar: 'رفض التجديدات' },
    },
  },
});
