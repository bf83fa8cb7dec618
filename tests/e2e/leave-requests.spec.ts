import {
  type LeaveRequestDetailsDto,
  type LeaveTypeIdAndName,
  leaveAllocationEndpoints,
  leaveRequestEndpoints,
  leaveTypeEndpoints,
  type OwnLeaveBalanceDto,
  pathOf,
} from '@hr/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { api, callApi, openAs, pick, test, typeDate } from './support.ts';

/**
 * Leave requests between two people: Lina (`employee`, on a 375 px phone) files a day request and an hour
 * request (and a second day, through the API), her manager's user (`hr.manager`) approves the day request
 * from its task (opened from her home page) and the second day from HR's list of leave requests (the row's
 * menu), and Lina sees them Approved (live) and her annual balance down by their days, on her home page too;
 * then, in Arabic, she cancels the hour request; last, two more days are approved at once from HR's list.
 * acme's clock is UTC. The days are future working days that hold no request yet (asked of the server:
 * the demo data and an earlier try may use some), starting later on each retry.
 */
const annual = 'Annual leave';
const permission = 'Hourly permission';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const slashed = (day: string) => day.replaceAll('-', '/');
const daysText = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * Future days (from tomorrow plus a week a retry, within the allocation's validity) on which Lina works a
 * whole day and holds no request: calc-duration counts 1 and her list of the day is empty.
 */
async function freeWorkingDays(page: Page, leaveTypeId: string, validTo: string, count: number) {
  const today = new Date().toISOString().slice(0, 10);
  const found: string[] = [];
  for (let offset = 1 + 7 * test.info().retry; found.length < count && offset < 60; offset++) {
    const day = addDays(today, offset);
    if (day > validTo) break;
    const duration = await callApi(page, 'POST', leaveRequestEndpoints.calcDuration.path, {
      from: day,
      to: day,
      unit: 0,
      leaveTypeId,
    });
    if (!duration.ok || duration.json !== 1) continue;
    const held = await api<{ totalCount: number }>(
      page,
      'GET',
      `${leaveRequestEndpoints.list.path}?fromDate=${day}&toDate=${day}&states=0,1,3&maxResultCount=1`,
    );
    if (held.totalCount === 0) found.push(day);
  }
  expect(found, 'free working days for the journey').toHaveLength(count);
  return found;
}

/** An antd select by its accessible name (a required field's name starts with antd's "* " mark). */
const combobox = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) });
const textbox = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });

async function typeTime(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

test('Lina files a day and an hour request on a phone, her manager approves the day from its task and another from the list, her balance drops; in Arabic she cancels the hour request', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const employee = await openAs(browser, baseURL, 'employee', { phone: true });
  const types = await api<LeaveTypeIdAndName[]>(employee, 'GET', leaveTypeEndpoints.idAndName.path);
  const annualType = types.find((x) => x.name === annual);
  expect(annualType).toBeDefined();
  const balances = await api<{ items: OwnLeaveBalanceDto[] }>(
    employee,
    'GET',
    `${leaveAllocationEndpoints.own.path}?maxResultCount=100`,
  );
  const annualBalance = balances.items.find((b) => b.leaveTypeName === annual);
  expect(annualBalance).toBeDefined();
  const before = annualBalance?.balanceDays ?? 0;
  const validTo = annualBalance?.allocations[0]?.validityTo ?? '';
  const [dayOff, hoursDay, listDay, ...bulkDays] = await freeWorkingDays(
    employee,
    annualType?.id ?? '',
    validTo,
    5,
  );
  if (!dayOff || !hoursDay || !listDay || bulkDays.length !== 2) throw new Error('no free days');

  // A day request: the type's unit is fixed (Days), the duration is the server's, the balance beside it.
  await employee.goto('/self-service/my-leave-requests');
  await employee.getByRole('button', { name: 'New leave request' }).click();
  await expect(employee).toHaveURL(/\/self-service\/my-leave-requests\/create$/);
  await pick(combobox(employee, 'Leave type'), annual);
  await expect(employee.getByTestId('leave-unit')).toHaveText('Days');
  await expect(employee.getByTestId('leave-balance')).toHaveValue(daysText(before));
  await typeDate(textbox(employee, 'From date'), slashed(dayOff));
  // The end follows the start.
  await expect(textbox(employee, 'To date')).toHaveValue(slashed(dayOff));
  await expect(employee.getByTestId('leave-duration')).toHaveValue('1 day');
  await textbox(employee, 'Reason').fill('A family visit.');
  // The form fits the phone: nothing scrolls sideways.
  expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await employee.getByRole('button', { name: 'Save' }).click();
  await expect(employee.getByText('Created successfully')).toBeVisible();
  await expect(employee).toHaveURL(/\/self-service\/my-leave-requests$/);

  // The same day again overlaps it: said once, above the buttons (no notification besides), input kept.
  await employee.getByRole('button', { name: 'New leave request' }).click();
  await pick(combobox(employee, 'Leave type'), annual);
  await typeDate(textbox(employee, 'From date'), slashed(dayOff));
  await employee.getByRole('button', { name: 'Save' }).click();
  await expect(employee.getByTestId('leave-request-refusal')).toContainText('overlaps this one');
  await expect(employee.locator('.ant-notification-notice')).toHaveCount(0);
  await expect(textbox(employee, 'From date')).toHaveValue(slashed(dayOff));
  await employee.goto('/self-service/my-leave-requests');

  // An hour request: a date, two times; the duration in hours.
  await employee.getByRole('button', { name: 'New leave request' }).click();
  await pick(combobox(employee, 'Leave type'), permission);
  await expect(employee.getByTestId('leave-unit')).toHaveText('Hours');
  await typeDate(textbox(employee, 'Date'), slashed(hoursDay));
  await typeTime(textbox(employee, 'From time'), '09:00 AM');
  await typeTime(textbox(employee, 'To time'), '11:00 AM');
  await expect(employee.getByTestId('leave-duration')).toHaveValue('2 hours');
  await employee.getByRole('button', { name: 'Save' }).click();
  // The first request's message may still be showing: this one is the newest.
  await expect(employee.getByText('Created successfully').last()).toBeVisible();
  await expect(employee).toHaveURL(/\/self-service\/my-leave-requests$/);

  // A second day, for HR's list (filed through the API: the form is the journey's above).
  await api(employee, 'POST', leaveRequestEndpoints.create.path, {
    leaveTypeId: annualType?.id,
    leaveUnit: 0,
    createDailyLeaveRequestDto: { from: listDay, to: listDay },
  });

  // Both wait for approval, in the first grid.
  const pending = employee.getByTestId('pending-leave-requests');
  const all = employee.getByTestId('all-leave-requests');
  await expect(pending.getByRole('row').filter({ hasText: slashed(dayOff) })).toContainText(
    'Pending approval',
  );
  await expect(pending.getByRole('row').filter({ hasText: slashed(hoursDay) })).toContainText('2 hours');
  expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The manager opens the day request's task from her list and approves it.
  const own = await api<{ items: { id: string; from: string }[] }>(
    employee,
    'GET',
    `${leaveRequestEndpoints.list.path}?fromDate=${dayOff}&toDate=${dayOff}&states=0`,
  );
  const requestId = own.items[0]?.id ?? '';
  const request = await api<LeaveRequestDetailsDto>(
    employee,
    'GET',
    pathOf(leaveRequestEndpoints.get, { id: requestId }),
  );
  expect(request.taskId).not.toBeNull();
  const manager = await openAs(browser, baseURL, 'hr.manager');
  // Her home page lists the newest tasks waiting for her.
  await manager.goto('/');
  await manager
    .getByTestId('home-tasks')
    .locator(`a[href$="/self-service/go-tasks/${request.taskId}"]`)
    .click();
  const info = manager.getByTestId('leave-request-info');
  await expect(info).toContainText(annual);
  await expect(info).toContainText('A family visit.');
  await expect(manager.getByTestId('leave-request-days')).toContainText(slashed(dayOff));
  await manager.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText('Approved successfully.')).toBeVisible();
  await expect(manager.getByTestId('task-info')).toContainText('Finished');

  // HR's list of every request shows it approved.
  await manager.goto('/hr/time-off/leave-requests');
  await expect(
    manager
      .getByRole('row')
      .filter({ hasText: slashed(dayOff) })
      .first(),
  ).toContainText('Approved');

  // She approves the second day from that list: its row (with Lina's balance now, both days counted) offers
  // Approve, the confirmation says which request, and the row turns Approved without a reload, after which
  // its menu offers no decision.
  const listRow = manager
    .getByRole('row')
    .filter({ hasText: slashed(listDay) })
    .first();
  await expect(listRow).toContainText('Pending approval');
  await expect(listRow).toContainText(daysText(before - 2));
  await listRow.getByTestId('row-actions').click();
  await manager.getByRole('menuitem', { name: 'Approve' }).click();
  const approveDialog = manager.getByRole('dialog');
  await expect(approveDialog).toContainText('Approve this leave request?');
  await expect(approveDialog.getByTestId('leave-request-summary')).toContainText(annual);
  await expect(approveDialog.getByTestId('leave-request-summary')).toContainText(slashed(listDay));
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText('Approved successfully.')).toBeVisible();
  await expect(listRow).toContainText('Approved');
  await expect(listRow).not.toContainText('Pending approval');
  await expect(listRow).toContainText(daysText(before - 2));
  await listRow.getByTestId('row-actions').click();
  await expect(manager.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(manager.getByRole('menuitem', { name: 'Approve' })).toHaveCount(0);
  await manager.keyboard.press('Escape');

  // Lina's list follows the decisions live; her annual balance is two days less than before she asked.
  await expect(all.getByRole('row').filter({ hasText: slashed(dayOff) })).toContainText('Approved');
  await expect(all.getByRole('row').filter({ hasText: slashed(listDay) })).toContainText('Approved');
  await expect(pending.getByRole('row').filter({ hasText: slashed(dayOff) })).toHaveCount(0);
  await expect(pending.getByRole('row').filter({ hasText: slashed(listDay) })).toHaveCount(0);
  await employee.goto('/self-service/my-allocations');
  await expect(
    employee.getByRole('row').filter({ has: employee.getByRole('cell', { name: annual }) }),
  ).toContainText(daysText(before - 2));
  // Her home page says the same, and that the hour request still waits for a decision.
  await employee.goto('/');
  const home = employee.getByTestId('home-leave');
  await expect(home.getByTestId('home-balance').filter({ hasText: annual })).toContainText(
    daysText(before - 2),
  );
  await expect(home.getByRole('link', { name: /\d+ requests? pending approval/ })).toBeVisible();

  // In Arabic: the hour request, pending, is cancelled after the confirmation.
  await employee.evaluate(() => localStorage.setItem('lang', 'ar'));
  await employee.goto('/self-service/my-leave-requests');
  await expect(employee.locator('html')).toHaveAttribute('dir', 'rtl');
  const hourRow = all.getByRole('row').filter({ hasText: slashed(hoursDay) });
  await expect(hourRow).toContainText('بانتظار الموافقة');
  await hourRow.getByTestId('row-actions').click();
  await employee.getByRole('menuitem', { name: 'إلغاء الطلب' }).click();
  const confirm = employee.getByRole('dialog');
  await expect(confirm).toContainText('هل أنت متأكد أنك تريد إلغاء طلب الإجازة هذا؟');
  await confirm.getByRole('button', { name: 'إلغاء الطلب' }).click();
  await expect(employee.getByText('تم إلغاء الطلب.')).toBeVisible();
  await expect(hourRow).toContainText('ملغى');
  await expect(pending.getByRole('row').filter({ hasText: slashed(hoursDay) })).toHaveCount(0);

  // Two more days, approved at once from HR's list: a box on each decidable row, the bar's Approve, one
  // question naming the count, one report; the rows turn Approved and can no longer be picked.
  for (const day of bulkDays)
    await api(employee, 'POST', leaveRequestEndpoints.create.path, {
      leaveTypeId: annualType?.id,
      leaveUnit: 0,
      createDailyLeaveRequestDto: { from: day, to: day },
    });
  await manager.goto('/hr/time-off/leave-requests');
  const bulkRow = (day: string) =>
    manager
      .getByRole('row')
      .filter({ hasText: slashed(day) })
      .filter({ hasText: /Pending approval|Approved/ });
  for (const day of bulkDays) await bulkRow(day).getByRole('checkbox').check();
  const bar = manager.getByTestId('selection-bar');
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Approve (2)' }).click();
  const bulkDialog = manager.getByRole('dialog');
  await expect(bulkDialog).toContainText('Approve 2 requests?');
  await bulkDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText('2 approved')).toBeVisible();
  for (const day of bulkDays) {
    await expect(bulkRow(day)).toContainText('Approved');
    await expect(bulkRow(day).getByRole('checkbox')).toBeDisabled();
  }
  await expect(bar).toHaveCount(0);
  await employee.context().close();
  await manager.context().close();
});
