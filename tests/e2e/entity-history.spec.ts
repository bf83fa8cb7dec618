import { expect, test } from '@playwright/test';
import { api, signIn } from './support.ts';

/**
 * Issue 40 §3: HR edits a salary rule and reads the change in its History, in Arabic: who, the action, the
 * field by its Arabic label, old → new.
 */
test('HR edits a salary rule and reads the change in its History in Arabic', async ({ page }) => {
  const id = Date.now().toString(36);
  await signIn(page, { tenant: 'acme' });
  const categories = await api<{ items: { id: string }[] }>(
    page,
    'GET',
    '/api/app/salary-rule-category?maxResultCount=1',
  );
  const ruleId = await api<string>(page, 'POST', '/api/app/salary-rule', {
    nameAr: `بدل الهاتف ${id}`,
    code: `PHONE_${id}`.toUpperCase(),
    categoryId: categories.items[0]!.id,
    valueFixedAmount: '100.00',
  });

  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`/payroll-management/salary-rules/update/${ruleId}`);
  const name = page.getByLabel('الاسم (بالعربية)', { exact: true });
  await expect(name).toHaveValue(`بدل الهاتف ${id}`);
  await name.fill(`بدل الاتصالات ${id}`);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/payroll-management\/salary-rules$/);

  await page.goto(`/payroll-management/salary-rules/update/${ruleId}`);
  await expect(name).toHaveValue(`بدل الاتصالات ${id}`);
  const history = page.getByTestId('entity-history');
  await history.getByText('السجل', { exact: true }).click();
  const items = history.getByTestId('entity-history-item');
  await expect(items).toHaveCount(2);
  const latest = items.first();
  await expect(latest).toContainText('admin');
  await expect(latest).toContainText('تعديل');
  await expect(latest.locator('li')).toHaveText([`الاسم (بالعربية): بدل الهاتف ${id} → بدل الاتصالات ${id}`]);
  await expect(items.nth(1)).toContainText('إنشاء');
});
