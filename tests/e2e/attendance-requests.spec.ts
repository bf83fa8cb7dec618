import { expect, type Page, test } from '@playwright/test';
import { api, openAs, typeTime } from './support.ts';

/**
 * Attendance corrections between two people (two browser contexts): Lina (`employee`, an HR officer) files
 * them, and the task goes to her manager's user or, without one, to the approvers (`hr.manager` is either).
 * acme's clock is UTC, so the wall times typed are the instants'. Each test and retry has days of its own,
 * long past.
 */
/** A day long past for this test and retry: 'YYYY-MM-DD'. */
const dayOf = (month: number, slot: number) =>
  `2024-${String(month).padStart(2, '0')}-${String(1 + slot + 4 * test.info().retry).padStart(2, '0')}`;
const slashed = (day: string) => day.replaceAll('-', '/');
/** A task's name ends with its day, which the server wraps in bidi isolates (U+2068..U+2069). */
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
  const task = manager.getByRole('link', { name: taskName('for', day) });
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
  await manager.getByRole('link', { name: taskName('ليوم', rejected) }).click();
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
  await expect(manager.getByRole('link', { name: taskName('ليوم', cancelled) })).toHaveCount(0);
  // The page fits the phone's width (the table scrolls inside its card).
  const width = await employee.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await employee.context().close();
  await manager.context().close();
});
