import { describe, expect, it } from 'vitest';
import { dateIssue, penaltyDeleteWarning, terminationState } from './discipline-forms.ts';

const ok = { declarationDate: '2026-01-01', implementationDate: '2026-01-05', expirationDate: '2026-02-01' };

describe('dateIssue', () => {
  it('passes dates in order', () => {
    for (const f of ['declarationDate', 'implementationDate', 'expirationDate'] as const)
      expect(dateIssue(ok, f)).toBeUndefined();
  });
  it('refuses an expiration before the implementation on both fields', () => {
    const v = { ...ok, expirationDate: '2026-01-02' };
    expect(dateIssue(v, 'expirationDate')).toBe('Discipline:InvalidExpirationDate');
    expect(dateIssue(v, 'implementationDate')).toBe('Discipline:InvalidImplementationDate');
    expect(dateIssue(v, 'declarationDate')).toBeUndefined();
  });
  it('refuses a declaration after the implementation', () => {
    expect(dateIssue({ ...ok, declarationDate: '2026-01-06' }, 'declarationDate')).toBe(
      'Discipline:InvalidDeclarationDate',
    );
  });
  it('compares the pair at hand while a date is missing', () => {
    expect(
      dateIssue({ implementationDate: '2026-01-05', expirationDate: '2026-01-01' }, 'expirationDate'),
    ).toBe('Discipline:InvalidExpirationDate');
    expect(dateIssue({ declarationDate: '2026-01-01' }, 'declarationDate')).toBeUndefined();
  });
});

describe('penalty termination texts', () => {
  const t = { contractId: '00000000-0000-0000-0000-000000000001', contractName: 'C-12', on: '2026-01-05' };
  it('says done or planned', () => {
    expect(terminationState({ ...t, done: true })?.key).toBe('ContractCancelledOn');
    expect(terminationState({ ...t, done: false })?.key).toBe('WillCancelContractOn');
    expect(terminationState(null)).toBeUndefined();
  });
  it('warns on delete', () => {
    expect(penaltyDeleteWarning({ ...t, done: true })).toBe('DeletePenaltyContractStaysCancelled');
    expect(penaltyDeleteWarning({ ...t, done: false })).toBe('DeletePenaltyCancellationDropped');
    expect(penaltyDeleteWarning(null)).toBeUndefined();
  });
});
