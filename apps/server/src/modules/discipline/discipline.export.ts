import type { PenaltyDto, RewardDto } from '@hr/contracts';
import { dateColumn, type ExcelColumn, textColumn, yesNoColumn } from '../../platform/http/excel.ts';

/** The columns penalties and rewards share: the employee, the type and the three dates. */
function datedRecordColumns<T extends PenaltyDto | RewardDto>(typeName: (r: T) => string): ExcelColumn<T>[] {
  return [
    textColumn({ en: 'Employee', ar: 'الموظف' }, (r) => r.employeeName, 28),
    textColumn({ en: 'Type', ar: 'النوع' }, typeName, 24),
    dateColumn({ en: 'Declaration date', ar: 'تاريخ الإعلان' }, (r) => r.declarationDate, 16),
    dateColumn({ en: 'Implementation date', ar: 'تاريخ التنفيذ' }, (r) => r.implementationDate, 16),
    dateColumn({ en: 'Expiration date', ar: 'تاريخ الانتهاء' }, (r) => r.expirationDate, 16),
    textColumn({ en: 'Summary', ar: 'الملخص' }, (r) => r.summary, 40),
  ];
}

/** The penalties export. */
export const penaltyExcelColumns: readonly ExcelColumn<PenaltyDto>[] = [
  ...datedRecordColumns<PenaltyDto>((p) => p.penaltyTypeName),
  yesNoColumn({ en: 'Terminates the contract', ar: 'ينهي العقد' }, (p) => p.isTerminateContract, 14),
];

/** The rewards export. */
export const rewardExcelColumns: readonly ExcelColumn<RewardDto>[] = datedRecordColumns<RewardDto>(
  (r) => r.rewardTypeName,
);
