import { type Browser, expect, type Page } from '@playwright/test';
import { adminPassword, signIn, test } from './support.ts';

/** The demo employee of acme (role Employee). */
const employee = { tenant: 'acme', userName: 'employee', password: adminPassword };

/** The admin starts on the notifications page (where the send dialog is), the employee on the home page. */
async function openAs(browser: Browser, baseURL: string | undefined, userName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, userName === 'admin' ? { tenant: 'acme', to: '/notifications' } : employee);
  return page;
}

/** The unseen count on the bell's badge (none shown: 0). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-bell').locator('.ant-badge-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.getAttribute('title'));
}

/** Picks an option of the page's status filter (a segmented control). */
async function filter(page: Page, option: string, label = 'Status'): Promise<void> {
  const group = page.getByRole('radiogroup', { name: label });
  await group.getByText(option, { exact: true }).click();
  await expect(group.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

/** The acme admin sends a notification to the demo employee through the page's send dialog. */
async function sendToEmployee(admin: Page, title: string, message: string): Promise<void> {
  if (!new URL(admin.url()).pathname.endsWith('/notifications')) await admin.goto('/notifications');
  await admin.getByRole('button', { name: 'Send notification' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Send notification' });
  await expect(dialog.getByRole('radio', { name: 'A user' })).toBeChecked();
  // The user list is searched on the server (debounced).
  await dialog.getByRole('combobox', { name: 'User' }).fill('employee');
  await admin.locator('.ant-select-item-option', { hasText: '(employee)' }).click();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Sent: 1 person received it.')).toBeVisible();
}

test('a notification sent by the admin appears live in the employee’s bell; clicking it marks it seen', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await openAs(browser, baseURL, 'admin');
  // At least one unseen notification whatever earlier runs left (the demo data leaves some, the Arabic
  // journey marks them all seen): the badge shows them once loaded.
  await sendToEmployee(admin, `Reminder ${Date.now()}`, 'Timesheets are due on Thursday.');
  const user = await openAs(browser, baseURL, 'employee');
  const bell = user.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', /^Notifications, \d+ unseen$/);
  const before = await badgeCount(user);
  expect(before).toBeGreaterThan(0);

  const title = `Team meeting ${Date.now()}`;
  await sendToEmployee(admin, title, 'The weekly meeting moves to 10:00 in room 2.');

  // No reload: the stream brings it.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unseen`);
  await bell.click();
  const panel = user.getByTestId('notification-bell-panel');
  await expect(user.getByText('Latest notifications')).toBeVisible();
  const fresh = panel.getByRole('button', { name: `New: ${title}` });
  await expect(fresh).toBeVisible();
  await expect(fresh).toContainText('The weekly meeting moves to 10:00 in room 2.');
  await expect(fresh).toContainText(/just now|\d+s ago/);

  await fresh.click();
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before} unseen`);
  await expect(panel.getByRole('article', { name: title })).toBeVisible();

  // The link below the five: with unseen ones the five do not show, it says how many and opens the page on
  // "Not seen"; else it opens every notification.
  const elsewhere = before - (await panel.getByRole('button', { name: /^New: / }).count());
  const cards = user.getByRole('main').getByTestId('notification-card');
  const link = panel.getByTestId('notification-bell-all');
  if (elsewhere > 0) {
    await expect(link).toHaveText(`${elsewhere} more not seen: show ${elsewhere === 1 ? 'it' : 'them'}`);
    await link.click();
    await expect(user).toHaveURL(/\/notifications\?status=notSeen$/);
    await expect(cards.first()).toHaveAttribute('data-seen', 'false');
    await expect(cards.filter({ hasText: title })).toHaveCount(0);
    await filter(user, 'All');
  } else {
    await expect(link).toHaveText('View all notifications');
    await link.click();
    await expect(user).toHaveURL(/\/notifications$/);
  }
  // The page and its status filter.
  await expect(cards.filter({ hasText: title })).toHaveAttribute('data-seen', 'true');
  await filter(user, 'Not seen');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: title })).toHaveCount(0);
  // Every unseen one, up to the page's ten.
  await expect(cards).toHaveCount(Math.min(before, 10));
  for (const card of await cards.all()) await expect(card).toHaveAttribute('data-seen', 'false');
  await filter(user, 'Seen');
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
  for (const card of await cards.all()) await expect(card).toHaveAttribute('data-seen', 'true');

  // An employee cannot send notifications.
  await expect(user.getByRole('button', { name: 'Send notification' })).toHaveCount(0);

  // Clicking an unseen card on the page: the server refuses, so the card and the badge come back.
  await filter(user, 'All');
  // The first page of All holds some of the unseen ones (older ones may lie on later pages).
  const unseenCards = user.getByRole('main').getByRole('button', { name: /^New: / });
  await expect(unseenCards.first()).toBeVisible();
  const shown = await unseenCards.count();
  await user.route('**/api/app/notification/*/mark-as-seen', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'Test:Refused', message: 'The server refused (test).' } }),
    }),
  );
  await unseenCards.first().click();
  await expect(user.getByText('The server refused (test).')).toBeVisible();
  await expect(unseenCards).toHaveCount(shown);
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before} unseen`);

  // Accepted this time: seen on the page and on the badge, and still so after a reload.
  await user.unroute('**/api/app/notification/*/mark-as-seen');
  const afterClick = before - 1 > 0 ? `Notifications, ${before - 1} unseen` : 'Notifications';
  await unseenCards.first().click();
  await expect(bell).toHaveAttribute('aria-label', afterClick);
  await expect(unseenCards).toHaveCount(shown - 1);
  await user.reload();
  await expect(bell).toHaveAttribute('aria-label', afterClick);
  await expect(unseenCards).toHaveCount(shown - 1);

  await admin.context().close();
  await user.context().close();
});

test('in Arabic: the employee’s bell and page, right to left, receive a notification live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await openAs(browser, baseURL, 'admin');
  await sendToEmployee(admin, `Reminder ${Date.now()}`, 'Timesheets are due on Thursday.');
  const user = await openAs(browser, baseURL, 'employee');
  await user.getByTestId('language-switch').click();
  await user.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(user.locator('html')).toHaveAttribute('dir', 'rtl');

  await user.goto('/notifications');
  await expect(user.getByText('الإشعارات', { exact: true }).first()).toBeVisible();
  const bell = user.getByTestId('notification-bell');
  // Start from nothing unseen (there is at least the reminder just sent).
  const markAll = user.getByRole('button', { name: 'تعليم الكل كمقروء' });
  await expect(bell).toHaveAttribute('aria-label', /^الإشعارات، /);
  await markAll.click();
  await expect(user.getByText('تم تعليم كل الإشعارات كمقروءة')).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', 'الإشعارات');
  await expect(markAll).toBeDisabled();

  const title = `اجتماع الفريق ${Date.now()}`;
  await sendToEmployee(admin, title, 'ينتقل الاجتماع الأسبوعي إلى الساعة 10:00.');

  // Live, in Arabic: the badge, and the card at the head of the open page.
  await expect(bell).toHaveAttribute('aria-label', 'الإشعارات، 1 غير مقروء');
  const card = user.getByRole('main').getByRole('button', { name: `جديد: ${title}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/الآن|منذ/);
  await expect(user.getByRole('main').getByTestId('notification-card').first()).toContainText(title);

  await filter(user, 'غير المقروءة', 'الحالة');
  await expect(user.getByRole('main').getByTestId('notification-card')).toHaveCount(1);

  // From the bell's drop-down: clicking it marks it seen and the badge drops.
  await bell.click();
  const panel = user.getByTestId('notification-bell-panel');
  await expect(user.getByText('أحدث الإشعارات')).toBeVisible();
  await panel.getByRole('button', { name: `جديد: ${title}` }).click();
  await expect(bell).toHaveAttribute('aria-label', 'الإشعارات');
  await expect(panel.getByRole('article', { name: title })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'عرض كل الإشعارات' })).toBeVisible();

  await admin.context().close();
  await user.context().close();
});
