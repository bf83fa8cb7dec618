import { readFile } from 'node:fs/promises';
import {
  ContractType,
  contractEndpoints,
  employeeEndpoints,
  jobTitleEndpoints,
  type PagedResult,
  pathOf,
  salaryRuleCategoryEndpoints,
  salaryRuleEndpoints,
  salaryStructureEndpoints,
  WorkEntrySource,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { expect, type Locator } from '@playwright/test';
import { api, fillRange, monthBefore, openAs, pick, signIn, test } from './support.ts';

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
  await fillRange(dialog.locator('.ant-picker-range'), month.from, month.to);
  await dialog.getByRole('button', { name: 'Generate' }).click();

  // The new payslip's items open (the success message may be gone by then): the header, lines, totals.
  const items = page.getByRole('dialog', { name: 'Payslip items' });
  await expect(dialog).toBeHidden();
  await expect(items.getByTestId('payslip-header')).toContainText(lina);
  await expect(items.getByTestId('payslip-header')).toContainText('Draft');
  await expect(items.getByTestId('payslip-header')).toContainText('Monthly salary');
  const net = (await items.getByTestId('payslip-totals').locator('strong').textContent()) ?? '';
  // The one money rule: the amount, then the currency's code (a space that does not break between them).
  expect(net).toMatch(/^[\d,]+\.\d{2}\u00a0USD$/);

  // Why the housing allowance has its amount: its formula and the basic salary it read.
  await line(items, 'Housing allowance').click();
  const why = items.getByTestId('payslip-item-explanation');
  await expect(why.getByTestId('payslip-item-formula')).toHaveText('rules.BASIC * 0.25');
  await expect(why.getByTestId('payslip-item-formula')).toHaveAttribute('dir', 'ltr');
  await expect(why.getByTestId('payslip-item-variables').locator('.ant-table-row')).toHaveCount(1);
  await expect(why.getByTestId('payslip-item-variables')).toContainText('rules.BASIC');
  // The demo's transport allowance is a month's 150 prorated by the days under contract, as the basic salary.
  // (The housing line stays open above it: the transport's explanation is the one of its formula.)
  await line(items, 'Transport allowance').click();
  const transport = items.getByTestId('payslip-item-explanation').filter({ hasText: 'min(150' });
  await expect(transport.getByTestId('payslip-item-formula')).toHaveText(
    'min(150, 150 * CONTRACT_DAYS / MONTH_DAYS)',
  );
  await expect(transport.getByTestId('payslip-item-variables').locator('.ant-table-row')).toHaveCount(2);
  await expect(transport.getByTestId('payslip-item-variables')).toContainText('CONTRACT_DAYS');
  await expect(transport.getByTestId('payslip-item-variables')).toContainText('MONTH_DAYS');

  // The PDF, in the UI language: a PDF file indeed.
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => /\/api\/app\/payslip\/[^/]+\/pdf$/.test(r.url())),
    items.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // Its number and the employee: no two payslips download under one name.
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^payslip-PS-\\d{4}-\\d{6}-${lina.replaceAll(' ', '-')}\\.pdf$`),
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
  // The same amount by the same rule, in Arabic: its number read first and its code after it, right to left
  // (the marks that keep that order aside).
  const arabicNet = card.getByTestId('my-payslip-net').locator('.formatted-value');
  await expect(arabicNet).toHaveAttribute('dir', 'rtl');
  expect((await arabicNet.textContent())?.replace(/[\u200e\u200f]/g, '')).toBe(net);
  expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.getByRole('button', { name: 'عرض البنود' }).click();
  const own = employee.getByRole('dialog', { name: 'بنود قسيمة الراتب' });
  await expect(own.getByTestId('payslip-header')).toContainText('مؤكدة');
  // The lines under the rules' Arabic names (kept on the payslip in both languages).
  await expect(own).not.toContainText('Housing allowance');
  await line(own, 'بدل السكن').click();
  await expect(own.getByTestId('payslip-item-formula')).toHaveText('rules.BASIC * 0.25');
  await expect(own.getByRole('button', { name: 'تأكيد' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'تنزيل PDF' })).toBeVisible();
  await employee.context().close();
});

test('a fixed-amount line of a payslip says its amount, not a formula', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36).toUpperCase()}${test.info().retry}`;
  const month = monthBefore(-1);
  await signIn(page, { tenant: 'acme' });
  // The demo's rules are formulas: a structure of the basic salary and a fixed phone allowance of this test's
  // own, and an employee under contract on it for the month.
  type Coded = { id: string; code: string };
  const byCode = async (path: string, code: string) =>
    (await api<PagedResult<Coded>>(page, 'GET', `${path}?filter=${code}&maxResultCount=100`)).items.find(
      (x) => x.code === code,
    )!.id;
  const allowances = await byCode(salaryRuleCategoryEndpoints.list.path, 'ALW');
  const basic = await byCode(salaryRuleEndpoints.list.path, 'BASIC');
  const phone = await api<string>(page, 'POST', salaryRuleEndpoints.create.path, {
    name: `Phone allowance ${suffix}`,
    code: `PHONE_${suffix}`,
    categoryId: allowances,
    valueFixedAmount: '75.00',
  });
  const structure = await api<string>(page, 'POST', salaryStructureEndpoints.create.path, {
    name: `Phones ${suffix}`,
    structureRules: [
      { ruleId: basic, sequence: 1 },
      { ruleId: phone, sequence: 2 },
    ],
  });
  const first = async (path: string) =>
    (await api<PagedResult<{ id: string }>>(page, 'GET', path)).items[0]!.id;
  const jobTitleId = await first(jobTitleEndpoints.list.path);
  const employeeId = await api<string>(page, 'POST', employeeEndpoints.create.path, {
    name: 'Fadi',
    surname: `Phone${suffix}`,
    fatherName: 'Nabil',
    motherName: 'Rima',
    nationalNumber: `FX-${suffix}`,
    gender: 1,
    employeeStatus: 0,
    maritalStatus: 1,
    militaryServiceStatus: 3,
    jobTitleId,
    contactInformation: {},
    emergencyContactInformation: {
      emergencyPhone: '0999999999',
      contactName: 'Nabil',
      relationShip: 'Father',
    },
  });
  const [start, end] = month.api;
  const contract = await api<string>(page, 'POST', contractEndpoints.create.path, {
    name: `Phones ${suffix}`,
    type: ContractType.Permanent,
    start,
    end,
    employeeId,
    jobTitleId,
    workEntrySource: WorkEntrySource.WorkingSchedule,
    salaryStructureId: structure,
    contractWorkingSchedules: [
      { workingScheduleId: await first(workingScheduleEndpoints.list.path), from: start, to: end },
    ],
  });
  await api(page, 'PUT', pathOf(contractEndpoints.activate, { id: contract }));

  await page.goto('/payroll-management/payslips');
  await page.getByRole('button', { name: 'Generate payslip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate payslip' });
  await pick(dialog.getByRole('combobox', { name: 'Employee' }), `Fadi Phone${suffix}`, `Phone${suffix}`);
  await fillRange(dialog.locator('.ant-picker-range'), month.from, month.to);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const items = page.getByRole('dialog', { name: 'Payslip items' });
  await expect(items.getByTestId('payslip-header')).toContainText(`Phones ${suffix}`);
  await line(items, `Phone allowance ${suffix}`).click();
  await expect(items.getByTestId('payslip-item-fixed-amount')).toHaveText('75.00 USD');
  await expect(items.getByTestId('payslip-item-formula')).toHaveCount(0);
});
