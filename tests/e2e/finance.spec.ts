import {
  type AccountCategoryDto,
  type AccountTypeDto,
  accountTypeEndpoints,
  type CurrencyDto,
  currencyEndpoints,
  exchangeRateEndpoints,
  type FinancialPeriodDto,
  financialPeriodEndpoints,
  type PagedResult,
  pathOf,
} from '@hr/contracts';
import { expect, type Page } from '@playwright/test';
import { api, callApi, expectPhoneList, openAs, pick, pickerDay, signIn, test, typeDate } from './support.ts';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** A picker day ('YYYY/MM/DD') as the API and the calendar cells' titles write it ('YYYY-MM-DD'). */
const iso = (day: string) => day.replaceAll('/', '-');
const withQuery = (path: string, query: Record<string, string | number | boolean>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

test('a currency is enabled, gets a rate that is then edited; a second rate on its date and a future date are refused (the picker disables the future, the server refuses both)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, { tenant: 'acme' });
  // An inactive currency of the ISO list (it has no rates yet).
  const inactive = await api<PagedResult<CurrencyDto>>(
    page,
    'GET',
    withQuery(pathOf(currencyEndpoints.list), { isActive: false, skipCount: 0, maxResultCount: 50 }),
  );
  const currency = inactive.items[(Date.now() + test.info().retry) % inactive.items.length];
  expect(currency, 'an inactive currency').toBeTruthy();
  const code = currency?.code ?? '';

  await page.goto('/finance/currency');
  await expect(page.getByTestId('base-currency')).toContainText('Base currency: US Dollar (USD)');
  await page.getByLabel('Search by name or code').fill(code);
  const line = row(page, code).filter({ hasText: currency?.fullName ?? '' });
  await expect(line.getByText('No', { exact: true })).toBeVisible();
  await line.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Enable' }).click();
  await expect(line.getByText('Yes', { exact: true })).toBeVisible();

  // Its page: the details, an empty rate grid.
  await line.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/finance/currency/${code}$`));
  await expect(page.getByText('Decimal places', { exact: true })).toBeVisible();

  // A rate two days ago; the picker offers no day after today.
  await page.getByRole('button', { name: 'Add exchange rate' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add exchange rate' });
  await dialog.getByLabel('Rate', { exact: true }).fill('0.266667');
  await dialog.getByLabel('Date', { exact: true }).click();
  await expect(
    page.locator(
      `.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell[title="${iso(pickerDay(2))}"]`,
    ),
  ).toHaveClass(/ant-picker-cell-disabled/);
  await typeDate(dialog.getByLabel('Date', { exact: true }), pickerDay(-2));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const rate = row(page, pickerDay(-2));
  await expect(rate).toContainText('0.266667');

  // Edited: 'Updated successfully'.
  await rate.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit exchange rate' });
  await dialog.getByLabel('Rate', { exact: true }).fill('0.27');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(rate).toContainText('0.27');

  // A second rate on that date: the server's refusal stands under the date, the typed rate kept.
  await page.getByRole('button', { name: 'Add exchange rate' }).click();
  dialog = page.getByRole('dialog', { name: 'Add exchange rate' });
  await dialog.getByLabel('Rate', { exact: true }).fill('0.28');
  await typeDate(dialog.getByLabel('Date', { exact: true }), pickerDay(-2));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(`already has a rate on ${pickerDay(-2)}`)).toBeVisible();
  await expect(dialog.getByLabel('Rate', { exact: true })).toHaveValue('0.280000');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The server refuses a future date too, whatever a client sends.
  const refused = await callApi(page, 'POST', pathOf(exchangeRateEndpoints.create), {
    rate: '0.3',
    date: iso(pickerDay(2)),
    currencyCode: code,
  });
  expect(refused.status).toBe(422);
  expect(JSON.stringify(refused.json)).toContain('The date cannot be after today');
});

test('an account created under a type shows its prefixed code, then is disabled', async ({ page }) => {
  test.setTimeout(90_000);
  const id = `${Date.now() % 1_000_000}${test.info().retry}`;
  await signIn(page, { tenant: 'acme' });
  const [category] = await api<AccountCategoryDto[]>(page, 'GET', pathOf(accountTypeEndpoints.categories));
  const types = await api<AccountTypeDto[]>(
    page,
    'GET',
    withQuery(pathOf(accountTypeEndpoints.list), { categoryCode: category?.code ?? '' }),
  );
  const type = types[0];
  expect(type, 'a seeded account type').toBeTruthy();

  await page.goto('/finance/financial-account');
  await page.getByRole('button', { name: 'Add financial account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add financial account' });
  const width = await dialog.evaluate((e) =>
    Number.parseFloat(getComputedStyle(e.closest('.ant-modal') ?? e).width),
  );
  expect(width).toBeLessThanOrEqual(700);
  await pick(dialog.getByLabel('Category', { exact: true }), category?.displayName ?? '');
  await pick(
    dialog.getByLabel('Account type', { exact: true }),
    `${type?.displayName} (${type?.codePrefix})`,
  );
  // The type's prefix stands before the typed digits.
  await expect(dialog.getByTestId('account-code-prefix')).toHaveText(type?.codePrefix ?? '');
  await dialog.getByLabel('Code', { exact: true }).fill(id);
  await dialog.getByLabel('Name', { exact: true }).fill(`Petty cash ${id}`);
  await pick(dialog.getByLabel('Currency', { exact: true }), /\(USD\)/);
  await pick(dialog.getByLabel('Cash flow type', { exact: true }), 'Debit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search by name or code').fill(`Petty cash ${id}`);
  const account = row(page, `Petty cash ${id}`);
  await expect(account).toContainText(`${type?.codePrefix}${id}`);
  await expect(account).toContainText(type?.displayName ?? '');
  await expect(account).toContainText('In use');

  await account.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await expect(account).toContainText('Deprecated');
  await account.getByTestId('row-actions').click();
  await expect(page.getByRole('menuitem', { name: 'Enable' })).toBeVisible();
});

test('in Arabic: the open period gets an accounting auditing, cannot be closed before it ends, is cut short to yesterday and closed; the next one opens', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await openAs(browser, baseURL, 'admin', { arabic: true });
  const open = await api<PagedResult<FinancialPeriodDto>>(
    page,
    'GET',
    withQuery(pathOf(financialPeriodEndpoints.list), {
      financialPeriodState: 0,
      skipCount: 0,
      maxResultCount: 10,
    }),
  );
  const period = open.items[0];
  expect(period, 'the demo data’s Opened period').toBeTruthy();
  // A day after the last auditing, inside the period, not after today.
  const day = [pickerDay(-1), pickerDay(0)].find(
    (d) =>
      iso(d) >= (period?.startDate ?? '') &&
      iso(d) <= (period?.endDate ?? '') &&
      iso(d) > (period?.lastAccountingAuditing ?? ''),
  );
  expect(day, 'a day to audit').toBeTruthy();

  await page.goto('/finance/fiscal-period');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('الفترات المالية', { exact: true }).first()).toBeVisible();
  for (const header of ['الرمز', 'تاريخ البداية', 'تاريخ النهاية', 'آخر تدقيق محاسبي', 'الحالة'])
    await expect(page.locator('thead')).toContainText(header);
  const line = row(page, period?.code ?? '');
  await expect(line.getByText('مفتوحة', { exact: true })).toBeVisible();
  // One period is open at a time: no Add while it is on the page.
  await expect(page.getByRole('button', { name: 'إضافة فترة مالية' })).toHaveCount(0);

  await line.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'إضافة تدقيق محاسبي' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة تدقيق محاسبي' });
  await typeDate(dialog.getByLabel('تاريخ التدقيق المحاسبي', { exact: true }), day ?? '');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تمت الإضافة بنجاح')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText(day ?? '');

  // The period has not ended: the dialog says from when it can close, and its Close cannot be pressed.
  await line.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'إغلاق الفترة' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'الإغلاق نهائي' });
  await expect(confirm).toContainText('قسائم الرواتب');
  await expect(confirm).toContainText('لا يمكن إغلاق');
  await expect(confirm.getByRole('button', { name: 'إغلاق الفترة' })).toBeDisabled();
  await confirm.getByRole('button', { name: 'إلغاء' }).click();
  await expect(confirm).toBeHidden();
  await expect(line.getByText('مفتوحة', { exact: true })).toBeVisible();

  // The period is cut short to yesterday (not before its last auditing), then closed for good.
  const yesterday = pickerDay(-1);
  await line.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'تعديل' }).click();
  const edit = page.getByRole('dialog', { name: 'تعديل الفترة المالية' });
  await typeDate(edit.getByLabel('تاريخ النهاية', { exact: true }), yesterday);
  await edit.getByRole('button', { name: 'حفظ' }).click();
  await expect(edit).toBeHidden();
  await expect(line).toContainText(yesterday);
  await line.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'إغلاق الفترة' }).click();
  await confirm.getByRole('button', { name: 'إغلاق الفترة' }).click();
  await expect(line.getByText('مغلقة', { exact: true })).toBeVisible();

  // With no period open, Add returns and the next period starts the day after (today).
  await page.getByRole('button', { name: 'إضافة فترة مالية' }).click();
  const add = page.getByRole('dialog', { name: 'إضافة فترة مالية' });
  await expect(add.getByLabel('تاريخ البداية', { exact: true })).toHaveValue(pickerDay(0));
  await add.getByLabel('الرمز', { exact: true }).fill('E2E-NEXT');
  await typeDate(add.getByLabel('تاريخ النهاية', { exact: true }), pickerDay(30));
  await add.getByRole('button', { name: 'حفظ' }).click();
  await expect(add).toBeHidden();
  await expect(row(page, 'E2E-NEXT').getByText('مفتوحة', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إضافة فترة مالية' })).toHaveCount(0);
  await page.context().close();
});

test('in Arabic on a phone: a list without a phone layout of its own stacks each account in one cell', async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL, 'admin', { phone: true, arabic: true });
  const { items } = await api<{ items: Array<{ name: string; code: string }> }>(
    page,
    'GET',
    '/api/app/financial-account?maxResultCount=1&sorting=code%20asc',
  );
  expect(items.length, 'the demo has accounts').toBe(1);
  await page.goto('/finance/financial-account');
  // The account's first column's title heads the stacked one.
  await expectPhoneList(page, 'الاسم');
  await page.getByPlaceholder('ابحث بالاسم أو الرمز').fill(items[0]!.code);
  const account = row(page, `الرمز: ${items[0]!.code}`);
  await expect(account).toContainText(items[0]!.name);
  await expect(account).toContainText('نوع الحساب: ');
  // Nothing scrolls sideways, inside the table or out of the page.
  const widths = await page.evaluate(() => {
    const content = document.querySelector('.ant-table-content') as HTMLElement;
    return [content.scrollWidth - content.clientWidth, document.documentElement.scrollWidth];
  });
  expect(widths[0]).toBeLessThanOrEqual(0);
  expect(widths[1]).toBeLessThanOrEqual(375);
});
