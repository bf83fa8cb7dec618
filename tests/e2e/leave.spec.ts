import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminPassword, fillRange, pick, signIn } from './support.ts';

/** The list's row holding a cell with this text. */
const row = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** An antd select by its accessible name (a required field's name starts with antd's "* " mark). */
const combobox = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) });

test('an HR admin creates an hours leave type and allocates it to Lina, who sees its balance on My allocations, in English and on an Arabic phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}${test.info().retry}`;
  const typeName = `Study hours ${tag}`;
  const code = `STUDY-${tag}`.toUpperCase();
  const year = new Date().getFullYear();

  // The type, counted in hours; the carry-forward cap shows only once carrying forward.
  await signIn(page, { tenant: 'acme', to: '/hr/time-off/leave-types' });
  await page.getByRole('button', { name: 'New leave type' }).click();
  await expect(page).toHaveURL(/\/hr\/time-off\/leave-types\/create$/);
  await page.getByRole('textbox', { name: 'Name (English)' }).fill(typeName);
  await page.getByRole('textbox', { name: /^(\* )?Code$/ }).fill(code);
  await pick(combobox(page, 'Request unit'), /^Hours$/);
  await expect(page.getByLabel('Carry at most')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Carry forward' }).click();
  await expect(page.getByLabel('Carry at most')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/hr\/time-off\/leave-types$/);
  await page.getByPlaceholder('Search by name or code').fill(code);
  await expect(row(page, typeName)).toContainText('Hours');

  // Allocated to Lina for this year: an Hours type has no days field.
  await page.goto('/hr/time-off/leave-allocations');
  await page.getByRole('button', { name: 'New leave allocation' }).click();
  await expect(page).toHaveURL(/\/leave-allocations\/create$/);
  await expect(page.getByLabel('Number of days')).toBeVisible();
  await pick(combobox(page, 'Leave type'), typeName, tag);
  await expect(page.getByLabel('Number of days')).toHaveCount(0);
  await pick(combobox(page, 'Employee'), 'لينا صالح', 'لينا');
  await fillRange(
    page.locator('.ant-form-item').filter({ hasText: 'Validity' }),
    `${year}/01/01`,
    `${year}/12/31`,
  );
  await page.getByLabel('Number of hours').fill('16');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully').last()).toBeVisible();
  await expect(page).toHaveURL(/\/hr\/time-off\/leave-allocations$/);

  // Lina's balances: the type with its 16 hours; a click shows its allocation.
  await signIn(page, {
    tenant: 'acme',
    userName: 'employee',
    password: adminPassword,
    to: '/self-service/my-allocations',
  });
  await expect(row(page, typeName)).toContainText('16 hours');
  await row(page, typeName).click();
  const details = page.getByRole('dialog', { name: typeName });
  // Each allocation says what makes its balance: allocated, taken, reserved by pending requests, left.
  const allocation = details.getByTestId('own-allocation');
  await expect(allocation).toContainText(`${year}/01/01 – ${year}/12/31`);
  await expect(allocation.getByRole('row', { name: /^Allocated/ })).toContainText('16 hours');
  await expect(allocation.getByRole('row', { name: /^Taken/ })).toContainText('0 hours');
  await expect(allocation.getByRole('row', { name: /^Reserved by pending requests/ })).toContainText(
    '0 hours',
  );
  await expect(allocation.getByRole('row', { name: /^Balance/ })).toContainText('16 hours');
  await details.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // On an Arabic phone: the same balance, the page no wider than the phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.ant-card-head-title', { hasText: 'أرصدة إجازاتي' })).toBeVisible();
  await expect(row(page, typeName)).toContainText('16 ساعة');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Its allocation, on the phone, whole: no figure hides behind a sideways scroll.
  await row(page, typeName).click();
  const arabicDetails = page.getByRole('dialog', { name: typeName });
  await expect(arabicDetails.getByTestId('own-allocation')).toContainText('محجوز لطلبات قيد الانتظار');
  const overflow = await arabicDetails
    .getByTestId('own-allocation')
    .evaluate((e) => e.scrollWidth - e.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
