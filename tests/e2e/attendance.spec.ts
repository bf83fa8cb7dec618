import { expect, type Page } from '@playwright/test';
import {
  api,
  expectPhoneList,
  fillRange,
  openAs,
  pick,
  pickerDay,
  signIn,
  test,
  typeTime,
} from './support.ts';

/** The list's row whose check-in cell shows the time (the time alone: the work day is its own column). */
const row = (page: Page, checkIn: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: checkIn, exact: true }) });

test('an HR officer adds an attendance record, sees its hours, edits it, is refused an overlapping one, and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A day of its own per retry, long past (acme's clock is UTC: the wall times are the instants'): before the
  // demo simulator's month of punches, within John Smith's contract (the demo's began a year ago: no record
  // may come before an employee's first contract).
  const day = pickerDay(-(200 + 2 * test.info().retry));
  const checkIn = `${day} 08:00 AM`;
  const shown = '08:00 AM';
  await signIn(page, { tenant: 'acme', to: '/hr/attendance' });
  await expect(page.getByRole('columnheader', { name: 'Work day' })).toBeVisible();

  const dialog = page.getByRole('dialog');
  const fill = async (from: string, to: string) => {
    await pick(dialog.getByRole('combobox', { name: /^(\* )?Employee$/ }), 'John Smith', 'John');
    await typeTime(dialog.getByRole('textbox', { name: /^(\* )?Check in$/ }), from);
    await typeTime(dialog.getByRole('textbox', { name: /^Check out$/ }), to);
    await dialog.getByRole('button', { name: 'Save' }).click();
  };

  await page.getByRole('button', { name: 'New attendance record' }).click();
  await expect(dialog.getByText('New attendance record')).toBeVisible();
  await fill(checkIn, `${day} 04:30 PM`);
  await expect(page.getByText('Created successfully')).toBeVisible();
  // John Smith's terminal punches (the demo simulator's) fill the first pages: the day's range finds the row.
  await pick(page.getByRole('combobox', { name: 'Filter by employee' }), 'John Smith', 'John');
  await fillRange(page.locator('.ant-picker-range'), day, day);
  await expect(row(page, shown)).toContainText('8.50');
  await expect(row(page, shown)).toContainText('Manual / Manual');

  await row(page, shown).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(dialog.getByText('Edit attendance record')).toBeVisible();
  await typeTime(dialog.getByRole('textbox', { name: /^Check out$/ }), `${day} 05:00 PM`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(row(page, shown)).toContainText('9.00');

  await page.getByRole('button', { name: 'New attendance record' }).click();
  await fill(`${day} 03:00 PM`, `${day} 06:00 PM`);
  await expect(
    page.getByText(`This record overlaps the employee’s record from ${day} 08:00 to ${day} 17:00.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await row(page, shown).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(row(page, shown)).toHaveCount(0);
});

test('in Arabic on a phone: the attendance list holds one record a row', async ({ browser, baseURL }) => {
  const page = await openAs(browser, baseURL, 'hr.manager', { phone: true, arabic: true });
  const { items } = await api<{ items: Array<{ employeeName: string; workDay: string }> }>(
    page,
    'GET',
    '/api/app/attendance?maxResultCount=1',
  );
  expect(items.length, 'the demo has attendance').toBeGreaterThan(0);
  await page.goto('/hr/attendance');
  const table = await expectPhoneList(page, 'سجل الحضور');
  await expect(table.getByRole('row').nth(1)).toContainText(items[0]!.employeeName);
  await expect(table.getByRole('row').nth(1)).toContainText(items[0]!.workDay.replaceAll('-', '/'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
