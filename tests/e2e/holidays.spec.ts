import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support.ts';

/** The table's row of a holiday (its name cell). */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Types a date into an antd date picker ('YYYY/MM/DD'), taken on leaving it (Enter would submit the dialog). */
async function fillDate(input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await input.press('Tab');
  await expect(input).toHaveValue(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

test('an HR officer adds a holiday range in the table, sees it on the calendar, edits and deletes it; the calendar in Arabic, and on self-service', async ({
  page,
}) => {
  // About a minute and a half while other runs share the machine.
  test.setTimeout(180_000);
  // The calendar opens on the current month: the holiday is the 10th to the 12th of it.
  const now = new Date();
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  const shown = `${now.getFullYear()}/${pad(now.getMonth() + 1)}`;
  const name = `Spring break ${Date.now().toString(36)}${test.info().retry}`;
  const edited = `${name} (edited)`;

  await signIn(page, { tenant: 'acme', to: '/hr/holidays' });
  await expect(row(page, 'Labour Day')).toBeVisible();

  // Added in the table's 500 px dialog; the end may not come before the start.
  await page.getByRole('button', { name: 'New holiday' }).click();
  let dialog = page.getByRole('dialog', { name: 'New holiday' });
  expect(await dialog.evaluate((e) => getComputedStyle(e.closest('.ant-modal') ?? e).width)).toBe('500px');
  await dialog.getByLabel('Name (English)').fill(name);
  await fillDate(dialog.getByLabel('From', { exact: true }), `${shown}/10`);
  await fillDate(dialog.getByLabel('To', { exact: true }), `${shown}/09`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The end date must not be before the start date.')).toBeVisible();
  await fillDate(dialog.getByLabel('To', { exact: true }), `${shown}/12`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toContainText(`${shown}/12`);

  // On the calendar, over its three days.
  await page.getByText('Calendar', { exact: true }).click();
  await expect(page).toHaveURL(/view=calendar/);
  const calendar = page.getByTestId('holiday-calendar');
  await expect(calendar.getByText(name).first()).toBeVisible();
  expect(await calendar.evaluate((e) => e.getBoundingClientRect().height)).toBe(640);

  // A day clicked opens New on that day.
  await calendar.locator(`[data-date="${month}-20"]`).first().click();
  dialog = page.getByRole('dialog', { name: 'New holiday' });
  await expect(dialog.getByLabel('From', { exact: true })).toHaveValue(`${shown}/20`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The holiday clicked opens Edit.
  await calendar.getByText(name).first().click();
  dialog = page.getByRole('dialog', { name: 'Edit holiday' });
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(`${shown}/12`);
  await dialog.getByLabel('Name (English)').fill(edited);
  await dialog.getByLabel('Repeats every year').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(calendar.getByText(edited).first()).toBeVisible();

  // In Arabic the calendar reads right to left.
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(calendar.getByRole('button', { name: 'اليوم' })).toBeVisible();
  await expect(calendar.locator('[dir="rtl"], .fc-direction-rtl').first()).toBeVisible();
  await expect(calendar.getByText(edited).first()).toBeVisible();

  // Self-service: the same holidays for every signed-in user, titled Holiday.
  await page.goto('/self-service/holiday-calendar');
  await expect(page.locator('.ant-card-head-title', { hasText: 'العطل' })).toBeVisible();
  await expect(page.getByTestId('holiday-calendar').getByText(edited).first()).toBeVisible();

  // Deleted from the table after a confirmation.
  await page.goto('/hr/holidays');
  await page.getByPlaceholder('البحث بالاسم').fill(edited);
  await expect(row(page, edited)).toContainText('كل عام');
  await row(page, edited).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'حذف' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(row(page, edited)).toHaveCount(0);
});
