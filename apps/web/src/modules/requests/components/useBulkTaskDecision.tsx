import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../app/invalidate-after-change.ts';
import { runEach } from '../../../components/run-each.ts';
import { goTaskApi } from '../api/go-task.api.ts';
import { bulkDecisionReport } from './bulk-decision-report.ts';
import type { TaskDecision } from './useTaskDecision.ts';

/** At most this many decisions on their way at once. */
export const bulkDecisionConcurrency = 4;

/**
 * Deciding many requests' tasks at once from a list: each is the task's own approve or reject call (the
 * one a single decision makes, so the server's rules, assignees, ledger and notifications are the same),
 * four at a time. Refusals are not shown one by one: when all are done the tasks, and by the modules'
 * rules the requests, are read again, and one report says "12 approved, 1 failed" with each failure's
 * request and the server's message (a notification that stays). Answers the rows that failed.
 */
export function useBulkTaskDecision() {
  const { t } = useTranslation('requests');
  const [busy, setBusy] = useState<TaskDecision | null>(null);
  const decideAll = async <T,>(
    rows: readonly T[],
    of: (row: T) => { taskId: string; name: string },
    decision: TaskDecision,
    reason: string | null = null,
  ): Promise<T[]> => {
    setBusy(decision);
    try {
      const outcome = await runEach(
        rows,
        (row) =>
          decision === 'approve'
            ? goTaskApi.approve(of(row).taskId, { silent: true })
            : goTaskApi.reject(of(row).taskId, reason, { silent: true }),
        bulkDecisionConcurrency,
      );
      await invalidateAfterChange(goTaskApi.keys.all);
      const report = bulkDecisionReport(t, decision, outcome, (row) => of(row).name);
      if (report.failures.length === 0) feedback().message.success(report.summary);
      else
        feedback().notification.warning({
          title: report.summary,
          description: (
            <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="bulk-failures">
              {report.failures.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two failures may read the same.
                <li key={i}>{line}</li>
              ))}
            </ul>
          ),
          duration: 0,
        });
      return outcome.failed.map((f) => f.item);
    } finally {
      setBusy(null);
    }
  };
  return { busy, decideAll };
}
