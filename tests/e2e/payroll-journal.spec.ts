import { expect, test } from '@playwright/test';
import { api, signIn } from './support.ts';

interface Run {
  id: string;
  name: string;
  state: number;
}
interface Entry {
  number: number;
  totalDebit: string;
  totalCredit: string;
  lines: Array<{ accountCode: string }>;
}

/**
 * An accountant of acme, in Arabic, goes from the demo's confirmed payroll run (last month, its rules naming
 * accounts) to its journal entry: the run page's Journal entries button opens the journal filtered on the
 * run, the entry's lines balance, and the payroll postings show the salaries payable account.
 */
test('in Arabic: from a confirmed payroll run to its balanced journal entry and the payroll postings', async ({
  page,
}) => {
  await signIn(page, { tenant: 'acme', arabic: true });
  const runs = await api<{ items: Run[] }>(page, 'GET', '/api/app/payroll-run?maxResultCount=50');
  const run = runs.items.find((r) => r.state === 3);
  expect(run, 'a confirmed run of the demo').toBeDefined();
  const [entry] = (await api<{ items: Entry[] }>(page, 'GET', `/api/app/journal-entry?sourceId=${run!.id}`))
    .items;
  expect(entry, 'the run posted its entry').toBeDefined();
  expect(entry!.totalDebit).toBe(entry!.totalCredit);

  await page.goto(`/payroll-management/payroll-runs/${run!.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('run-actions').getByRole('button', { name: 'القيود اليومية' }).click();
  await expect(page).toHaveURL(new RegExp(`/finance/journal-entry\\?sourceId=${run!.id}$`));

  const row = page.getByRole('row').filter({ hasText: run!.name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'الأسطر' }).click();
  const dialog = page.getByRole('dialog', { name: `قيد اليومية رقم ${entry!.number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: '210201' }).first()).toBeVisible();
  const total = dialog.locator('.ant-table-summary');
  await expect(total).toContainText('المجموع');
  const amount = Number(entry!.totalDebit).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(total).toContainText(amount);
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();

  // The list says it shows one run's entries; removing that shows every entry again.
  const chip = page.getByTestId('source-filter');
  await expect(chip).toHaveText('قيود تشغيل رواتب واحد');
  await chip.getByLabel('عرض قيود كل المصادر').click();
  await expect(chip).toBeHidden();
  await expect(page).toHaveURL(/\/finance\/journal-entry$/);

  // The trial balance of what payroll posted: the salaries payable account is among its rows.
  await page.goto('/finance/payroll-postings');
  await expect(page.getByText('ترحيلات الرواتب (ميزان المراجعة)')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '210201' }).first()).toBeVisible();
});
