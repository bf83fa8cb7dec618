import { expect, test } from '@playwright/test';
import { adminPassword, signIn } from './support.ts';

test('a wrong password shows the server error', async ({ page, request }) => {
  // What the server says for these credentials, in English.
  const answer = await request.post('/connect/token', {
    form: { grant_type: 'password', username: 'admin', password: 'not-the-password', client_id: 'HR_App' },
    headers: { 'Accept-Language': 'en' },
  });
  expect(answer.ok()).toBe(false);
  const { error } = (await answer.json()) as { error: { message: string } };

  await page.goto('/account/login');
  await page.getByLabel('User name or e-mail address').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(error.message);
  await expect(page).toHaveURL(/\/account\/login/);
});

test('a protected page sends a visitor to sign in and back', async ({ page }) => {
  await page.goto('/identity/users');
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fidentity%2Fusers$/);
  await signIn(page, { password: adminPassword });
  await expect(page).toHaveURL(/\/identity\/users$/);
  await expect(page.getByRole('cell', { name: 'admin@host.local' })).toBeVisible();

  // Logout forgets the session and goes home.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.app-header').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/identity/users');
  await expect(page).toHaveURL(/\/account\/login/);
});

test('an unknown tenant is refused and the tenant stays unchanged', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByTestId('tenant-box').getByRole('button', { name: 'Switch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch tenant' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('no-such-tenant');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenant no-such-tenant is not available')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('current-tenant')).toHaveText('Not selected');
});
