import { readFile } from 'node:fs/promises';
import { expect, type Locator, test } from '@playwright/test';
import { monthBefore, openAs, pick, signIn, typeRange } from './support.ts';

/** The demo's employee user Lina Saleh (identity seed), whose contract is Active on the demo structure. */
const lina = 'لينا صالح';

/** The line of the items table whose name contains `name`. */
const line = (items: Locator, name: string) => items.locator('.ant-table-row').filter({ hasText: name });

test('a payroll officer generates a payslip, reads why a line has its amount, downloads the PDF and confirms it; the employee reads it on a phone in Arabic', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { tenant: 'acme' });

  // A run's payslips (the payroll runs page links so): a chip says so, and removing it shows every run's.
  await page.goto('/payroll-management/payslips?runId=01a20000-0000-7000-8000-000000000001');
  const chip = page.getByTestId('run-filter');
  await expect(chip).toBeVisible();
  await chip.getByLabel('Show the payslips of every run').click();
  await expect(chip).toBeHidden();
  await expect(page).toHaveURL(/\/payroll-management\/payslips$/);

  // Add: the employee is required; the period defaults to last month.
  await page.getByRole('button', { name: 'Generate payslip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate payslip' });
  await expect(dialog.locator('.ant-picker-range input').first()).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await expect(dialog).toBeVisible();

  await pick(dialog.getByRole('combobox', { name: 'Employee' }), lina, 'لينا');
  // Next month: the finance journey (it runs first) closes this year's fiscal period at yesterday and
  // opens the next from today; the payroll runs journey takes the month after; no demo run has it.
  const month = monthBefore(-1);
  await typeRange(dialog.locator('.ant-picker-range'), month.from, month.to);
  await dialog.getByRole('button', { name: 'Generate' }).click();

  // The new payslip's items open (the success message may be gone by then): the header, lines, totals.
  const items = page.getByRole('dialog', { name: 'Payslip items' });
  await expect(dialog).toBeHidden();
  await expect(items.getByTestId('payslip-header')).toContainText(lina);
  await expect(items.getByTestId('payslip-header')).toContainText('Draft');
  await expect(items.getByTestId('payslip-header')).toContainText('Monthly salary');
  const net = (await items.getByTestId('payslip-totals').locator('strong').textContent()) ?? '';
  expect(net).toMatch(/^[\d,]+\.\d{2} USD$/);

  // Why the housing allowance has its amount: its formula and the basic salary it read.
  await line(items, 'Housing allowance').click();
  const why = items.getByTestId('payslip-item-explanation');
  await expect(why.getByTestId('payslip-item-formula')).toHaveText('rules.BASIC * 0.25');
  await expect(why.getByTestId('payslip-item-formula')).toHaveAttribute('dir', 'ltr');
  await expect(why.getByTestId('payslip-item-variables').locator('.ant-table-row')).toHaveCount(1);
  await expect(why.getByTestId('payslip-item-variables')).toContainText('rules.BASIC');
  // The transport allowance is a fixed amount, whatever the month.
  await line(items, 'Transport allowance').click();
  await expect(items.getByTestId('payslip-item-fixed-amount')).toHaveText('150.00 USD');

  // The PDF, in the UI language: a PDF file indeed.
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => /\/api\/app\/payslip\/[^/]+\/pdf$/.test(r.url())),
    items.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toBe(
    `payslip-${month.from.replaceAll('/', '-')}-${month.to.replaceAll('/', '-')}.pdf`,
  );
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Confirm, after a question: the payslip is final.
  await items.getByRole('button', { name: 'Confirm' }).click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText(`Confirm the payslip of ${lina}`);
  await question.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(items.getByTestId('payslip-header')).toContainText('Confirmed');
  await expect(items.getByRole('button', { name: 'Confirm' })).toBeHidden();
  await items.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row').filter({ hasText: lina }).filter({ hasText: month.from })).toContainText(
    'Confirmed',
  );

  // Lina, on her phone in Arabic: the payslip is in My payslips, its items read-only, right to left.
  const employee = await openAs(browser, baseURL, 'employee', { phone: true, arabic: true });
  await employee.goto('/self-service/my-payslips');
  await expect(employee.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = employee.getByTestId('my-payslip').filter({ hasText: month.from });
  await expect(card.getByTestId('my-payslip-net')).toHaveText(net);
  await expect(card.getByTestId('my-payslip-net').locator('bdi')).toHaveAttribute('dir', 'ltr');
  expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.getByRole('button', { name: 'عرض البنود' }).click();
  const own = employee.getByRole('dialog', { name: 'بنود قسيمة الراتب' });
  await expect(own.getByTestId('payslip-header')).toContainText('مؤكدة');
  await line(own, 'بدل السكن').click();
  await expect(own.getByTestId('payslip-item-formula')).toHaveText('rules.BASIC * 0.25');
  await expect(own.getByRole('button', { name: 'تأكيد' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'تنزيل PDF' })).toBeVisible();
  await employee.context().close();
});
