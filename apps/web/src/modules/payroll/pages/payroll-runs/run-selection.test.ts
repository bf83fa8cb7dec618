import { PayrollRunSelection } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { runSelectionLabel } from './run-selection.ts';

const { Everyone, Department, Employees } = PayrollRunSelection;

describe('runSelectionLabel (who a run pays, on the list and the run page)', () => {
  it('says everyone only of a run for everyone', () => {
    const run = { selection: Everyone, departmentName: null, employeeCount: 48 };
    expect(runSelectionLabel(run, 'en')).toBe('All employees');
    expect(runSelectionLabel(run, 'ar')).toBe('جميع الموظفين');
  });

  it('names the department of a department run', () => {
    const run = { selection: Department, departmentName: 'الإدارة المالية', employeeCount: 7 };
    expect(runSelectionLabel(run, 'en')).toBe('الإدارة المالية');
    expect(runSelectionLabel({ ...run, departmentName: 'Finance' }, 'ar')).toBe('Finance');
  });

  it('counts the employees of a run of chosen employees, never "All employees"', () => {
    const run = { selection: Employees, departmentName: null, employeeCount: 12 };
    expect(runSelectionLabel(run, 'en')).toBe('Chosen employees (12)');
    expect(runSelectionLabel(run, 'ar')).toBe('موظفون محددون (12)');
    expect(runSelectionLabel({ ...run, employeeCount: 1200 }, 'en')).toBe('Chosen employees (1,200)');
  });
});
