import { expect, type Page } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../../apps/server/src/test/smtp.ts';
import { adminPassword, signIn, test } from './support.ts';

// A real SMTP server on loopback; acme's e-mail settings point at it for the password reset journey.
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(() => smtp?.close());

const newPassword = 'N3w!secret';

async function openMyAccount(page: Page, label = 'My account') {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page).toHaveURL(/\/account\/manage$/);
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByRole('tab', { name: 'Change password' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Change password' });
  await panel.getByLabel('Current password').fill(current);
  await panel.getByLabel('New password', { exact: true }).fill(next);
  await panel.getByLabel('Confirm new password').fill(next);
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(panel.getByLabel('Current password')).toHaveValue('');
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.locator('.app-header').getByRole('button', { name: 'Login' })).toBeVisible();
}

test('a tenant admin edits the profile and changes the password in My Account', async ({ page }) => {
  await signIn(page, { tenant: 'acme' });
  await openMyAccount(page);
  await expect(page.locator('.ant-card-head-title', { hasText: 'My account' })).toBeVisible();

  // Personal info: the profile of the signed-in user, saved with its concurrency stamp.
  const info = page.getByRole('tabpanel', { name: 'Personal info' });
  await expect(info.getByLabel('User name')).toHaveValue('admin');
  await info.getByLabel('Name', { exact: true }).fill('Huda');
  await info.getByLabel('Surname').fill('Khalil');
  await info.getByLabel('Phone number').fill('+962790000001');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Personal info' }).getByLabel('Surname')).toHaveValue(
    'Khalil',
  );

  // Change password: the contract's policy and the confirmation run in the form, the current one on the server.
  await page.getByRole('tab', { name: 'Change password' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Change password' });
  await panel.getByLabel('Current password').fill('Wrong1!pass');
  await panel.getByLabel('New password', { exact: true }).fill('short');
  await panel.getByLabel('Confirm new password').fill('different');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText('Passwords must be at least 6 characters.')).toBeVisible();
  await expect(panel.getByText('The passwords do not match')).toBeVisible();
  await panel.getByLabel('New password', { exact: true }).fill(newPassword);
  await panel.getByLabel('Confirm new password').fill(newPassword);
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText('The current password is not correct.')).toBeVisible();

  await changePassword(page, adminPassword, newPassword);
  await signOut(page);

  // The old password no longer works; the new one does.
  await page.goto('/account/login');
  await page.getByLabel('User name or e-mail address').fill('admin');
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await signIn(page, { password: newPassword });

  // Back to the seeded password for the other journeys.
  await openMyAccount(page);
  await changePassword(page, newPassword, adminPassword);
});

test('My Account in Arabic is right-to-left with Arabic labels', async ({ page }) => {
  await signIn(page, { tenant: 'acme', arabic: true });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openMyAccount(page, 'حسابي');
  await expect(page.locator('.ant-card-head-title', { hasText: 'حسابي' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'المعلومات الشخصية' })).toBeVisible();
  const info = page.getByRole('tabpanel', { name: 'المعلومات الشخصية' });
  await expect(info.getByLabel('اسم المستخدم')).toHaveValue('admin');
  await expect(info.getByLabel('البريد الإلكتروني')).toBeVisible();
  // A phone number and an e-mail address read left to right inside the Arabic form ("+966 50…", not
  // "…50 966+"), on the form's side.
  for (const label of ['رقم الهاتف', 'البريد الإلكتروني'])
    expect(
      await info
        .getByLabel(label)
        .evaluate((e) => [getComputedStyle(e).direction, getComputedStyle(e).textAlign]),
    ).toEqual(['ltr', 'right']);
  await page.getByRole('tab', { name: 'تغيير كلمة المرور' }).click();
  await expect(page.getByLabel('كلمة المرور الحالية')).toBeVisible();
  await expect(page.locator('.ant-tabs-rtl')).toBeAttached();
});

test('the signed-out account pages: register off by default, forgot password, a bad reset link', async ({
  page,
}) => {
  await page.goto('/account/register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(page.getByText('Self registration is disabled for this application.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to login' }).click();
  // The login page (with the sign-in flow it may start) has settled before the next page is opened.
  await expect(page).toHaveURL(/\/account\/login/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  // The same answer whether or not someone has the address.
  await page.goto('/account/forgot-password');
  await page.getByLabel('E-mail address').fill('nobody@acme.example');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this e-mail address')).toBeVisible();

  await page.goto(
    '/account/reset-password?userId=01900000-0000-7000-8000-000000000000&resetToken=not-a-token',
  );
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // A link without its token says so at once.
  await page.goto('/account/reset-password');
  await expect(page.getByText('This password reset link is incomplete or no longer valid.')).toBeVisible();
});

test('a forgotten password is reset with the mailed link, once', async ({ page }) => {
  // acme's own e-mail settings: the loopback server, no credentials.
  await signIn(page, { tenant: 'acme' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/setting-management');
  await page.getByLabel('Host', { exact: true }).fill('127.0.0.1');
  await page.getByLabel('Port').fill(String(smtp.port));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await signOut(page);

  // The login page links to the forgot-password page; the tenant stays acme.
  await page.goto('/account/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password/);
  await expect(page.getByTestId('current-tenant')).toHaveText('acme');
  await page.getByLabel('E-mail address').fill('john.smith@acme.example');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this e-mail address')).toBeVisible();

  const mail = await smtp.waitForMessage((m) => m.envelope.to.includes('john.smith@acme.example'));
  expect(mail.subject).toBe('Reset your password');
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(link.pathname).toBe('/account/reset-password');

  // Opened in a fresh browser (no tenant chosen): the link carries the tenant.
  const context = await page.context().browser()!.newContext({ baseURL: page.url() });
  const fresh = await context.newPage();
  await fresh.goto(`${link.pathname}${link.search}`);
  await fresh.getByLabel('New password', { exact: true }).fill('J0hn!reset');
  await fresh.getByLabel('Confirm new password').fill('J0hn!reset');
  await fresh.getByRole('button', { name: 'Reset password' }).click();
  await expect(fresh.getByText('Your password has been reset')).toBeVisible();

  // The link works once.
  await fresh.goto(`${link.pathname}${link.search}`);
  await fresh.getByLabel('New password', { exact: true }).fill('J0hn!again');
  await fresh.getByLabel('Confirm new password').fill('J0hn!again');
  await fresh.getByRole('button', { name: 'Reset password' }).click();
  await expect(fresh.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');

  await signIn(fresh, { userName: 'john.smith', password: 'J0hn!reset' });
  await expect(fresh.getByTestId('user-menu')).toContainText('john.smith');
  await context.close();
});
