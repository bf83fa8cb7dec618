import { expect, type Page, test } from '@playwright/test';
import { pick, pickerDay, signIn, typeDate } from './support.ts';

/** The table's row of a custody (its description cell). */
const row = (page: Page, description: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: description, exact: true }) });

const daysAgo = (days: number) => pickerDay(-days);

test('HR hands a custody to an employee, sees it held, releases it (a date before the receipt refused), sees it released; in Arabic too', async ({
  page,
}) => {
  // About 25 s on a quiet machine; more while other runs share it.
  test.setTimeout(120_000);
  const item = `Laptop ${Date.now().toString(36)}${test.info().retry} - حاسوب محمول`;
  const received = daysAgo(30);

  await signIn(page, { tenant: 'acme', to: '/hr/employee-custody-management/custody' });
  await expect(page.getByText('Employee custody', { exact: true }).first()).toBeVisible();

  // Handed over in the AddCustody dialog (at most 700 px): the employee searched by name.
  await page.getByRole('button', { name: 'Add custody' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add custody' });
  const width = await dialog.evaluate((e) =>
    Number.parseFloat(getComputedStyle(e.closest('.ant-modal') ?? e).width),
  );
  expect(width).toBeLessThanOrEqual(700);
  await pick(dialog.getByLabel('Employee', { exact: true }), /John Smith/, 'John');
  await typeDate(dialog.getByLabel('Receipt date', { exact: true }), received);
  await dialog.getByLabel('Description', { exact: true }).fill(item);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Held: the filter on Held shows it.
  await pick(page.getByLabel('Held or released', { exact: true }), 'Held');
  await expect(row(page, item)).toContainText('Held');
  await expect(row(page, item)).toContainText('John Smith');
  await expect(row(page, item)).toContainText(received);

  // Released in the Update dialog: a date before the receipt is refused by the form, then one after it taken.
  await row(page, item).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Release' }).click();
  dialog = page.getByRole('dialog', { name: 'Release custody' });
  await typeDate(dialog.getByLabel('Release date', { exact: true }), daysAgo(31));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(`The release date must not be before the receipt date (${received}).`),
  ).toBeVisible();
  await typeDate(dialog.getByLabel('Release date', { exact: true }), daysAgo(2));
  await dialog.getByLabel('Release reason', { exact: true }).fill('Returned to IT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The custody was released')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Released: no longer among the held ones; among the released, with its date and no Release action.
  await expect(row(page, item)).toHaveCount(0);
  await pick(page.getByLabel('Held or released', { exact: true }), 'Released');
  await expect(row(page, item)).toContainText('Released');
  await expect(row(page, item)).toContainText('Returned to IT');
  await expect(row(page, item).getByTestId('row-actions')).toHaveCount(0);

  // In Arabic the grid's state tag reads مُخلاة.
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(row(page, item).getByText('مُخلاة', { exact: true })).toBeVisible();
});
