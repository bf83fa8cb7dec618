import { expect, type Page } from '@playwright/test';
import { expandSideMenu, signIn, test } from './support.ts';

/** The tree item of one permission in the open Permissions dialog. */
const permissionItem = (page: Page, name: string) =>
  page.getByRole('treeitem').filter({ has: page.locator(`[data-permission="${name}"]`) });

/** The table row whose name cell matches (the first cell holds the actions button). */
const row = (page: Page, name: RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name }) });

async function openRowAction(page: Page, name: RegExp, action: string) {
  await row(page, name).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a tenant admin makes a role with one permission, gives it to a new user, who sees only what it permits', async ({
  page,
  browser,
}) => {
  // Two sessions and three dialog rounds: longer than one page's journey.
  test.setTimeout(150_000);
  // A retry works on a role and a user of its own: the first attempt may have created them already.
  const retry = test.info().retry || '';
  const roleName = `Records clerk${retry && ` ${retry}`}`;
  const clerkName = `clerk${retry}`;
  await signIn(page, { tenant: 'acme', to: '/identity/roles' });
  await expect(page.getByRole('cell', { name: /HR Manager/ })).toBeVisible();

  // The role.
  await page.getByRole('button', { name: 'New role' }).click();
  const create = page.getByRole('dialog', { name: 'New role' });
  await create.getByLabel('Role name').fill(roleName);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  // The static admin role offers no Delete.
  await openRowAction(page, /^admin/, 'Edit');
  const editAdmin = page.getByRole('dialog', { name: 'Edit role' });
  await expect(editAdmin.getByLabel('Role name')).toBeDisabled();
  await editAdmin.getByRole('button', { name: 'Cancel' }).click();
  await row(page, /^admin/)
    .getByTestId('row-actions')
    .click();
  await expect(page.getByRole('menuitem', { name: 'Permissions' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Permissions' })).toBeHidden();

  // Its permissions: only HR.Employees.Index.
  await openRowAction(page, new RegExp(`^${roleName}`), 'Permissions');
  const dialog = page.getByRole('dialog', { name: new RegExp(`Permissions — ${roleName}`) });
  await expect(dialog.getByRole('tab', { name: /Identity management/ })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /Tenant management/ })).toHaveCount(0);
  await dialog.getByRole('tab', { name: /Human resources/ }).click();
  const employees = permissionItem(page, 'HR.Employees.Index');
  const createEmployees = permissionItem(page, 'HR.Employees.Create');
  // Checking a child checks its parent; unchecking the parent unchecks the child.
  await createEmployees.getByText('Create').click();
  await expect(createEmployees).toHaveAttribute('aria-checked', 'true');
  await expect(employees).toHaveAttribute('aria-checked', 'true');
  await employees.getByText('Employees').click();
  await expect(employees).toHaveAttribute('aria-checked', 'false');
  await expect(createEmployees).toHaveAttribute('aria-checked', 'false');
  await employees.getByText('Employees').click();
  await expect(employees).toHaveAttribute('aria-checked', 'true');
  await expect(createEmployees).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved as it was left.
  await openRowAction(page, new RegExp(`^${roleName}`), 'Permissions');
  const again = page.getByRole('dialog', { name: new RegExp(`Permissions — ${roleName}`) });
  await again.getByRole('tab', { name: /Human resources/ }).click();
  await expect(permissionItem(page, 'HR.Employees.Index')).toHaveAttribute('aria-checked', 'true');
  await expect(permissionItem(page, 'HR.Employees.Create')).toHaveAttribute('aria-checked', 'false');
  await again.getByRole('button', { name: 'Cancel' }).click();

  // A user with the role (the default role Employee comes checked; the clerk role is added).
  await page.goto('/identity/users');
  await page.getByRole('button', { name: 'New user' }).click();
  const newUser = page.getByRole('dialog', { name: 'New user' });
  await newUser.getByLabel('User name').fill(clerkName);
  await newUser.getByLabel('Name', { exact: true }).fill('سلمى');
  await newUser.getByLabel('E-mail address').fill(`${clerkName}@acme.example`);
  await newUser.getByLabel('Password').fill('Clerk-pass1');
  await newUser.getByRole('tab', { name: /Roles/ }).click();
  await expect(newUser.getByRole('checkbox', { name: /Employee/ })).toBeChecked();
  await newUser.getByRole('checkbox', { name: roleName }).check();
  await newUser.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully').last()).toBeVisible();
  await expect(page.getByRole('row', { name: `${clerkName}@acme.example` })).toContainText(roleName);

  // The clerk signs in: no administration at all, and its pages are refused.
  const baseURL = test.info().project.use.baseURL;
  const clerkContext = await browser.newContext({ baseURL, locale: 'en-US' });
  const clerk = await clerkContext.newPage();
  await signIn(clerk, { tenant: 'acme', userName: clerkName, password: 'Clerk-pass1' });
  const clerkMenu = await expandSideMenu(clerk);
  await expect(clerkMenu.getByRole('menuitem', { name: 'Home' })).toBeVisible();
  await expect(clerkMenu.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  await clerk.goto('/identity/roles');
  await expect(clerk.getByText('Not allowed')).toBeVisible();

  // The admin adds User management to the role: after a reload the clerk sees Users, not Roles.
  await page.goto('/identity/roles');
  await openRowAction(page, new RegExp(`^${roleName}`), 'Permissions');
  const third = page.getByRole('dialog', { name: new RegExp(`Permissions — ${roleName}`) });
  await permissionItem(page, 'AbpIdentity.Users').getByText('User management').click();
  await third.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();

  await clerk.goto('/');
  const menu = await expandSideMenu(clerk);
  await menu.getByRole('menuitem', { name: 'Administration' }).click();
  await menu.getByRole('menuitem', { name: 'Identity management' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Roles' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Users' }).click();
  await expect(clerk.getByRole('cell', { name: `${clerkName}@acme.example` })).toBeVisible();
  // Reading users is all: no New user, no row actions.
  await expect(clerk.getByRole('button', { name: 'New user' })).toHaveCount(0);
  await expect(clerk.getByTestId('row-actions')).toHaveCount(0);
  await clerkContext.close();
});

test('the roles page and the Permissions dialog in Arabic, right to left', async ({ page }) => {
  await signIn(page, { tenant: 'acme' });
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/identity/roles');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('الأدوار').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'دور جديد' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'اسم الدور' })).toBeVisible();
  const hr = row(page, /^HR Manager/);
  await expect(hr).toBeVisible();
  await hr.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'الصلاحيات' }).click();
  const dialog = page.getByRole('dialog', { name: /الصلاحيات — HR Manager/ });
  await expect(dialog.getByRole('tab', { name: /إدارة الهوية/ })).toBeVisible();
  await dialog.getByRole('tab', { name: /الموارد البشرية/ }).click();
  await expect(permissionItem(page, 'HR.Employees.Index')).toContainText('الموظفون');
  await expect(permissionItem(page, 'HR.Employees.Index')).toHaveAttribute('aria-checked', 'true');
  const hrPanel = dialog.getByRole('tabpanel', { name: /الموارد البشرية/ });
  await expect(hrPanel.getByRole('checkbox', { name: 'تحديد الكل في هذه المجموعة' })).toBeChecked();
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toBeHidden();

  // Creating a role in Arabic (a retry names another: the first attempt may have created it).
  const arabicRole = `مدقق${test.info().retry || ''}`;
  await page.getByRole('button', { name: 'دور جديد' }).click();
  const create = page.getByRole('dialog', { name: 'دور جديد' });
  await create.getByLabel('اسم الدور').fill(arabicRole);
  await create.getByRole('button', { name: 'حفظ' }).click();
  await expect(row(page, new RegExp(`^${arabicRole}`))).toBeVisible();
});
