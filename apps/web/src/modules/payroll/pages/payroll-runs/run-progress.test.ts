import { createPayrollRunInput, type PayrollRunDto, PayrollRunState } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { periodLabel, runInput } from './run-form.ts';
import {
  elapsedMs,
  emailDonePercent,
  formatElapsed,
  isRunLive,
  ltrRuns,
  type RunGrants,
  runActions,
  runPollInterval,
  runPollMs,
  runProgress,
} from './run-progress.ts';

const { Queued, Running, Generated, Confirmed, Cancelled } = PayrollRunState;

/** A run of 200 employees in a state, with the counts of that state. */
function run(state: number, counts: Partial<PayrollRunDto> = {}) {
  return {
    state,
    employeeCount: 200,
    generated: 0,
    failed: 0,
    remaining: 200,
    startTime: null,
    finishTime: null,
    email: null,
    ...counts,
  } as PayrollRunDto;
}

const everything: RunGrants = { create: true, cancel: true, confirm: true, export: true, email: true };
const nothing: RunGrants = { create: false, cancel: false, confirm: false, export: false, email: false };
const running = run(Running, {
  generated: 120,
  failed: 3,
  remaining: 77,
  startTime: '2026-11-26T04:00:00.000Z',
});
const generated = run(Generated, {
  generated: 197,
  failed: 3,
  remaining: 0,
  startTime: '2026-11-26T04:00:00.000Z',
  finishTime: '2026-11-26T04:00:09.400Z',
});
const emailing = (finished: boolean) =>
  run(Confirmed, {
    ...generated,
    state: Confirmed,
    email: { total: 197, sent: finished ? 190 : 40, failed: 2, skipped: 5, finished },
  });

describe('polling the run', () => {
  it('reads the run every second while it is queued or running, and not once it stands still', () => {
    expect(runPollInterval(run(Queued))).toBe(runPollMs);
    expect(runPollInterval(running)).toBe(1000);
    for (const state of [Generated, Confirmed, Cancelled]) {
      expect(isRunLive(run(state))).toBe(false);
      expect(runPollInterval(run(state))).toBe(false);
    }
    // Not loaded yet: the first read is the query's own, not the interval's.
    expect(runPollInterval(undefined)).toBe(false);
  });

  it('reads a confirmed run every second while its payslips are e-mailed, and stops when they are done', () => {
    expect(runPollInterval(emailing(false))).toBe(runPollMs);
    expect(runPollInterval(emailing(true))).toBe(false);
  });
});

describe('the progress bar', () => {
  it('is waiting, not at 0 %, while the run is queued', () => {
    expect(runProgress(run(Queued))).toEqual({
      donePercent: 0,
      generatedPercent: 0,
      status: 'normal',
      waiting: true,
    });
  });

  it('moves while running, the failed part beyond the paid part', () => {
    // 123 of 200 done (61.5 %), of which 120 paid (60 %): the 1.5 % between is red.
    expect(runProgress(running)).toEqual({
      donePercent: 61.5,
      generatedPercent: 60,
      status: 'active',
      waiting: false,
    });
  });

  it('is full once generated: a success without failures, plain with some', () => {
    expect(runProgress(generated)).toMatchObject({
      donePercent: 100,
      generatedPercent: 98.5,
      status: 'normal',
    });
    const clean = run(Generated, { generated: 200, remaining: 0 });
    expect(runProgress(clean)).toMatchObject({ donePercent: 100, generatedPercent: 100, status: 'success' });
    expect(runProgress({ ...clean, state: Confirmed }).status).toBe('success');
  });

  it('shows a cancelled run where it stopped, as an exception', () => {
    const cancelled = run(Cancelled, { generated: 50, failed: 0, remaining: 150 });
    expect(runProgress(cancelled)).toMatchObject({
      donePercent: 25,
      generatedPercent: 25,
      status: 'exception',
    });
  });

  it('never divides by an empty run, and never passes 100 %', () => {
    expect(runProgress(run(Generated, { employeeCount: 0, remaining: 0 })).donePercent).toBe(0);
    expect(runProgress(run(Running, { employeeCount: 3, generated: 2, failed: 2 })).donePercent).toBe(100);
  });
});

describe('the elapsed time', () => {
  const now = Date.parse('2026-11-26T04:01:05.000Z');

  it('is none before the job starts, runs to now while it works, and stops at the finish', () => {
    expect(elapsedMs(run(Queued), now)).toBeNull();
    expect(elapsedMs(running, now)).toBe(65_000);
    expect(elapsedMs(generated, now)).toBe(9_400);
    // A browser clock behind the server's shows 0, not a negative time.
    expect(elapsedMs(running, Date.parse('2026-11-26T03:59:00.000Z'))).toBe(0);
  });

  it('reads as a clock', () => {
    expect(formatElapsed(9_400)).toBe('0:09');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });
});

describe('the actions of a run', () => {
  it('follow the state', () => {
    expect(runActions(run(Queued), everything)).toEqual(['cancel']);
    expect(runActions(running, everything)).toEqual(['cancel', 'payslips']);
    expect(runActions(generated, everything)).toEqual([
      'retryFailed',
      'confirm',
      'cancel',
      'exportExcel',
      'pdf',
      'payslips',
    ]);
    // Retry only when someone failed.
    expect(runActions(run(Generated, { generated: 200, remaining: 0 }), everything)).not.toContain(
      'retryFailed',
    );
    expect(runActions({ ...generated, state: Confirmed }, everything)).toEqual([
      'cancel',
      'exportExcel',
      'pdf',
      'email',
      'payslips',
    ]);
    expect(runActions({ ...generated, state: Cancelled }, everything)).toEqual(['payslips']);
    // The journal entries of a Confirmed (or cancelled) run, for who may read the journal.
    expect(runActions({ ...generated, state: Confirmed }, { ...nothing, journal: true })).toEqual([
      'payslips',
      'journal',
    ]);
    expect(runActions({ ...generated, state: Cancelled }, { ...nothing, journal: true })).toEqual([
      'payslips',
      'journal',
    ]);
    expect(runActions(generated, { ...nothing, journal: true })).toEqual(['payslips']);
  });

  it('offer no Confirm when every employee failed (no draft payslip to confirm)', () => {
    const allFailed = run(Generated, { generated: 0, failed: 200, remaining: 0 });
    expect(runActions(allFailed, everything)).toEqual([
      'retryFailed',
      'cancel',
      'exportExcel',
      'pdf',
      'payslips',
    ]);
  });

  it('hide E-mail while the e-mails go on, and offer it again once they are done', () => {
    expect(runActions(emailing(false), everything)).not.toContain('email');
    expect(runActions(emailing(true), everything)).toContain('email');
  });

  it('follow the grants: a reader sees the payslips link only', () => {
    expect(runActions(generated, nothing)).toEqual(['payslips']);
    expect(runActions(generated, { ...nothing, export: true })).toEqual(['exportExcel', 'pdf', 'payslips']);
    expect(runActions({ ...generated, state: Confirmed }, { ...nothing, email: true })).toEqual([
      'email',
      'payslips',
    ]);
  });
});

describe('the e-mail progress', () => {
  it('counts the sent, failed and skipped of all', () => {
    expect(emailDonePercent(emailing(false).email!)).toBe(23.8);
    expect(emailDonePercent(emailing(true).email!)).toBe(100);
    expect(emailDonePercent({ total: 0, sent: 0, failed: 0, skipped: 0, finished: true })).toBe(100);
  });
});

describe('the New run dialog', () => {
  const values = { name: 'Payroll October 2026', period: ['2026-10-01', '2026-10-31'] as const };

  it('sends only the choice of who is paid, in a body the contract takes', () => {
    const department = '0190a3b2-7c1d-7e4f-8a9b-0c1d2e3f4a5b';
    const employee = '0190a3b2-7c1d-7e4f-8a9b-0c1d2e3f4a5c';
    const all = runInput({ ...values, who: 'all', departmentId: department, employeeIds: [employee] });
    expect(all).toEqual({
      name: 'Payroll October 2026',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      departmentId: null,
      employeeIds: null,
    });
    const one = runInput({ ...values, who: 'department', departmentId: department, employeeIds: [employee] });
    expect([one.departmentId, one.employeeIds]).toEqual([department, null]);
    const chosen = runInput({
      ...values,
      who: 'employees',
      departmentId: department,
      employeeIds: [employee],
    });
    expect([chosen.departmentId, chosen.employeeIds]).toEqual([null, [employee]]);
    for (const body of [all, one, chosen]) expect(createPayrollRunInput.safeParse(body).success).toBe(true);
  });

  it('names the run after its month in the UI language, or after its dates', () => {
    expect(periodLabel(['2026-10-01', '2026-10-31'], 'en')).toBe('October 2026');
    expect(periodLabel(['2026-10-01', '2026-10-31'], 'ar')).toBe('أكتوبر 2026');
    expect(periodLabel(['2026-02-01', '2026-02-28'], 'en')).toBe('February 2026');
    expect(periodLabel(['2026-10-15', '2026-11-14'], 'en')).toBe('2026/10/15 – 2026/11/14');
  });
});

describe('a failure reason', () => {
  it('keeps its dates and amounts as left-to-right runs inside Arabic', () => {
    const text = 'لا يوجد لدى روان نصر عقد فعال من 2026-09-01 إلى 2026-09-30.';
    expect(ltrRuns(text)).toEqual([
      { text: 'لا يوجد لدى روان نصر عقد فعال من ', ltr: false },
      { text: '2026-09-01', ltr: true },
      { text: ' إلى ', ltr: false },
      { text: '2026-09-30', ltr: true },
      { text: '.', ltr: false },
    ]);
    expect(ltrRuns('Net 1,500.25 and 10% of 3')).toEqual([
      { text: 'Net ', ltr: false },
      { text: '1,500.25', ltr: true },
      { text: ' and ', ltr: false },
      { text: '10%', ltr: true },
      { text: ' of ', ltr: false },
      { text: '3', ltr: true },
    ]);
    expect(ltrRuns('no numbers')).toEqual([{ text: 'no numbers', ltr: false }]);
  });
});
