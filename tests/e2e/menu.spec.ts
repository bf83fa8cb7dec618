import { expect, test } from '@playwright/test';
import { expandSideMenu, signIn } from './support.ts';

test('a tenant admin sees identity management but not tenants', async ({ page }) => {
  await signIn(page, { tenant: 'acme' });
  await expect(page.getByTestId('home-tenant')).toHaveText(/acme/);

  const menu = await expandSideMenu(page);
  await menu.getByRole('menuitem', { name: 'Administration' }).click();
  await menu.getByRole('menuitem', { name: 'Identity management' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Tenant management' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Tenants' })).toHaveCount(0);

  await menu.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/identity\/users$/);
  // The breadcrumb follows the menu but skips Administration.
  const breadcrumb = page.locator('.app-breadcrumb');
  await expect(breadcrumb).toContainText('Identity management');
  await expect(breadcrumb).toContainText('Users');
  await expect(breadcrumb).not.toContainText('Administration');
  await expect(page.getByRole('cell', { name: 'admin@acme.example' })).toBeVisible();

  // A move to a page of another group (a link inside a page does this) opens that group, and keeps open
  // the one the user opened.
  await page.evaluate(() => {
    history.pushState(null, '', '/hr/employees');
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
  await expect(page).toHaveURL(/\/hr\/employees$/);
  await expandSideMenu(page);
  await expect(menu.getByRole('link', { name: 'Employees', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();

  // The page itself is guarded too.
  await page.goto('/tenant-management/tenants');
  await expect(page.getByText('Not allowed')).toBeVisible();
});

test('the host admin sees tenants', async ({ page }) => {
  await signIn(page);
  const menu = await expandSideMenu(page);
  await menu.getByRole('menuitem', { name: 'Administration' }).click();
  await menu.getByRole('menuitem', { name: 'Tenant management' }).click();
  // Clicked once the submenu has finished opening (its items move while it animates).
  const tenants = menu.getByRole('link', { name: 'Tenants' });
  await expect(tenants).toBeVisible();
  await expect(async () => {
    await tenants.click();
    await expect(page).toHaveURL(/\/tenant-management\/tenants$/, { timeout: 2000 });
  }).toPass();
  await expect(page.getByRole('cell', { name: 'acme', exact: true })).toBeVisible();
});

test("pointing at a menu entry loads its page's code before the click", async ({ page }) => {
  await signIn(page, { tenant: 'acme' });
  const menu = await expandSideMenu(page);
  await menu.getByRole('menuitem', { name: 'Administration' }).click();
  await menu.getByRole('menuitem', { name: 'Identity management' }).click();
  const roles = menu.getByRole('link', { name: 'Roles' });
  await expect(roles).toBeVisible();
  const pageCode = page.waitForRequest(/\/assets\/RolesPage-[\w-]+\.js$/);
  await roles.hover();
  await pageCode;
  await expect(page).toHaveURL(/\/$/);
  await roles.click();
  await expect(page).toHaveURL(/\/identity\/roles$/);
  await expect(page.getByRole('cell', { name: /^admin System/ })).toBeVisible();
});

test("once the first page is idle, antd's styles of the other pages' components are written, and stay", async ({
  page,
}) => {
  await signIn(page, { tenant: 'acme' });
  await expect(page.getByTestId('home-tenant')).toHaveText(/acme/);
  // A statistic, an upload area and descriptions are drawn nowhere on the admin's home page; their styles come
  // from the warm-up (style-warmup.ts), whose instances stay mounted outside the page.
  const written = (selector: string) =>
    page.evaluate(
      (s) => Array.from(document.querySelectorAll('style')).some((style) => style.textContent?.includes(s)),
      selector,
    );
  await expect.poll(() => written('.ant-statistic-content')).toBe(true);
  expect(await written('.ant-upload-drag')).toBe(true);
  expect(await written('.ant-descriptions-item')).toBe(true);
  // Its instances are never part of the page: nothing there for a person, a test or the app's queries.
  await expect(page.locator('.ant-upload-drag, .ant-modal, [data-testid="style-warmup"]')).toHaveCount(0);

  // Moves between lists write no component's token variables again (antd removed them with the last
  // instance of the component and wrote them anew for the next page).
  await page.evaluate(() => {
    for (const style of Array.from(document.querySelectorAll('style')))
      style.setAttribute('data-e2e-before', '');
  });
  for (const [path, cell] of [
    ['/identity/users', 'admin@acme.example'],
    ['/hr/departments', 'Finance'],
    ['/identity/users', 'admin@acme.example'],
  ] as const) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    await expect(page.getByRole('cell', { name: cell }).first()).toBeVisible();
  }
  const writtenAgain = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style:not([data-e2e-before])'))
      .map((style) => style.textContent?.slice(0, 60) ?? '')
      .filter((text) => text.includes('-css-var') || text.includes('.css-var')),
  );
  expect(writtenAgain).toEqual([]);
});
