import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, signIn } from './support.ts';

/**
 * A payroll officer of acme, in Arabic, opens a confirmed run and its bank files: the ISO 20022 transfer
 * file's summary and the payslips left out of it (the demo pays some employees in cash, by cheque, or has
 * no payment method for them), downloads the XML, and learns that the WPS salary file wants dirhams (the
 * demo pays in US dollars).
 */
test('from a confirmed run to its bank transfer file, in Arabic', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, { tenant: 'acme' });
  const runs = await api<{ items: Array<{ id: string; name: string }> }>(
    page,
    'GET',
    '/api/app/payroll-run?state=3&maxResultCount=1',
  );
  const run = runs.items[0];
  expect(run, 'a confirmed run of the demo').toBeTruthy();
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto(`/payroll-management/payroll-runs/${run!.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByTestId('run-actions').getByRole('button', { name: 'ملفات البنك' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`ملفات البنك للدفعة ${run!.name}`);
  const summary = dialog.getByTestId('bank-file-summary');
  await expect(summary).toContainText(/pain001-\d{4}-\d{2}-\d{2}-\d{12}\.xml/);
  // The payslips left out, each with its reason in Arabic.
  const excluded = dialog.getByTestId('bank-file-excluded');
  await expect(excluded).toContainText('يُدفع نقدًا');
  await expect(dialog).toContainText('مستبعد');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'تنزيل الملف' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pain001-.+\.xml$/);
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">');
  const transfers = (xml.match(/<CdtTrfTxInf>/g) ?? []).length;
  expect(transfers).toBeGreaterThan(0);
  expect(xml).toContain(`<NbOfTxs>${transfers}</NbOfTxs>`);
  await expect(summary).toContainText(String(transfers));

  // The WPS file is in dirhams: the demo's run in US dollars is refused, said in Arabic.
  await dialog.getByText('ملف رواتب نظام حماية الأجور الإماراتي (SIF)').click();
  await expect(dialog.getByRole('alert')).toContainText('بالدرهم الإماراتي');
  await expect(dialog.getByRole('button', { name: 'تنزيل الملف' })).toBeDisabled();
});
