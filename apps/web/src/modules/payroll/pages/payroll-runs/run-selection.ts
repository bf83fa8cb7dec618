import {
  type LanguageCode,
  type PayrollRunDto,
  PayrollRunSelection,
  PayrollRunSelections,
} from '@hr/contracts';
import { getLanguage } from '../../../../app/language.ts';
import { formatNumber } from '../../../../components/format.ts';

type Run = Pick<PayrollRunDto, 'selection' | 'departmentName' | 'employeeCount'>;

/**
 * Who a run pays, as the run kept it: "All employees", the department's name (its sub-departments
 * included), or "Chosen employees (12)", in the language ("جميع الموظفين", "موظفون محددون (12)").
 */
export function runSelectionLabel(run: Run, language: LanguageCode = getLanguage()): string {
  const label = PayrollRunSelections.label(run.selection, language);
  switch (run.selection) {
    case PayrollRunSelection.Department:
      return run.departmentName ?? label;
    case PayrollRunSelection.Employees:
      return `${label} (${formatNumber(run.employeeCount, { language })})`;
    default:
      return label;
  }
}
