import { datedRecordRules, type PenaltyTerminationDto } from '@hr/contracts';
import type { z } from 'zod';

export type DateField = 'declarationDate' | 'implementationDate' | 'expirationDate';
export const dateFields: readonly DateField[] = ['declarationDate', 'implementationDate', 'expirationDate'];

/**
 * The contract's rule between the three dates, for one field: the error code it raises there (e.g.
 * 'Discipline:InvalidExpirationDate'), or undefined. Dates still empty are left to the required rule.
 */
export function dateIssue(
  values: Partial<Record<DateField, string | null | undefined>>,
  field: DateField,
): string | undefined {
  const { declarationDate: d, implementationDate: i, expirationDate: e } = values;
  if (!d || !i || !e) {
    // With one date missing, only the pair at hand is compared.
    if (field === 'declarationDate' && d && i && d > i) return 'Discipline:InvalidDeclarationDate';
    if (field !== 'declarationDate' && i && e && i > e)
      return field === 'implementationDate'
        ? 'Discipline:InvalidImplementationDate'
        : 'Discipline:InvalidExpirationDate';
    return undefined;
  }
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const ctx = {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) =>
      void issues.push({ path: issue.path ?? [], message: issue.message ?? '' }),
  };
  datedRecordRules(
    { declarationDate: d, implementationDate: i, expirationDate: e },
    ctx as unknown as z.RefinementCtx,
  );
  return issues.find((issue) => issue.path[0] === field)?.message;
}

/** Which sentence tells a penalty's effect on the contract: done, planned, or none. */
export type TerminationState =
  | { key: 'ContractCancelledOn' | 'WillCancelContractOn'; contract: string; on: string }
  | undefined;
export function terminationState(termination: PenaltyTerminationDto | null): TerminationState {
  if (!termination) return undefined;
  return {
    key: termination.done ? 'ContractCancelledOn' : 'WillCancelContractOn',
    contract: termination.contractName,
    on: termination.on,
  };
}

/** The delete confirmation of a penalty: the contract stays cancelled, or will not be cancelled. */
export function penaltyDeleteWarning(
  termination: PenaltyTerminationDto | null,
): 'DeletePenaltyContractStaysCancelled' | 'DeletePenaltyCancellationDropped' | undefined {
  if (!termination) return undefined;
  return termination.done ? 'DeletePenaltyContractStaysCancelled' : 'DeletePenaltyCancellationDropped';
}
