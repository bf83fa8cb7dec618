import { expect, type Page } from '@playwright/test';
import { api, expandSideMenu, openAs, openSubmenu, test, typeTime } from './support.ts';

/**
 * Attendance corrections between two people (two browser contexts): Lina (`employee`, an HR officer) files
 * them, and the task goes to her manager's user or, without one, to the approvers (`hr.manager` is either).
 * acme's clock is UTC, so the wall times typed are the instants'. Each test and retry has days of its own,
 * long past (`dayOf`).
 */
/**
 * A day of its own for this test and retry, 299-330 days ago: 'YYYY-MM-DD'. Long past, yet after the start of
 * the demo contracts (a year before the seed), as attendance before employment is refused.
 */
const dayOf = (group: number, slot: number) => {
  const daysAgo = 330 - 20 * (group - 1) - slot - 4 * test.info().retry;
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
};
const slashed = (day: string) => day.replaceAll('-', '/');
/** A task's name ends with its day (yyyy/MM/dd), which the server wraps in bidi isolates (U+2068..U+2069). */
const taskName = (word: string, day: string) => new RegExp(`${word}[\\s\u2066-\u2069]*${day}`);

/** The date-time picker of a label (a required field's name starts with antd's "* " mark). */
const timeInput = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^(\\* )?${name}$`) });

test('an employee files a remove-all correction; her manager sees the task live, approves it, and her records of the day change', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const day = dayOf(1, 0);
  const employee = await openAs(browser, baseURL, 'employee');
  const manager = await openAs(browser, baseURL, 'hr.manager');
  // The day holds a record the correction replaces (added by the manager, who may edit attendance).
  const config = await api<{ currentUser: { employeeId: string } }>(
    employee,
    'GET',
    '/api/abp/application-configuration',
  );
  const employeeId = config.currentUser.employeeId;
  await api(manager, 'POST', '/api/app/attendance', {
    employeeId,
    checkIn: `${day}T09:30:00Z`,
    checkOut: `${day}T12:00:00Z`,
  });
  await manager.goto('/self-service/go-tasks');
  await expect(manager.getByRole('columnheader', { name: 'Requester' })).toBeVisible();

  await employee.goto('/self-service/attendance-requests');
  await employee.getByRole('button', { name: 'New attendance request' }).click();
  await expect(employee).toHaveURL(/\/self-service\/attendance-requests\/create$/);
  await expect(employee.getByRole('radio', { name: 'Remove all records of the days' })).toBeChecked();
  await typeTime(timeInput(employee, 'Check in'), `${slashed(day)} 08:00 AM`);
  await typeTime(timeInput(employee, 'Check out'), `${slashed(day)} 04:00 PM`);
  // The days to fix follow the stay.
  const daysToFix = employee.locator('.ant-picker-range').first().locator('input');
  await expect(daysToFix.nth(0)).toHaveValue(slashed(day));
  await expect(daysToFix.nth(1)).toHaveValue(slashed(day));
  await expect(employee.getByTestId('days-affected')).toHaveText('Days affected: 1');
  await employee.getByRole('textbox', { name: 'Reason' }).fill('The terminal was out of order.');
  await employee.getByRole('button', { name: 'Save' }).click();
  await expect(employee.getByText('Created successfully')).toBeVisible();
  await expect(employee).toHaveURL(/\/self-service\/attendance-requests$/);
  const request = employee.getByRole('row').filter({ hasText: `${slashed(day)} 08:00 AM` });
  await expect(request).toContainText('Pending approval');

  // Live on the manager's open list, no reload.
  const task = manager.getByRole('link', { name: taskName('for', slashed(day)) });
  await expect(task).toBeVisible();
  await task.click();
  await expect(manager.getByTestId('records-before')).toContainText(`${slashed(day)} 09:30 AM`);
  await expect(manager.getByTestId('records-after')).toContainText(`${slashed(day)} 08:00 AM`);
  await expect(manager.getByTestId('records-after')).not.toContainText('09:30 AM');
  await expect(manager.getByTestId('attendance-request-info')).toContainText(
    'The terminal was out of order.',
  );
  await manager.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText('Approved successfully.')).toBeVisible();
  await expect(manager.getByTestId('task-info')).toContainText('Finished');
  await expect(manager.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The employee's list follows the decision live; the day now holds the requested stay only.
  await expect(request).toContainText('Accepted');
  const records = await api<{ items: { checkIn: string; checkOut: string }[] }>(
    manager,
    'GET',
    `/api/app/attendance?employeeId=${employeeId}&fromDate=${day}&toDate=${day}`,
  );
  expect(records.items.map((r) => [Date.parse(r.checkIn), Date.parse(r.checkOut)])).toEqual([
    [Date.parse(`${day}T08:00:00Z`), Date.parse(`${day}T16:00:00Z`)],
  ]);
  await employee.context().close();
  await manager.context().close();
});

test('in Arabic on a phone: a manager rejects one request with a reason, and the employee cancels another', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [rejected, cancelled] = [dayOf(2, 0), dayOf(2, 1)];
  const employee = await openAs(browser, baseURL, 'employee', { phone: true, arabic: true });
  const manager = await openAs(browser, baseURL, 'hr.manager', { phone: true, arabic: true });
  await expect(employee.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const day of [rejected, cancelled])
    await api(employee, 'POST', '/api/app/attendance-request/self-request', {
      checkIn: `${day}T08:00:00Z`,
      checkOut: `${day}T16:00:00Z`,
      fixAttendanceFrom: `${day}T00:00:00Z`,
      fixAttendanceTo: `${day}T23:59:59Z`,
    });

  await manager.goto('/self-service/go-tasks');
  await manager.getByRole('link', { name: taskName('ليوم', slashed(rejected)) }).click();
  await expect(manager.getByTestId('task-info')).toContainText('غير منتهية');
  await manager.getByRole('button', { name: 'رفض' }).click();
  const dialog = manager.getByRole('dialog');
  await expect(dialog).toContainText('هل أنت متأكد أنك تريد رفض هذا الطلب؟');
  await dialog.getByRole('textbox').fill('لا يوجد ما يثبت الحضور.');
  await dialog.getByRole('button', { name: 'رفض' }).click();
  await expect(manager.getByText('تم الرفض بنجاح.')).toBeVisible();
  await expect(manager.getByTestId('task-info')).toContainText('منتهية');
  await expect(manager.getByTestId('task-info')).toContainText('مرفوض');
  await expect(manager.getByRole('button', { name: 'موافقة' })).toHaveCount(0);

  await employee.goto('/self-service/attendance-requests');
  const row = (day: string) => employee.getByRole('row').filter({ hasText: `${slashed(day)} 08:00` });
  await expect(row(rejected)).toContainText('مرفوض');
  await expect(row(rejected).getByTestId('row-actions')).toBeVisible();
  await row(cancelled).getByTestId('row-actions').click();
  await employee.getByRole('menuitem', { name: 'إلغاء الطلب' }).click();
  const confirm = employee.getByRole('dialog');
  await expect(confirm).toContainText('هل أنت متأكد أنك تريد إلغاء طلب الحضور هذا؟');
  await confirm.getByRole('button', { name: 'إلغاء الطلب' }).click();
  await expect(employee.getByText('تم إلغاء الطلب.')).toBeVisible();
  await expect(row(cancelled)).toContainText('ملغى');
  // Only a request pending approval offers Cancel.
  await row(rejected).getByTestId('row-actions').click();
  await expect(employee.getByRole('menuitem', { name: 'عرض' })).toBeVisible();
  await expect(employee.getByRole('menuitem', { name: 'إلغاء الطلب' })).toHaveCount(0);

  // The withdrawn request's task is closed on the manager's side.
  await manager.goto('/self-service/go-tasks');
  await expect(manager.getByRole('link', { name: taskName('ليوم', slashed(cancelled)) })).toHaveCount(0);
  // The page fits the phone's width (the table scrolls inside its card).
  const width = await employee.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await employee.context().close();
  await manager.context().close();
});

/** A day of My attendance as the API answers it (the parts these journeys read). */
interface OwnDay {
  date: string;
  records: { checkIn: string; checkOut: string | null }[];
}

/** 'hh:mm AM' of an instant on acme's clock (UTC), as the pages show a time. */
const clockOf = (instant: string) =>
  new Date(instant).toLocaleTimeString('en-US', {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });

/**
 * The latest day before today on which the employee has a closed stay (the demo's approved correction of
 * nine days ago at the latest; the terminal's punches once synced): from the start of last month to today,
 * within the 62 days one call answers.
 */
async function dayWithPunches(page: Page): Promise<OwnDay> {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const days = await api<OwnDay[]>(
    page,
    'GET',
    `/api/app/attendance/own-days?fromDate=${from}&toDate=${today}`,
  );
  // Not a day a pending correction covers (the demo's, or another journey's): My attendance offers that
  // request there instead of a new correction. A day either side, as the tenant's zone is not UTC.
  const pending = await api<{ items: Array<{ fixAttendanceFrom: string; fixAttendanceTo: string }> }>(
    page,
    'GET',
    `/api/app/attendance-request/self-requests?includedStates=0&maxResultCount=1000`,
  );
  const shifted = (instant: string, days: number) =>
    new Date(Date.parse(instant) + days * 86_400_000).toISOString().slice(0, 10);
  const covered = (date: string) =>
    pending.items.some(
      (r) => shifted(r.fixAttendanceFrom, -1) <= date && date <= shifted(r.fixAttendanceTo, 1),
    );
  const day = days
    .filter((d) => d.date < today && d.records.some((r) => r.checkOut) && !covered(d.date))
    .at(-1);
  expect(day, 'the demo employee has punches on a day without a pending correction').toBeDefined();
  return day!;
}

test('HR approves two corrections at once from the list of everyone’s', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const days = [dayOf(3, 0), dayOf(3, 1)];
  const employee = await openAs(browser, baseURL, 'employee');
  for (const day of days)
    await api(employee, 'POST', '/api/app/attendance-request/self-request', {
      checkIn: `${day}T08:00:00Z`,
      checkOut: `${day}T16:00:00Z`,
      fixAttendanceFrom: `${day}T00:00:00Z`,
      fixAttendanceTo: `${day}T23:59:59Z`,
    });
  const manager = await openAs(browser, baseURL, 'hr.manager');
  await manager.goto('/hr/attendance-requests');
  const row = (day: string) => manager.getByRole('row').filter({ hasText: `${slashed(day)} 08:00 AM` });
  // Only the rows she may decide have a box to tick; the bar counts them and offers the decisions.
  for (const day of days) await row(day).getByRole('checkbox').check();
  const bar = manager.getByTestId('selection-bar');
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Approve (2)' }).click();
  const dialog = manager.getByRole('dialog');
  await expect(dialog).toContainText('Approve 2 requests?');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText('2 approved')).toBeVisible();
  for (const day of days) {
    await expect(row(day)).toContainText('Accepted');
    await expect(row(day).getByRole('checkbox')).toBeDisabled();
  }
  await expect(bar).toHaveCount(0);
  await employee.context().close();
  await manager.context().close();
});

test('an employee opens My attendance from the menu, finds a day of her punches, and asks to correct it from there; a day with a correction pending offers that request instead', async ({
  browser,
  baseURL,
}) => {
  const employee = await openAs(browser, baseURL, 'employee');
  const day = await dayWithPunches(employee);
  const first = day.records[0]!;
  const last = day.records.findLast((r) => r.checkOut)!;

  const menu = await expandSideMenu(employee);
  await openSubmenu(menu, 'Self-service');
  await menu.getByRole('menuitem', { name: 'My attendance' }).click();
  await expect(employee).toHaveURL(/\/self-service\/my-attendance$/);
  await expect(employee.getByTestId('summary-present')).toContainText('Days present');
  if (day.date.slice(0, 7) !== new Date().toISOString().slice(0, 7)) {
    await employee.getByRole('button', { name: 'Previous month' }).click();
    await expect(employee).toHaveURL(new RegExp(`month=${day.date.slice(0, 7)}$`));
  }
  const row = employee.getByRole('row').filter({ hasText: slashed(day.date) });
  await expect(row).toContainText(clockOf(first.checkIn));
  await expect(row).toContainText(clockOf(last.checkOut!));

  await row.getByRole('link', { name: 'Request a correction' }).click();
  await expect(employee).toHaveURL(new RegExp(`/self-service/attendance-requests/create\\?day=${day.date}$`));
  await expect(employee.getByText(`Attendance correction of ${slashed(day.date)}`)).toBeVisible();
  await expect(timeInput(employee, 'Check in')).toHaveValue(`${slashed(day.date)} ${clockOf(first.checkIn)}`);
  await expect(timeInput(employee, 'Check out')).toHaveValue(new RegExp(`${clockOf(last.checkOut!)}$`));
  const daysToFix = employee.locator('.ant-picker-range').first().locator('input');
  await expect(daysToFix.nth(0)).toHaveValue(slashed(day.date));
  await expect(employee.getByRole('radio', { name: 'Remove all records of the days' })).toBeChecked();
  // Cancel goes back to the month it came from.
  await employee.getByRole('button', { name: 'Cancel' }).click();
  await expect(employee).toHaveURL(/\/self-service\/my-attendance/);
  await expect(row).toContainText(clockOf(first.checkIn));

  // Once she has filed one for a day, the day says so and opens it, and offers no second correction.
  const pendingDay = dayOf(4, 0);
  await api(employee, 'POST', '/api/app/attendance-request/self-request', {
    checkIn: `${pendingDay}T08:00:00Z`,
    checkOut: `${pendingDay}T16:00:00Z`,
    fixAttendanceFrom: `${pendingDay}T00:00:00Z`,
    fixAttendanceTo: `${pendingDay}T23:59:59Z`,
  });
  await employee.goto(`/self-service/my-attendance?month=${pendingDay.slice(0, 7)}`);
  const pendingRow = employee.getByRole('row').filter({ hasText: slashed(pendingDay) });
  await expect(pendingRow.getByTestId('correction-pending')).toHaveText('Correction pending');
  await expect(pendingRow.getByRole('link', { name: 'Request a correction' })).toHaveCount(0);
  await pendingRow.getByRole('button', { name: 'View the pending request' }).click();
  await expect(employee.getByRole('dialog')).toContainText(`${slashed(pendingDay)} 08:00 AM`);
  await employee.context().close();
});

test('in Arabic on a phone: My attendance holds a day a block, and a day’s correction starts from it', async ({
  browser,
  baseURL,
}) => {
  const employee = await openAs(browser, baseURL, 'employee', { phone: true, arabic: true });
  const day = await dayWithPunches(employee);
  await employee.goto(`/self-service/my-attendance?month=${day.date.slice(0, 7)}`);
  await expect(employee.getByText('حضوري').first()).toBeVisible();
  const block = employee.getByTestId('my-attendance-day').filter({ hasText: slashed(day.date) });
  await expect(block).toContainText(clockOf(day.records[0]!.checkIn).slice(0, 5));
  expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await block.getByRole('link', { name: 'طلب تصحيح' }).click();
  await expect(employee.getByText(`تصحيح حضور يوم ${slashed(day.date)}`)).toBeVisible();
  await expect(timeInput(employee, 'وقت الدخول')).toHaveValue(new RegExp(`^${slashed(day.date)} `));
  await employee.context().close();
});
