import type { EntityChangeDto } from '@hr/contracts';
import { EntityChangeTypes, entityChangeEndpoints, entityTypeLabel } from '@hr/contracts';
import { type ExcelColumn, excelExport } from '../../platform/http/excel.ts';
import { mount } from '../../platform/http/mount.ts';
import type { AuditServices } from './index.ts';

/** The log's workbook: one row per change, its properties as "name: old → new" lines. */
const columns: readonly ExcelColumn<EntityChangeDto>[] = [
  {
    header: { en: 'Time', ar: 'الوقت' },
    value: (r) => new Date(r.changeTime),
    numFmt: 'yyyy-mm-dd hh:mm:ss',
    width: 20,
  },
  { header: { en: 'User', ar: 'المستخدم' }, value: (r) => r.userName },
  {
    header: { en: 'Entity', ar: 'الكيان' },
    value: (r, language) => entityTypeLabel(r.entityTypeFullName, language),
  },
  { header: { en: 'Entity id', ar: 'معرّف الكيان' }, value: (r) => r.entityId, width: 38 },
  {
    header: { en: 'Action', ar: 'الإجراء' },
    value: (r, language) => EntityChangeTypes.label(r.changeType, language),
  },
  {
    header: { en: 'Changes', ar: 'التغييرات' },
    value: (r) =>
      r.propertyChanges
        .map((p) =>
          p.isSecret
            ? `${p.propertyName}: ***`
            : `${p.propertyName}: ${p.originalValue ?? ''} → ${p.newValue ?? ''}`,
        )
        .join('\n'),
    width: 60,
  },
  { header: { en: 'IP address', ar: 'عنوان IP' }, value: (r) => r.clientIpAddress },
  { header: { en: 'Request id', ar: 'معرّف الطلب' }, value: (r) => r.correlationId, width: 38 },
];

export function auditRoutes({ entityChanges }: AuditServices) {
  return [
    mount(entityChangeEndpoints, {
      list: (req) => entityChanges.list(req.ctx, req.query),
      exportExcel: excelExport({ en: 'audit-log', ar: 'سجل-التدقيق' }, columns, entityChanges.exportRows),
      history: (req) => entityChanges.history(req.ctx, req.params.entityType, req.params.entityId, req.query),
    }),
  ];
}
