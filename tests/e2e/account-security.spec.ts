import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { api, signIn, switchTenant } from './support.ts';

// Issue 40: a user enrols two-factor sign-in on My account, signs out, signs in again with a code the
// authenticator would show (computed here from the secret on screen), then sees the session and, in
// Arabic, the security log.

const password = 'Passw0rd!';
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('enrols two-factor sign-in, signs in with a code, sees the session and the security log', async ({
  page,
}) => {
  const userName = `mfa${Date.now().toString(36)}`;
  await signIn(page, { tenant: 'acme' });
  await api(page, 'POST', '/api/identity/users', { userName, email: `${userName}@acme.example`, password });
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, { tenant: 'acme', userName, password });

  await page.goto('/account/manage');
  await page.getByRole('tab', { name: 'Two-factor sign-in' }).click();
  const panel = page.getByTestId('two-factor-panel');
  await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(panel.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await panel.getByTestId('two-factor-secret').innerText()).trim();
  await panel.getByLabel('Verification code').fill(codeOf(secret));
  await panel.getByRole('button', { name: 'Confirm and enable' }).click();
  await expect(panel.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await expect(panel.getByText('Enabled')).toBeVisible();

  // Signed out, then in again through the login page: the password, then the code.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.locator('.app-header').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/account/login');
  await page.waitForURL(/\/account\/login\?uid=/);
  // The login page keeps the tenant of the session that ended; picked again only when it is another.
  if ((await page.getByTestId('current-tenant').innerText()).trim() !== 'acme')
    await switchTenant(page, 'acme');
  await page.getByLabel('User name or e-mail address').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-two-factor')).toBeVisible();
  await page.getByLabel('Verification code').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // The session of this browser, then the user's own security log in Arabic.
  await page.goto('/account/manage');
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await expect(page.getByTestId('sessions-panel').getByText('This session')).toBeVisible();
  // On a phone each session is one stacked cell beside its End button: the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('sessions-panel').getByText('Last used:')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab', { name: 'سجل الأمان الخاص بي' }).click();
  const log = page.getByRole('tabpanel', { name: 'سجل الأمان الخاص بي' });
  await expect(log.getByText('استخدام رمز التحقق').first()).toBeVisible();
  await expect(log.getByText('تفعيل التحقق بخطوتين').first()).toBeVisible();
  await expect(log.getByText('تسجيل دخول', { exact: true }).first()).toBeVisible();
});
