import { apiScope, webClientId } from '@hr/contracts';
import { type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's `test`, closing after each journey every browser context it opened besides its own page's
 * (`openAs`, a second person's `browser.newContext()`): the browser lives as long as the worker, so a context a
 * journey leaves open (a failed one, or one that never closes it) keeps its pages, their live notification
 * streams and their redraws running through every later journey, and their screenshots into a later failure's.
 */
export const test = base.extend<{ closeOtherContexts: undefined }>({
  closeOtherContexts: [
    async ({ browser, context }, use) => {
      await use(undefined);
      await Promise.all(browser.contexts().map((other) => (other === context ? undefined : other.close())));
    },
    { auto: true },
  ],
});

/** Seeded by the server on an empty database. */
export const adminPassword = '1q2w3E*';

/** Picks the tenant on the login page (blank for the host side) with the Switch Tenant dialog. */
export async function switchTenant(page: Page, name: string): Promise<void> {
  await page.getByTestId('tenant-box').getByRole('button', { name: 'Switch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch tenant' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('current-tenant')).toHaveText(name || 'Not selected');
}

const watched = new WeakSet<Page>();

/**
 * No screen shows a raw key: the web app logs every translation key found in no language
 * (apps/web/src/app/i18n.ts), and each such message fails the running test (softly: it goes on).
 */
export function failOnMissingKeys(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[i18n] missing key'))
      expect.soft(message.text(), `a screen shows a raw key (${page.url()})`).toBe('');
  });
}

interface SignInOptions {
  tenant?: string;
  userName?: string;
  password?: string;
  /**
   * Through the login page (the provider's session included) instead of tokens asked for directly. The
   * journeys about signing in use it; so does any call made while the page is already on the login page.
   */
  viaLoginPage?: boolean;
  /** The page the journey starts on (the home page when not named): no home page drawn on the way. */
  to?: string;
  /** Starts in Arabic (the language the web app keeps in localStorage). */
  arabic?: boolean;
}

/**
 * Signs in and opens the home page. A journey that is not about signing in gets its tokens from the token
 * endpoint (the password grant of the web app's client, the same tokens a sign-in gives) and stores them
 * where the web app keeps them, which takes a fraction of the login page's round trip through the
 * provider; the journeys about signing in go through the login page.
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<void> {
  failOnMissingKeys(page);
  if (options.viaLoginPage || page.url().includes('/account/login')) return signInViaLoginPage(page, options);
  const request = page.context().request;
  // Any page of the origin will do to use its storage; the health check is the lightest.
  await page.goto('/health/ready');
  // No tenant named: the one the page has (as the login page keeps it), none on a fresh page.
  let tenant = await page.evaluate(() => {
    const raw = localStorage.getItem('__tenant');
    return raw ? (JSON.parse(raw) as { id: string; name: string }) : null;
  });
  if (options.tenant !== undefined) {
    tenant = null;
    if (options.tenant) {
      const found = await request.get(
        `/api/abp/multi-tenancy/tenants/by-name/${encodeURIComponent(options.tenant)}`,
      );
      const body = (await found.json()) as { success: boolean; tenantId: string; name: string };
      expect(body.success, `tenant ${options.tenant}`).toBe(true);
      tenant = { id: body.tenantId, name: body.name };
    }
  }
  const { issuer } = (await (await request.get('/.well-known/openid-configuration')).json()) as {
    issuer: string;
  };
  const answer = await request.post('/connect/token', {
    form: {
      grant_type: 'password',
      client_id: webClientId,
      username: options.userName ?? 'admin',
      password: options.password ?? adminPassword,
      scope: `openid profile ${apiScope} offline_access`,
    },
    headers: tenant ? { __tenant: tenant.id } : {},
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const tokens = (await answer.json()) as {
    id_token: string;
    access_token: string;
    refresh_token?: string;
    token_type: string;
    scope: string;
    expires_in: number;
  };
  // oidc-client-ts's stored user (User.toStorageString), in sessionStorage as without remember-me.
  const user = {
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString('utf8')),
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  };
  await page.evaluate(
    ([key, value, storedTenant, arabic]) => {
      sessionStorage.setItem(key, value);
      if (storedTenant) localStorage.setItem('__tenant', storedTenant);
      else localStorage.removeItem('__tenant');
      if (arabic) localStorage.setItem('lang', 'ar');
    },
    [
      `oidc.user:${issuer}:${webClientId}`,
      JSON.stringify(user),
      tenant ? JSON.stringify(tenant) : null,
      options.arabic === true,
    ] as const,
  );
  await page.goto(options.to ?? '/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Signs in through the login page and waits until the app has left it. */
export async function signInViaLoginPage(page: Page, options: SignInOptions = {}): Promise<void> {
  failOnMissingKeys(page);
  if (!page.url().includes('/account/login')) await page.goto('/account/login');
  // The login page first starts the authorization request; the provider sends the browser back with its uid.
  await page.waitForURL(/\/account\/login\?uid=/);
  if (options.tenant !== undefined) await switchTenant(page, options.tenant);
  await page.getByLabel('User name or e-mail address').fill(options.userName ?? 'admin');
  await page.getByLabel('Password').fill(options.password ?? adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  // Through the provider and back with a code, which the app trades for tokens before showing the page.
  await expect(page).not.toHaveURL(/\/account\/login|[?&]code=/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The side menu on a wide screen: hovering expands it from icons to labels. */
/**
 * Opens a submenu of the side menu and waits until it has finished sliding open: a click on one of its
 * items while it still moves can land on the item above.
 */
export async function openSubmenu(menu: Locator, name: string) {
  await menu.getByRole('menuitem', { name }).click();
  await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.locator('.ant-motion-collapse')).toHaveCount(0);
}

export async function expandSideMenu(page: Page) {
  const menu = page.getByTestId('side-menu');
  // The pointer first leaves the menu, as a person's does: after a click in the menu the menu folds up under a
  // pointer that never left it, and a hover from there fires no new mouseenter. Tried again as a person
  // would move the pointer out and back: on a busy machine the shell can render the menu anew just after
  // the hover (the first page's data arriving), and the new element never saw the pointer come in (the
  // menu journey failed so in CI twice).
  const viewport = page.viewportSize();
  await expect(async () => {
    if (viewport) await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await menu.hover();
    await expect(menu).toHaveClass(/app-sider-expanded/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return menu;
}

/**
 * Picks options of an antd Select (its combobox) by their text, typing `search` first when given; several
 * options for a multiple select, which is closed afterwards. Each click is tried again until the option is
 * selected: a click that lands while the list still filters or slides in is lost. A single select is
 * left once its list has closed, so that the next pick cannot meet this list's options.
 */
export async function pick(
  select: Locator,
  options: string | RegExp | ReadonlyArray<string | RegExp>,
  search?: string,
): Promise<void> {
  const page = select.page();
  const id = await select.getAttribute('id');
  if (!id) throw new Error('pick: the locator is not the select’s combobox (it has no id)');
  // antd names the list `<id>_list`; the dropdown holding it is this select's, open or closed.
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${id}_list"]`) });
  const multiple = await select.evaluate((element) => element.closest('.ant-select-multiple') !== null);
  for (const option of Array.isArray(options) ? options : [options]) {
    const item = dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
    await expect(async () => {
      if ((await item.count()) > 0 && (await item.getAttribute('class'))?.includes('-option-selected'))
        return;
      if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
      if (search !== undefined) await select.fill(search);
      await item.click({ timeout: 5000 });
      await expect(item).toHaveClass(/ant-select-item-option-selected/, { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  }
  if (multiple) await select.press('Escape');
  await expect(dropdown.locator('.ant-select-item-option').first()).toBeHidden();
}

/**
 * Types both ends of a date range picker ('YYYY/MM/DD'), each accepted with Enter as a person does, in a
 * filter bar or a dialog: a dialog must stay open with the dates typed (Enter once submitted the dialog's
 * form with the dates from before).
 */
export async function fillRange(picker: Locator, from: string, to: string) {
  const inputs = picker.locator('input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).click();
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
  // Still there: no dialog closed on a submission.
  await expect(picker).toBeVisible();
  await expect(inputs.nth(0)).toHaveValue(from);
  await expect(inputs.nth(1)).toHaveValue(to);
}

/**
 * Types a date and time into a picker ('YYYY/MM/DD hh:mm A') and confirms it with the panel's OK (Enter
 * would also submit the form). The panel must have closed with the value kept: on a busy machine the OK
 * can land while the panel still opens, and the picker then drops the typed text when it closes; the
 * whole step is tried again then.
 */
export async function typeTime(input: Locator, value: string) {
  const page = input.page();
  const open = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(async () => {
    await input.click();
    await input.fill(value);
    await open.locator('.ant-picker-ok button').click({ timeout: 5_000 });
    await expect(open).toHaveCount(0, { timeout: 5_000 });
    await expect(input).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * A signed-in page of its own browser context (two people at once: an employee and her manager), in
 * English; `phone` makes it a 375 px touch screen, `arabic` starts it in Arabic.
 */
export async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  userName: string,
  options: { phone?: boolean; arabic?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    reducedMotion: 'reduce',
    ...(options.phone ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}),
  });
  if (options.arabic) await context.addInitScript(() => localStorage.setItem('lang', 'ar'));
  const page = await context.newPage();
  await signIn(page, { tenant: 'acme', userName, password: adminPassword });
  return page;
}

/**
 * The page's list as a phone shows it: the gear and one column holding the record (headed `title`), so no
 * column is left to scroll sideways to. Returns the table.
 */
export async function expectPhoneList(page: Page, title: string) {
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('columnheader', { name: title })).toBeVisible();
  return table;
}

/** Calls the API as the page's signed-in user (its stored token and tenant): the status and the body. */
export async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  /** The answer's language (names, messages), as the app asks in Accept-Language; the server's default without. */
  language?: 'en' | 'ar',
) {
  const { token, tenant } = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
    const stored = JSON.parse(localStorage.getItem('__tenant') ?? 'null') as { id: string } | null;
    return {
      token: (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token,
      tenant: stored?.id,
    };
  });
  const response = await page.request.fetch(path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(tenant ? { __tenant: tenant } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  return {
    ok: response.ok(),
    status: response.status(),
    json: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

/** Calls the API as the page's user and expects success: the answer's body. */
export async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await callApi(page, method, path, body);
  expect(answer.ok, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBe(true);
  return answer.json as T;
}

/** Types a date into an antd date picker ('YYYY/MM/DD'), taken on leaving it (Enter would submit a dialog). */
export async function typeDate(input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await input.press('Tab');
  await expect(input).toHaveValue(date);
}

/** The machine's date `days` from today (negative: ago) as the pickers show it, 'YYYY/MM/DD'. */
export function pickerDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

/**
 * The whole calendar month `back` months before the machine's (negative: after), as the pickers write it
 * and as the API does.
 */
export function monthBefore(back: number) {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - back, 1);
  const last = new Date(now.getFullYear(), now.getMonth() - back + 1, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  const api = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return {
    from: api(first).replaceAll('-', '/'),
    to: api(last).replaceAll('-', '/'),
    api: [api(first), api(last)] as const,
    month: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(first),
  };
}
