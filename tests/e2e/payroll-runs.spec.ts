import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, fillRange, monthBefore, signIn } from './support.ts';

/** A figure of the run page (its Statistic), as the number it shows. */
async function figure(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).locator('.ant-statistic-content-value').textContent()) ?? '';
  return Number(text.replaceAll(',', ''));
}

/**
 * A payroll officer of acme runs the payroll of one department for a month (the demo's Active contracts
 * on the demo salary structure), watches the live progress reach Generated, reads the totals by category,
 * downloads the Excel export, confirms the run and e-mails the payslips. Two months ahead: the finance
 * journey (it runs first) closes this year's fiscal period at yesterday and opens the next from today, so
 * past months are closed; the payslips journey takes next month.
 */
test('a payroll officer runs a department, watches it to Generated, reads its totals, exports, confirms and e-mails it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const month = monthBefore(-2);
  await signIn(page, { tenant: 'acme', to: '/payroll-management/payroll-runs' });
  await page.getByRole('button', { name: 'New payroll run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payroll run' });

  // The period after the latest paid by default (the demo confirmed last month), named after it; the
  // name follows the period chosen. No employee of the chosen month is paid yet: no warning to tick.
  const name = dialog.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(/^Payroll \w+ \d{4}$/);
  // Last year's fiscal period is closed (the demo's finance): the refusal is said in the dialog.
  const lastYear = String(new Date().getFullYear() - 1);
  const closed = [`${lastYear}${month.from.slice(4)}`, `${lastYear}${month.from.slice(4, 8)}28`] as const;
  await fillRange(dialog.locator('.ant-picker-range'), closed[0], closed[1]);
  await dialog.getByRole('button', { name: 'Start run' }).click();
  await expect(dialog.getByTestId('run-refusal')).toHaveText(`The fiscal period FY-${lastYear} is closed.`);
  await fillRange(dialog.locator('.ant-picker-range'), month.from, month.to);
  await expect(name).toHaveValue(`Payroll ${month.month}`);
  await expect(dialog.getByTestId('run-paid-already')).toHaveCount(0);

  // A department with nobody chosen is refused on its field before anything is sent.
  await dialog.getByText('A department', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Start run' }).click();
  await expect(dialog.getByText('Choose the department.')).toBeVisible();
  const department = dialog.getByRole('combobox', { name: 'Department' });
  await department.click();
  await department.fill('Quality');
  await page.locator('.ant-select-tree-title', { hasText: 'Quality' }).click();
  await dialog.getByRole('button', { name: 'Start run' }).click();

  // The run page: its header, and the progress read every second until every employee is done.
  await expect(page).toHaveURL(/\/payroll-management\/payroll-runs\/[0-9a-f-]{36}$/);
  const info = page.getByTestId('run-info');
  await expect(page.getByText(`Payroll ${month.month}`, { exact: true })).toBeVisible();
  await expect(info).toContainText(`${month.from} – ${month.to}`);
  await expect(info).toContainText('Quality');
  await expect(info.locator('.ant-tag')).toHaveText('Generated', { timeout: 30_000 });
  await expect(page.getByTestId('run-remaining').locator('.ant-statistic-content-value')).toHaveText('0');
  const generated = await figure(page, 'run-generated');
  expect(generated).toBeGreaterThan(0);
  await expect(page.getByTestId('run-generated')).toContainText(`/ ${generated}`);
  await expect(page.getByTestId('run-failed').locator('.ant-statistic-content-value')).toHaveText('0');
  await expect(page.getByTestId('run-elapsed')).toContainText(/\d+:\d{2}/);

  // Totals by category: the net of the categories is the run's net.
  await page.getByRole('tab', { name: 'Totals by category' }).click();
  const categories = page.getByTestId('run-category-totals');
  const netRow = categories.getByRole('row').filter({ hasText: 'Net' });
  await expect(netRow).toBeVisible();
  const net = (await page.getByTestId('run-totals').locator('.ant-statistic').nth(2).textContent()) ?? '';
  const netAmount = /[\d,]+\.\d{2}/.exec(net)?.[0];
  expect(netAmount, net).toBeTruthy();
  // One money rule on the totals and in the table: the amount, then the code (no '$').
  await expect(netRow).toContainText(`${netAmount} USD`);
  await expect(categories.getByRole('row').filter({ hasText: 'Gross' })).toBeVisible();
  await page.getByRole('tab', { name: 'Failures (0)' }).click();
  await expect(page.getByTestId('run-failures')).toContainText('No data');

  // The Excel export: the server's file name, and a workbook (a zip: its first bytes are PK).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const download = await downloading;
  // Named by the run and its period: runs of one month (a department each) no longer share a name.
  expect(download.suggestedFilename()).toBe(
    `payroll-run-Payroll-${month.month.replaceAll(' ', '-')}-${month.api[0]}-${month.api[1]}.xlsx`,
  );
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(4000);

  // A confirm posts the salary journal into the fiscal period of the run's end (issue 43): the accountant
  // stretches the open period (the finance journey opened one for 30 days) to the end of the run's month.
  const periods = await api<{
    items: {
      id: string;
      code: string;
      endDate: string;
      financialPeriodState: number;
      concurrencyStamp: string;
    }[];
  }>(page, 'GET', '/api/app/financial-period?maxResultCount=50');
  const open = periods.items.find((p) => p.financialPeriodState === 0);
  expect(open, JSON.stringify(periods.items)).toBeTruthy();
  if (open && open.endDate < month.api[1])
    await api(page, 'PUT', '/api/app/financial-period/update', {
      id: open.id,
      code: open.code,
      endDate: month.api[1],
      concurrencyStamp: open.concurrencyStamp,
    });

  // Confirm, after being told what it means.
  await page.getByTestId('run-actions').getByRole('button', { name: 'Confirm run' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'become final' });
  await expect(ask).toContainText(
    generated === 1 ? '1 payslip becomes final' : `${generated} payslips become final`,
  );
  await ask.getByRole('button', { name: 'Confirm run' }).click();
  await expect(info.locator('.ant-tag')).toHaveText('Confirmed');
  await expect(page.getByText('The run is confirmed.')).toBeVisible();
  await expect(page.getByTestId('run-actions').getByRole('button', { name: 'Confirm run' })).toHaveCount(0);
  // A confirmed run may still be cancelled: its journal entry is then reversed (issue 43).
  await expect(page.getByTestId('run-actions').getByRole('button', { name: 'Cancel run' })).toHaveCount(1);
  // Its question's other button keeps the run, not a second "Cancel" beside "Cancel run".
  await page.getByTestId('run-actions').getByRole('button', { name: 'Cancel run' }).click();
  const cancelAsk = page.getByRole('dialog').filter({ hasText: 'reversing journal entry' });
  await expect(cancelAsk.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await cancelAsk.getByRole('button', { name: 'Keep the run' }).click();
  await expect(cancelAsk).toHaveCount(0);
  await expect(info.locator('.ant-tag')).toHaveText('Confirmed');

  // E-mail: the demo tenant has no SMTP server, so no payslip can be sent; each employee ends failed or,
  // without an address, skipped, and the progress says so once the job is done.
  await page.getByRole('button', { name: 'E-mail payslips' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'their payslip as a PDF' })
    .getByRole('button', {
      name: 'E-mail payslips',
    })
    .click();
  const email = page.getByTestId('run-email');
  await expect(email.locator('.ant-progress-status-exception, .ant-progress-status-success')).toBeVisible({
    timeout: 20_000,
  });
  await expect(email.getByTestId('email-sent')).toContainText(new RegExp(`^Sent0\\s*/\\s*${generated}$`));
  const failedMails = await figure(page, 'email-failed');
  const skippedMails = await figure(page, 'email-skipped');
  expect(failedMails + skippedMails).toBe(generated);
  expect(failedMails).toBeGreaterThan(0);
  await expect(email.locator('.ant-progress-status-exception')).toBeVisible();
  await expect(email).toContainText('If none could be sent, check the e-mail (SMTP) settings first.');
  // Once finished, it may be asked again (for the failed ones).
  await expect(page.getByRole('button', { name: 'E-mail payslips' })).toBeVisible();
  // Whom it did not reach, and why: every employee, the SMTP reason or the missing address.
  await page.getByRole('tab', { name: `Not e-mailed (${generated})` }).click();
  const notReached = page.getByTestId('run-email-failures');
  await expect(notReached.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(generated, 10));
  await expect(notReached).toContainText(failedMails > 0 ? 'Not sent:' : 'No e-mail address');

  // Its payslips, on the payslips page.
  await page.getByRole('button', { name: 'View payslips' }).click();
  await expect(page).toHaveURL(/\/payroll-management\/payslips\?runId=[0-9a-f-]{36}$/);
});
