import { type PayrollRunDto, PayrollRunState } from '@hr/contracts';

type Run = Pick<
  PayrollRunDto,
  'state' | 'employeeCount' | 'generated' | 'failed' | 'remaining' | 'startTime' | 'finishTime' | 'email'
>;

/** How often the run page reads a run that is still changing: every second, as the issue asks. */
export const runPollMs = 1000;

/** Queued or Running: the job has employees left and the numbers move. */
export function isRunLive(run: Pick<Run, 'state'>): boolean {
  return run.state === PayrollRunState.Queued || run.state === PayrollRunState.Running;
}

/** The payslips of a Confirmed run are being e-mailed and the counts move. */
export function isEmailing(run: Pick<Run, 'email'>): boolean {
  return run.email !== null && !run.email.finished;
}

/**
 * TanStack Query's refetchInterval of the run: a second while the job or the e-mails go on, and nothing
 * once the run stands still (Generated, Confirmed, Cancelled, its e-mails done), so an open page of a
 * finished run asks the server nothing more.
 */
export function runPollInterval(run: Run | undefined): number | false {
  if (!run) return false;
  return isRunLive(run) || isEmailing(run) ? runPollMs : false;
}

const percentOf = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.min(100, Math.max(0, Math.floor((part / whole) * 1000) / 10));

/** The share of a run's e-mails dealt with (sent, failed or skipped), 0..100. */
export function emailDonePercent(email: NonNullable<Run['email']>): number {
  if (email.total <= 0) return email.finished ? 100 : 0;
  return percentOf(email.sent + email.failed + email.skipped, email.total);
}

/** What the progress bar shows. */
export interface RunProgressView {
  /** Employees done, paid or failed, of the run's employees (0..100). */
  donePercent: number;
  /** Of which paid (0..100): the green part; the rest of `donePercent` is the failed part. */
  generatedPercent: number;
  /** 'active' (moving) while the job works; 'exception' for a cancelled or Failed run; otherwise 'normal'. */
  status: 'active' | 'exception' | 'normal' | 'success';
  /** The run is waiting for the job: the bar says so instead of 0 %. */
  waiting: boolean;
}

/** The bar of a run: done and paid shares of its employees, and how it moves by state. */
export function runProgress(run: Run): RunProgressView {
  const done = run.generated + run.failed;
  const donePercent = percentOf(done, run.employeeCount);
  const status =
    run.state === PayrollRunState.Running
      ? 'active'
      : run.state === PayrollRunState.Cancelled || run.state === PayrollRunState.Failed
        ? 'exception'
        : (run.state === PayrollRunState.Generated || run.state === PayrollRunState.Confirmed) &&
            run.failed === 0
          ? 'success'
          : 'normal';
  return {
    donePercent,
    generatedPercent: percentOf(run.generated, run.employeeCount),
    status,
    waiting: run.state === PayrollRunState.Queued,
  };
}

/** Milliseconds from the job's start to its finish, or to `now` while it runs; null before it starts. */
export function elapsedMs(run: Pick<Run, 'startTime' | 'finishTime'>, now: number): number | null {
  if (!run.startTime) return null;
  const end = run.finishTime ? Date.parse(run.finishTime) : now;
  return Math.max(0, end - Date.parse(run.startTime));
}

/** A duration as a clock: 0:07, 12:05, 1:02:03. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The actions of the run page, in the order of its buttons. */
export type RunAction =
  | 'retryFailed'
  | 'cancel'
  | 'confirm'
  | 'exportExcel'
  | 'pdf'
  | 'email'
  | 'payslips'
  | 'journal';

/** The Payslips children the user holds. */
export interface RunGrants {
  create: boolean;
  cancel: boolean;
  confirm: boolean;
  export: boolean;
  email: boolean;
  /** FN.JournalEntry.Index: the run's journal entries (issue 43). */
  journal?: boolean;
}

/**
 * The buttons a run shows for its state and the user's grants: Retry failed when a Generated run has
 * failures, and on a Failed one (nobody paid); Cancel before it is Confirmed and after (a reversal); Confirm a Generated run; Excel and PDF once there are payslips
 * to read (Generated or Confirmed); E-mail a Confirmed run whose e-mails are not under way; the payslips
 * link once the job has started.
 */
export function runActions(run: Run, can: RunGrants): RunAction[] {
  const { Queued, Running, Generated, Confirmed, Failed } = PayrollRunState;
  const actions: RunAction[] = [];
  const hasPayslips = run.state === Generated || run.state === Confirmed;
  if (can.create && (run.state === Generated || run.state === Failed) && run.failed > 0)
    actions.push('retryFailed');
  // A run whose every employee failed has no payslip to confirm: the server would refuse it.
  if (can.confirm && run.state === Generated && run.generated > 0) actions.push('confirm');
  // A Confirmed run too: its cancel posts the reversing journal entry (issue 43).
  if (can.cancel && [Queued, Running, Generated, Failed, Confirmed].includes(run.state))
    actions.push('cancel');
  if (can.export && hasPayslips) actions.push('exportExcel', 'pdf');
  if (can.email && run.state === Confirmed && !isEmailing(run)) actions.push('email');
  if (run.state !== Queued) actions.push('payslips');
  if (can.journal && (run.state === Confirmed || run.state === PayrollRunState.Cancelled))
    actions.push('journal');
  return actions;
}

/**
 * A server's message cut into its left-to-right runs (dates, numbers, amounts: "2026-09-01", "1,500.00")
 * and the rest, so that Arabic text shows each run whole and in its order ("2026-09-01" unisolated in
 * Arabic reads 01-09-2026 with its ends swapped).
 */
export function ltrRuns(text: string): Array<{ text: string; ltr: boolean }> {
  const parts: Array<{ text: string; ltr: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(/[+-]?\d(?:[\d.,:/-]*\d)?%?/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), ltr: false });
    parts.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), ltr: false });
  return parts;
}
