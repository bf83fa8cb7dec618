import { ContractStates, ContractTypes, displayRange, WorkEntrySources } from '@hr/contracts';
import { dateColumn, type ExcelColumn } from '../../platform/http/excel.ts';
import type { ContractExportRow } from './contract.queries.ts';

/** The columns of the contracts export. */
export const contractExcelColumns: readonly ExcelColumn<ContractExportRow>[] = [
  { header: { en: 'Name', ar: 'الاسم' }, value: (c) => c.name, width: 28 },
  { header: { en: 'Employee', ar: 'الموظف' }, value: (c) => c.employeeName, width: 28 },
  { header: { en: 'Type', ar: 'النوع' }, value: (c, l) => ContractTypes.label(c.type, l), width: 14 },
  { header: { en: 'State', ar: 'الحالة' }, value: (c, l) => ContractStates.label(c.state, l), width: 12 },
  dateColumn({ en: 'Start', ar: 'البداية' }, (c) => c.start),
  dateColumn({ en: 'End', ar: 'النهاية' }, (c) => c.end),
  { header: { en: 'Job title', ar: 'المسمى الوظيفي' }, value: (c) => c.jobTitleName, width: 28 },
  { header: { en: 'Salary structure', ar: 'هيكل الرواتب' }, value: (c) => c.salaryStructureName, width: 28 },
  {
    header: { en: 'Work entry source', ar: 'مصدر ساعات العمل' },
    value: (c, l) => WorkEntrySources.label(c.workEntrySource, l),
    width: 18,
  },
  {
    header: { en: 'Working schedules', ar: 'جداول الدوام' },
    value: (c) =>
      (c.contractWorkingSchedules ?? [])
        .map((r) => `${r.workingScheduleName} (${displayRange(r.from, r.to)})`)
        .join('; '),
    width: 40,
  },
  { header: { en: 'Cancellation reason', ar: 'سبب الإلغاء' }, value: (c) => c.cancellationReason, width: 30 },
];
