import { describe, expect, it } from 'vitest';
import { createEmployeeCustodyInput } from '../custody/employee-custody.contract.ts';
import { createContractInput } from './contract.contract.ts';

// Issue 42: a contract's probation end and a custody item's due date, as the forms and the server check them.

const contract = {
  name: 'Driver 2027',
  type: 0,
  start: '2027-01-01',
  end: '2027-12-31',
  employeeId: '00000000-0000-4000-8000-000000000001',
  jobTitleId: '00000000-0000-4000-8000-000000000002',
  workEntrySource: 1,
  salaryStructureId: '00000000-0000-4000-8000-000000000003',
};
const probation = (probationEnd: string | null) => {
  const r = createContractInput.safeParse({ ...contract, probationEnd });
  return r.success ? 'ok' : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
};

describe('a contract’s probation end', () => {
  it('is optional, after the start and not after the end', () => {
    expect(probation(null)).toBe('ok');
    expect(probation('2027-01-02')).toBe('ok');
    expect(probation('2027-12-31')).toBe('ok');
    expect(probation('2027-01-01')).toBe('probationEnd: Contracts:ProbationOutsideContract');
    expect(probation('2026-12-31')).toBe('probationEnd: Contracts:ProbationOutsideContract');
    expect(probation('2028-01-01')).toBe('probationEnd: Contracts:ProbationOutsideContract');
  });
});

describe('a custody item’s due date', () => {
  const custody = (dueDate: string | null) => {
    const r = createEmployeeCustodyInput.safeParse({
      employeeId: contract.employeeId,
      receiptDate: '2027-03-10',
      dueDate,
    });
    return r.success ? 'ok' : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  };
  it('is optional and not before the handover', () => {
    expect(custody(null)).toBe('ok');
    expect(custody('2027-03-10')).toBe('ok');
    expect(custody('2027-09-30')).toBe('ok');
    expect(custody('2027-03-09')).toBe('dueDate: Custody:DueBeforeReceipt');
  });
});
