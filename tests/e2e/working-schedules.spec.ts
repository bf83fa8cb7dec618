import { expect, type Locator, type Page, test } from '@playwright/test';
import { pick, signIn } from './support.ts';

/** The list's row of a schedule (its name cell). */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openRowAction(page: Page, name: string, action: string) {
  await row(page, name).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Types a time into an antd TimePicker ("10:00 PM", or "08:00" for a duration) and leaves it. */
async function typeTime(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

/** The grid's rows as "day from to expected" texts. */
async function gridRows(page: Page) {
  const rows = page.getByTestId('working-hours-grid').locator('tbody tr.ant-table-row');
  return (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

test('an HR officer builds a schedule with a night shift by adding several days at once, saves it, reopens it, and reads the list and a dialog in Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A retry works on a schedule of its own: the first attempt may have created it.
  const name = `Round the clock${test.info().retry ? ` ${test.info().retry}` : ''}`;
  await signIn(page, { tenant: 'acme', to: '/hr/working-schedules' });
  await expect(row(page, 'Night shift')).toBeVisible();

  // The page refuses a schedule without a name or hours, with the spec's message.
  await page.getByRole('button', { name: 'New working schedule' }).click();
  await expect(page).toHaveURL(/\/hr\/working-schedules\/create$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('A working schedule must have at least one working hour.')).toBeVisible();
  await page.getByRole('textbox', { name: /Name$/ }).fill(name);

  // Night shifts Sunday to Thursday in one go: one hour per day, expected attendance computed from the span.
  await page.getByRole('button', { name: 'Add working hours' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add working hours' });
  await pick(dialog.getByLabel('Days'), ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']);
  await typeTime(dialog.getByLabel('From'), '10:00 PM');
  await typeTime(dialog.getByLabel('To', { exact: true }), '06:00 AM');
  await expect(dialog.getByLabel('Expected attendance')).toHaveValue('08:00');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  expect(await gridRows(page)).toEqual(
    ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'].map(
      (d) => `${d} 10:00 PM 06:00 AM next day 08:00`,
    ),
  );
  await expect(page.getByTestId('average-hour-number')).toHaveText('8.0');

  // A Monday morning that starts before Sunday's night has ended is refused in the dialog.
  await page.getByRole('button', { name: 'Add working hours' }).click();
  dialog = page.getByRole('dialog', { name: 'Add working hours' });
  await pick(dialog.getByLabel('Days'), 'Monday');
  await typeTime(dialog.getByLabel('From'), '05:00 AM');
  await typeTime(dialog.getByLabel('To', { exact: true }), '09:00 AM');
  await expect(dialog.getByLabel('Expected attendance')).toHaveValue('04:00');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('This working hour overlaps another one.', { exact: false })).toBeVisible();
  // From 06:00 it touches the night's end: fine. Expected attendance beyond the span is not.
  await typeTime(dialog.getByLabel('From'), '06:00 AM');
  await expect(dialog.getByLabel('Expected attendance')).toHaveValue('03:00');
  await typeTime(dialog.getByLabel('Expected attendance'), '03:30');
  await expect(
    dialog.getByText(
      'Expected attendance must be more than 00:00 and not more than the time from the start to the end.',
    ),
  ).toBeVisible();
  await typeTime(dialog.getByLabel('Expected attendance'), '02:30');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  // Six hours, 5 x 8 and 2.5: 7.08 -> 7.1.
  await expect(page.getByTestId('average-hour-number')).toHaveText('7.1');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/hr\/working-schedules$/);
  await expect(row(page, name).getByRole('cell', { name: '7.1', exact: true })).toBeVisible();

  // Reopened: the same hours, by day then start; the Monday morning edited to 07:00, then saved.
  await openRowAction(page, name, 'Edit');
  await expect(page).toHaveURL(/\/hr\/working-schedules\/update\//);
  // The form's field, not the list's search box (the list may still show while the page's chunk loads).
  await expect(page.getByRole('textbox', { name: /Name$/ })).toHaveValue(name);
  expect(await gridRows(page)).toEqual([
    'Sunday 10:00 PM 06:00 AM next day 08:00',
    'Monday 06:00 AM 09:00 AM 02:30',
    'Monday 10:00 PM 06:00 AM next day 08:00',
    'Tuesday 10:00 PM 06:00 AM next day 08:00',
    'Wednesday 10:00 PM 06:00 AM next day 08:00',
    'Thursday 10:00 PM 06:00 AM next day 08:00',
  ]);
  await page.getByRole('button', { name: 'Edit the working hour from 06:00' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit working hour' });
  await expect(dialog.getByLabel('Expected attendance')).toHaveValue('02:30');
  await typeTime(dialog.getByLabel('From'), '07:00 AM');
  await expect(dialog.getByLabel('Expected attendance')).toHaveValue('02:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('average-hour-number')).toHaveText('7.0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(row(page, name).getByRole('cell', { name: '7.0', exact: true })).toBeVisible();

  // The list's Working hours action: the schedule's hours in a 700 px table.
  await openRowAction(page, name, 'Working hours');
  dialog = page.getByRole('dialog', { name: `Working hours: ${name}` });
  await expect(dialog.getByRole('row')).toHaveCount(7);
  await expect(dialog.getByRole('row', { name: /Monday 07:00 AM 09:00 AM 02:00/ })).toBeVisible();
  // Its set width (the box is scaled while it zooms in).
  expect(await dialog.evaluate((e) => getComputedStyle(e.closest('.ant-modal') ?? e).width)).toBe('700px');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // In Arabic, right to left: the list and the working hours dialog.
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.ant-card-head-title', { hasText: 'جداول الدوام' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'متوسط عدد الساعات' })).toBeVisible();
  await expect(page.locator('.ant-table-rtl')).toBeAttached();
  await openRowAction(page, name, 'ساعات العمل');
  dialog = page.getByRole('dialog', { name: `ساعات العمل: ${name}` });
  await expect(dialog.getByRole('columnheader', { name: 'الحضور المتوقع' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'الأحد', exact: true })).toBeVisible();
  await expect(dialog.getByText('اليوم التالي').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'إغلاق', exact: true }).last().click();
  await expect(dialog).toBeHidden();
});
