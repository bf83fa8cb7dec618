import type { TFunction } from 'i18next';
import type { EachOutcome } from '../../../components/run-each.ts';
import type { TaskDecision } from './useTaskDecision.ts';

/** What a bulk decision says when done: "12 approved, 1 failed" and a line per failure. */
export interface BulkDecisionReport {
  summary: string;
  /** "<request> — <the server's message>", in the rows' order. */
  failures: string[];
}

/** The server's message of a refused call (the HTTP client's ApiError is an Error with it). */
const messageOf = (error: unknown, t: TFunction) =>
  error instanceof Error && error.message ? error.message : t('BulkUnknownError');

export function bulkDecisionReport<T>(
  t: TFunction,
  decision: TaskDecision,
  outcome: EachOutcome<T>,
  nameOf: (row: T) => string,
): BulkDecisionReport {
  const done = t(decision === 'approve' ? 'BulkApproved' : 'BulkRejected', { count: outcome.done.length });
  return {
    summary:
      outcome.failed.length === 0
        ? done
        : t('BulkSummary', { done, failed: t('BulkFailed', { count: outcome.failed.length }) }),
    failures: outcome.failed.map(({ item, error }) =>
      t('BulkFailure', { name: nameOf(item), message: messageOf(error, t) }),
    ),
  };
}
