import { expect } from '@playwright/test';
import { api, expectPhoneList, openAs, pick, signIn, test } from './support.ts';

test('a tenant admin creates, edits and deletes a user', async ({ page }) => {
  // A retry works on a user of its own: the first attempt may have created the user already.
  const userName = `layla.haddad${test.info().retry || ''}`;
  await signIn(page, { tenant: 'acme', to: '/identity/users' });

  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('User name').fill(userName);
  await dialog.getByLabel('Name', { exact: true }).fill('Layla');
  await dialog.getByLabel('Surname').fill('Haddad');
  await dialog.getByLabel('E-mail address').fill(`${userName}@acme.example`);
  // The contract's password rules run in the form.
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Passwords must be at least 6 characters.')).toBeVisible();
  await dialog.getByLabel('Password').fill('Str0ng!pass');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Created successfully')).toBeVisible();
  const row = page.getByRole('row', { name: userName });
  await expect(row).toContainText('Layla Haddad');

  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expect(edit.getByLabel('User name')).toHaveValue(userName);
  await edit.getByLabel('Surname').fill('Haddad-Nasser');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(row).toContainText('Layla Haddad-Nasser');

  await page.getByPlaceholder('Search by user name, name or e-mail').fill(userName);
  await expect(page.getByRole('row')).toHaveCount(2); // header + Layla

  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete?' });
  await expect(confirm).toContainText('Warning');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin unlocks a locked-out user, sets a password and reads a user’s permissions', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  // Five wrong passwords lock the demo user john.smith out.
  for (let i = 0; i < 5; i++) {
    const answer = await request.post('/connect/token', {
      form: { grant_type: 'password', username: 'john.smith', password: 'wrong', client_id: 'HR_App' },
      headers: { __tenant: 'acme' },
    });
    expect(answer.ok()).toBe(false);
  }

  await signIn(page, { tenant: 'acme', to: '/identity/users' });
  const john = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /^john\.smith/ }) });
  await expect(john).toContainText('Locked out');
  await john.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Unlock' }).click();
  await expect(page.getByText('john.smith can sign in again.')).toBeVisible();
  await expect(john).not.toContainText('Locked out');
  await john.getByTestId('row-actions').click();
  await expect(page.getByRole('menuitem', { name: 'Set password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Unlock' })).toHaveCount(0);

  // A new password, checked against the password rules in the form.
  await page.getByRole('menuitem', { name: 'Set password' }).click();
  const dialog = page.getByRole('dialog', { name: /Set password — john\.smith/ });
  await dialog.getByLabel('New password').fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Passwords must be at least 6 characters.')).toBeVisible();
  await dialog.getByLabel('New password').fill('John-pass9');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const baseURL = test.info().project.use.baseURL;
  const johnContext = await browser.newContext({ baseURL, locale: 'en-US' });
  const johnPage = await johnContext.newPage();
  await signIn(johnPage, { tenant: 'acme', userName: 'john.smith', password: 'John-pass9' });
  await expect(johnPage.getByTestId('user-menu')).toContainText('john.smith');
  await johnContext.close();

  // The roles of a user on the Roles tab of the edit dialog.
  const manager = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /^hr\.manager/ }) });
  await manager.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.getByRole('tab', { name: /Roles/ }).click();
  await expect(edit.getByRole('checkbox', { name: 'HR Manager' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Payroll Officer' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A user's permissions: those of their roles are checked and fixed; their own can be added.
  await manager.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Permissions' }).click();
  const permissions = page.getByRole('dialog', { name: /Permissions — hr\.manager/ });
  await permissions.getByRole('tab', { name: /Human resources/ }).click();
  const employees = page
    .getByRole('treeitem')
    .filter({ has: page.locator('[data-permission="HR.Employees.Index"]') });
  await expect(employees).toHaveAttribute('aria-checked', 'true');
  await expect(employees).toContainText('Role: HR Manager');
  await expect(employees.getByRole('checkbox')).toHaveAttribute('aria-disabled', 'true');
  await permissions.getByRole('tab', { name: /Identity management/ }).click();
  const users = page
    .getByRole('treeitem')
    .filter({ has: page.locator('[data-permission="AbpIdentity.Users"]') });
  await expect(users).toHaveAttribute('aria-checked', 'false');
  await users.getByText('User management').click();
  await expect(users).toHaveAttribute('aria-checked', 'true');
  await permissions.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
});

test('in Arabic on a phone: the users list holds one user a row, found by the search, sorted by the select', async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL, 'admin', { phone: true, arabic: true });
  await page.goto('/identity/users');
  const table = await expectPhoneList(page, 'المستخدم');
  await page.getByPlaceholder('ابحث باسم المستخدم أو الاسم أو البريد الإلكتروني').fill('hr.manager');
  await expect(table.getByRole('row')).toHaveCount(2); // header + the HR manager
  const row = table.getByRole('row').filter({ hasText: 'hr.manager@acme.example' });
  await expect(row).toContainText('رانيا حداد');
  await expect(row).toContainText('HR Manager');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Sorted with the select, as the one column has no header to sort by: the server's order, both ways.
  await page.getByPlaceholder('ابحث باسم المستخدم أو الاسم أو البريد الإلكتروني').fill('');
  const order = async (sorting: string) =>
    (
      await api<{ items: Array<{ email: string }> }>(
        page,
        'GET',
        `/api/identity/users?sorting=${encodeURIComponent(sorting)}&maxResultCount=10`,
      )
    ).items.map((u) => u.email);
  const firstRow = table.getByRole('row').nth(1);
  for (const [label, sorting] of [
    ['اسم المستخدم، تنازليًا', 'userName desc'],
    ['اسم المستخدم، تصاعديًا', 'userName asc'],
  ]) {
    await pick(page.getByRole('combobox', { name: 'ترتيب حسب' }), new RegExp(`^${label}$`));
    const emails = await order(sorting!);
    await expect(firstRow).toContainText(emails[0]!);
    await expect(table.getByRole('row').nth(2)).toContainText(emails[1]!);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
