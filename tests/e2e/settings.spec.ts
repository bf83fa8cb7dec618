import { expect, type Page, test } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../../apps/server/src/test/smtp.ts';
import { expandSideMenu, openSubmenu, signIn } from './support.ts';

// A real SMTP server on loopback that the app's settings point at; it checks the user and password.
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer({ auth: { user: 'host-mailer', pass: 'Sm7p-Pass!' } });
});
test.afterAll(() => smtp?.close());

async function openEmailing(page: Page) {
  // Signed in and settled on the home page before navigating on.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/setting-management');
  await expect(page.getByRole('tab', { name: /E-mailing|البريد الإلكتروني/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('the host admin saves the e-mail settings and sends a test e-mail', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // The menu shows the entry (cog, Administration) since the admin holds SettingManagement.Emailing.
  const menu = await expandSideMenu(page);
  await openSubmenu(menu, 'Administration');
  await menu.getByRole('menuitem', { name: 'System settings' }).click();
  await expect(page).toHaveURL(/\/setting-management$/);
  await expect(page.getByRole('tab', { name: 'E-mailing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Manage host features' })).toBeVisible();

  // Required fields: an invalid form is not sent.
  await page.getByLabel('Default from display name').fill('');
  await page.getByLabel('Port').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page.getByText('Saved successfully')).toHaveCount(0);

  await page.getByLabel('Default from display name').fill('HR Host Mailer');
  await page.getByLabel('Default from address').fill('mailer@host.example');
  await page.getByLabel('Host', { exact: true }).fill('127.0.0.1');
  await page.getByLabel('Port').fill(String(smtp.port));
  await page.getByLabel('Use default credentials').uncheck();
  await page.getByLabel('User name').fill('host-mailer');
  await page.getByLabel('Password').fill('Sm7p-Pass!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();

  // Reloaded from the server: the values, and the password only as "(unchanged)".
  await page.reload();
  await expect(page.getByLabel('Default from display name')).toHaveValue('HR Host Mailer');
  await expect(page.getByLabel('Default from address')).toHaveValue('mailer@host.example');
  await expect(page.getByLabel('Port')).toHaveValue(String(smtp.port));
  await expect(page.getByLabel('Use default credentials')).not.toBeChecked();
  await expect(page.getByLabel('User name')).toHaveValue('host-mailer');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveAttribute('placeholder', '(unchanged)');

  // The test e-mail dialog: a default subject with a number, validation, send disabled while invalid.
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send test e-mail' });
  await expect(dialog.getByLabel('Subject')).toHaveValue(/^Test e-mail \d{1,4}$/);
  await expect(dialog.getByLabel('Sender e-mail address')).toHaveValue('mailer@host.example');
  const send = dialog.getByRole('button', { name: 'Send' });
  await dialog.getByLabel('Target e-mail address').fill('nope');
  await expect(dialog.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Target e-mail address').fill('');
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Target e-mail address').fill('layla@acme.example');
  await dialog.getByLabel('Subject').fill('');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Subject').fill('Hello from the journey');
  await dialog.getByLabel('Body').fill('It works.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Successfully sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await smtp.waitForMessage((m) => m.subject === 'Hello from the journey');
  expect(mail.authUser).toBe('host-mailer');
  expect(mail.from?.address).toBe('mailer@host.example');
  expect(mail.to.map((a) => a.address)).toEqual(['layla@acme.example']);
  expect(mail.text).toBe('It works.');

  // A password the SMTP server refuses: the server's clear message as an error toast; the dialog stays.
  await page.getByLabel('Password').fill('Wr0ng-Pass!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  const again = page.getByRole('dialog', { name: 'Send test e-mail' });
  await again.getByLabel('Target e-mail address').fill('layla@acme.example');
  await again.getByRole('button', { name: 'Send' }).click();
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Error' });
  await expect(toast).toContainText('The SMTP server refused the user name or password.');
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  // Put the right password back for the Arabic journey.
  await page.getByLabel('Password').fill('Sm7p-Pass!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
});

test('in Arabic the settings page is right-to-left and sends a test e-mail', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await openEmailing(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('إعدادات النظام').first()).toBeVisible();
  await expect(page.getByLabel('اسم المرسل الافتراضي')).toHaveValue('HR Host Mailer');
  await expect(page.getByLabel('كلمة المرور')).toHaveAttribute('placeholder', '(دون تغيير)');

  await page.getByRole('button', { name: 'إرسال بريد تجريبي' }).click();
  const dialog = page.getByRole('dialog', { name: 'إرسال بريد تجريبي' });
  const subject = dialog.getByLabel('الموضوع');
  await expect(subject).toHaveValue(/^بريد تجريبي \d{1,4}$/);
  await dialog.getByLabel('البريد الإلكتروني للمستلم').fill('غير صالح');
  await expect(dialog.getByText('يرجى إدخال بريد إلكتروني صحيح')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'إرسال' })).toBeDisabled();
  await dialog.getByLabel('البريد الإلكتروني للمستلم').fill('omar@acme.example');
  const sentSubject = await subject.inputValue();
  await dialog.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByText('تم الإرسال بنجاح')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await smtp.waitForMessage((m) => m.subject === sentSubject);
  expect(mail.to.map((a) => a.address)).toEqual(['omar@acme.example']);
});
