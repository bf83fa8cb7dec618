import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support.ts';

async function openRowAction(page: Page, tenant: string, action: string) {
  const row = page.getByRole('row', { name: new RegExp(`\\b${tenant}\\b`) });
  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The features dialog of a tenant, on its "Business areas" tab. */
async function openFeatures(
  page: Page,
  tenant: string,
  labels = { action: 'Features', tab: 'Business areas' },
) {
  await openRowAction(page, tenant, labels.action);
  const dialog = page.getByRole('dialog', { name: new RegExp(labels.action) });
  await expect(dialog).toBeVisible();
  // The first group is selected on open.
  await expect(dialog.getByRole('tab', { selected: true })).toHaveCount(1);
  await dialog.getByRole('tab', { name: labels.tab }).click();
  return dialog;
}

const feature = (dialog: Locator, name: string) => dialog.locator(`[data-feature="${name}"]`);

/** Signs in as the host admin and waits until the session is set up (the sign-in callback has finished). */
async function signInAsHost(page: Page) {
  await signIn(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]code=/);
}

test('the host admin creates a tenant, sells it features, resets them and deactivates it', async ({
  page,
  browser,
}) => {
  // A retry works on a tenant of its own: the first attempt may have created "wayne" already.
  const name = `wayne${test.info().retry || ''}`;
  await signInAsHost(page);
  await page.goto('/tenant-management/tenants');

  await page.getByRole('button', { name: 'New tenant' }).click();
  const create = page.getByRole('dialog', { name: 'New tenant' });
  await create.getByLabel('Tenant name').fill(name);
  await create.getByLabel('Admin e-mail address').fill(`admin@${name}.example`);
  await create.getByLabel('Admin password').fill('1q2w3E*');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  // Features: the first tab opens first; the tree is indented 20 px per level.
  let dialog = await openFeatures(page, name);
  await expect(dialog).toContainText('Features');
  const payroll = dialog.getByRole('checkbox', { name: 'Payroll', exact: true });
  const hr = dialog.getByRole('checkbox', { name: 'Human resources' });
  const selfService = dialog.getByRole('checkbox', { name: 'Employee self-service' });
  await expect(payroll).toBeChecked();
  await expect(feature(dialog, 'SelfService.Enable')).toHaveCSS('padding-left', '20px');
  await expect(feature(dialog, 'HR.Enable')).toHaveCSS('padding-left', '0px');
  // A numeric free-text feature is a number box; the payroll plan a selection.
  await expect(dialog.getByRole('spinbutton', { name: 'Maximum number of employees' })).toHaveValue('0');
  await expect(feature(dialog, 'Payroll.Plan')).toContainText('Advanced (formulas)');

  // Unchecking a parent unchecks its children; checking a child checks its parent.
  await hr.uncheck();
  await expect(selfService).not.toBeChecked();
  await selfService.check();
  await expect(hr).toBeChecked();

  await payroll.uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await openFeatures(page, name);
  await expect(dialog.getByRole('checkbox', { name: 'Payroll', exact: true })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Human resources' })).toBeChecked();
  // Nothing changed: Save just closes.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  dialog = await openFeatures(page, name);
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'reset all features to their default values' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Reset to default values')).toBeVisible();
  await expect(dialog).toBeHidden();
  dialog = await openFeatures(page, name);
  await expect(dialog.getByRole('checkbox', { name: 'Payroll', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Deactivate, with confirmation; the login page then refuses the tenant.
  await openRowAction(page, name, 'Deactivate');
  const deactivate = page
    .getByRole('dialog')
    .filter({ hasText: 'cannot sign in until it is activated again' });
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${name} is deactivated`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`\\b${name}\\b`) });
  await expect(row).toContainText('Inactive');
  await openRowAction(page, name, 'Activate');
  await expect(page.getByText(`${name} is active`)).toBeVisible();
  await expect(row).toContainText('Active');
  await openRowAction(page, name, 'Deactivate');
  await page
    .getByRole('dialog')
    .filter({ hasText: 'cannot sign in until it is activated again' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Inactive');

  // A visitor (a fresh browser session) cannot pick the deactivated tenant on the login page.
  const visitor = await browser.newPage();
  await visitor.goto('/account/login');
  await visitor.getByTestId('tenant-box').getByRole('button', { name: 'Switch' }).click();
  const switchDialog = visitor.getByRole('dialog', { name: 'Switch tenant' });
  await switchDialog.getByLabel('Name').fill(name);
  await switchDialog.getByRole('button', { name: 'Save' }).click();
  await expect(visitor.getByText(`Tenant ${name} is not available`)).toBeVisible();
  await visitor.close();
});

test('the Features dialog in Arabic is right-to-left with Arabic labels', async ({ page }) => {
  await signInAsHost(page);
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/tenant-management/tenants');
  await expect(page.getByRole('cell', { name: 'acme', exact: true })).toBeVisible();

  const dialog = await openFeatures(page, 'acme', { action: 'الميزات', tab: 'مجالات العمل' });
  await expect(dialog.getByRole('checkbox', { name: 'الرواتب', exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'الموارد البشرية' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'إعادة التعيين إلى الافتراضي' })).toBeVisible();
  // The indent is on the right in Arabic.
  await expect(feature(dialog, 'SelfService.Enable')).toHaveCSS('padding-right', '20px');
  await expect(feature(dialog, 'SelfService.Enable')).toHaveCSS('padding-left', '0px');
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toBeHidden();
});
