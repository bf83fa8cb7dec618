import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillRange, pick, signIn } from './support.ts';

/** The list's row of a contract (its name cell). */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openRowAction(page: Page, name: string, action: string) {
  await row(page, name).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** An antd select by its accessible name (a required field's name starts with antd's "* " mark). */
const combobox = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) });

test('an HR officer creates a contract with a schedule range and an extra field, activates it, cancels it with a reason, and reads the list in Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Fixed term ${Date.now().toString(36)}`;
  await signIn(page, { tenant: 'acme', to: '/hr/contracts' });
  await expect(page.getByRole('cell', { name: 'Active', exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'New contract' }).click();
  await expect(page).toHaveURL(/\/hr\/contracts\/create$/);
  await page.getByRole('textbox', { name: /^(\* )?Name$/ }).fill(name);
  await pick(combobox(page, 'Type'), /^Temporary$/);
  await fillRange(
    page.locator('.ant-form-item').filter({ hasText: 'Start and end' }),
    '2031/01/01',
    '2031/12/31',
  );
  await pick(combobox(page, 'Employee'), 'John Smith', 'John');
  await pick(combobox(page, 'Job title'), /.+/);
  await pick(combobox(page, 'Salary structure'), 'Monthly salary');
  // A schedule range, which starts as the contract's dates.
  await page.getByRole('button', { name: 'Add a working schedule' }).click();
  await pick(combobox(page, 'Working schedule'), 'Office week');
  await expect(
    page.locator('.ant-form-item').filter({ hasText: 'From - to' }).locator('input').first(),
  ).toHaveValue('2031/01/01');
  await page.getByLabel('Probation months').fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/hr\/contracts$/);

  await page.getByPlaceholder('Search by name').fill(name);
  await expect(row(page, name)).toContainText('Draft');
  // The schedules, in a 700 px dialog.
  await openRowAction(page, name, 'Working schedules');
  const schedules = page.getByRole('dialog', { name: `Working schedules: ${name}` });
  await expect(schedules.getByRole('cell', { name: 'Office week' })).toBeVisible();
  await expect(schedules.getByRole('cell', { name: '2031/12/31' })).toBeVisible();
  expect(await schedules.evaluate((e) => getComputedStyle(e.closest('.ant-modal') ?? e).width)).toBe('700px');
  await schedules.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(schedules).toBeHidden();

  // The extra field was saved with it.
  await openRowAction(page, name, 'Edit');
  await expect(page.getByLabel('Probation months')).toHaveValue('3');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByPlaceholder('Search by name').fill(name);

  // Activate.
  await openRowAction(page, name, 'Activate');
  await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The contract is active.')).toBeVisible();
  await expect(row(page, name)).toContainText('Active');

  // Cancel, with a reason, in a 500 px dialog.
  await openRowAction(page, name, 'Cancel contract');
  const cancel = page.getByRole('dialog', { name: `Cancel the contract ${name}` });
  expect(await cancel.evaluate((e) => getComputedStyle(e.closest('.ant-modal') ?? e).width)).toBe('500px');
  await cancel.getByRole('button', { name: 'Cancel contract' }).click();
  await expect(cancel.getByText('This field is required')).toBeVisible();
  await cancel.getByLabel('Reason').fill('The post was withdrawn');
  await cancel.getByRole('button', { name: 'Cancel contract' }).click();
  await expect(page.getByText('The contract is cancelled.')).toBeVisible();
  await expect(row(page, name)).toContainText('Canceled');
  // Nothing further: the menu only views it.
  await row(page, name).getByTestId('row-actions').click();
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Activate' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Cancel contract' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // In Arabic, right to left.
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.ant-card-head-title', { hasText: 'العقود' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'الحالة' })).toBeVisible();
  await expect(row(page, name)).toContainText('ملغى');
});
