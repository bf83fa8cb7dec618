import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test('a tenant admin creates, edits and deletes a user', async ({ page }) => {
  await signIn(page, { tenant: 'acme' });
  await page.goto('/identity/users');

  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('User name').fill('layla.haddad');
  await dialog.getByLabel('Name', { exact: true }).fill('Layla');
  await dialog.getByLabel('Surname').fill('Haddad');
  await dialog.getByLabel('E-mail address').fill('layla@acme.example');
  // The contract's password rules run in the form.
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Passwords must be at least 6 characters.')).toBeVisible();
  await dialog.getByLabel('Password').fill('Str0ng!pass');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Created successfully')).toBeVisible();
  const row = page.getByRole('row', { name: /layla\.haddad/ });
  await expect(row).toContainText('Layla Haddad');

  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expect(edit.getByLabel('User name')).toHaveValue('layla.haddad');
  await edit.getByLabel('Surname').fill('Haddad-Nasser');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(row).toContainText('Layla Haddad-Nasser');

  await page.getByPlaceholder('Search by user name, name or e-mail').fill('layla');
  await expect(page.getByRole('row')).toHaveCount(2); // header + Layla

  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete?' });
  await expect(confirm).toContainText('Warning');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
