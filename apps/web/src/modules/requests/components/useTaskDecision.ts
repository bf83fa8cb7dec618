import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../app/invalidate-after-change.ts';
import { goTaskApi } from '../api/go-task.api.ts';

export type TaskDecision = 'approve' | 'reject';

/**
 * Approving or rejecting a task: the one call the task page and a request list (HR's leave requests) make,
 * so that a list's decision is the task's, under its rules. Afterwards the tasks are read again, and by the
 * modules' rules the requests they decide and the balances; SuccessApprove or SuccessReject is said. A
 * refusal has been shown by the HTTP client (the task may have been decided meanwhile): `decide` answers
 * false and the lists are read again all the same.
 */
export function useTaskDecision() {
  const { t } = useTranslation('requests');
  const [busy, setBusy] = useState<TaskDecision | null>(null);
  const decide = async (taskId: string, decision: TaskDecision, reason: string | null = null) => {
    setBusy(decision);
    try {
      if (decision === 'approve') await goTaskApi.approve(taskId);
      else await goTaskApi.reject(taskId, reason);
    } catch {
      setBusy(null);
      await invalidateAfterChange(goTaskApi.keys.all);
      return false;
    }
    await invalidateAfterChange(goTaskApi.keys.all);
    setBusy(null);
    feedback().message.success(t(decision === 'approve' ? 'SuccessApprove' : 'SuccessReject'));
    return true;
  };
  return { busy, decide };
}
