import { expect, test } from '@playwright/test';
import { adminPassword, signIn } from './support.ts';

test('a wrong password shows the server error', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page).toHaveURL(/\/account\/login\?uid=/);
  await page.getByLabel('User name or e-mail address').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  // One message whatever was wrong, so that it never tells whether the user exists.
  await expect(page.getByTestId('login-error')).toHaveText(/^Invalid user name or password\./);
  await expect(page).toHaveURL(/\/account\/login/);
});

test('a protected page sends a visitor to sign in and back', async ({ page }) => {
  await page.goto('/identity/users');
  // The login page starts the authorization request; the provider brings the browser back with its uid.
  await expect(page).toHaveURL(/\/account\/login\?uid=/);
  await signIn(page, { password: adminPassword });
  await expect(page).toHaveURL(/\/identity\/users$/);
  await expect(page.getByRole('cell', { name: 'admin@host.local' })).toBeVisible();

  // Logout revokes the tokens, ends the provider's session and goes home.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.app-header').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/identity/users');
  await expect(page).toHaveURL(/\/account\/login/);
});

test('an unknown tenant is refused and the tenant stays unchanged', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page).toHaveURL(/\/account\/login\?uid=/);
  await page.getByTestId('tenant-box').getByRole('button', { name: 'Switch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch tenant' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('no-such-tenant');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenant no-such-tenant is not available')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('current-tenant')).toHaveText('Not selected');
});

test('without remember me the tokens live only as long as the tab', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page).toHaveURL(/\/account\/login\?uid=/);
  await page.getByLabel('User name or e-mail address').fill('admin');
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:')),
    session: Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')),
    remember: localStorage.getItem('remember_me'),
  }));
  expect(stored).toEqual({ local: [], session: [expect.stringContaining('HR_App')], remember: 'false' });
});

test('tokens the server refuses are dropped; the provider session signs the user back in', async ({
  page,
}) => {
  await signIn(page, { tenant: 'acme', viaLoginPage: true });
  await page.goto('/identity/users');
  await expect(page.getByRole('cell', { name: 'admin', exact: true }).first()).toBeVisible();
  // Someone tampers with the stored access token: the API answers 401 and the app drops the session.
  await page.evaluate(() => {
    for (const store of [localStorage, sessionStorage])
      for (const key of Object.keys(store).filter((k) => k.startsWith('oidc.user:'))) {
        const user = JSON.parse(store.getItem(key)!);
        user.access_token = `${user.access_token.slice(0, -4)}AAAA`;
        store.setItem(key, JSON.stringify(user));
      }
  });
  await page.reload();
  // The 401 ends the app's session; the login page asks the provider, whose session is still open, so
  // new tokens arrive without a password and the user is back where they were.
  await expect(page).toHaveURL(/\/identity\/users$/);
  await expect(page.getByRole('cell', { name: 'admin', exact: true }).first()).toBeVisible();
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? JSON.parse(localStorage.getItem(key)!).access_token : null;
  });
  expect(token).not.toMatch(/AAAA$/);
});

test('signing in works in Arabic, right to left', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/identity/users');
  await expect(page).toHaveURL(/\/account\/login\?uid=/);
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await page.getByTestId('tenant-box').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('acme');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('current-tenant')).toHaveText('acme');
  await page.getByLabel('اسم المستخدم أو البريد الإلكتروني').fill('admin');
  await page.getByLabel('كلمة المرور').fill('wrong-password');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByTestId('login-error')).toContainText('اسم المستخدم أو كلمة المرور غير صحيحة');
  await page.getByLabel('كلمة المرور').fill(adminPassword);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/identity\/users$/);
  await expect(page.getByRole('cell', { name: 'admin', exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
