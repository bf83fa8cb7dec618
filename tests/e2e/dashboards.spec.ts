import { expect } from '@playwright/test';
import { callApi, openAs, test } from './support.ts';

// The home page's dashboards on an Arabic phone: HR's for the HR manager, the employee's own for an employee.

test('the HR manager on an Arabic phone: the HR dashboard, its figures as the API counts them, a tile opens its list', async ({
  browser,
  baseURL,
}, testInfo) => {
  const page = await openAs(browser, baseURL, 'hr.manager', { phone: true, arabic: true });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The first load of the home page, measured in the browser: from the navigation to the headcount shown.
  await page.goto('/');
  const headcount = page.getByTestId('tile-headcount');
  await expect(headcount).toContainText(/\d/);
  const shownAt = await page.evaluate(() => performance.now());
  testInfo.annotations.push({ type: 'home interactive (ms)', description: String(Math.round(shownAt)) });
  console.log(`home page, HR dashboard shown with its headcount: ${Math.round(shownAt)} ms after navigation`);

  const api = await callApi(page, 'GET', '/api/app/dashboard/hr/headcount', undefined, 'ar');
  expect(api.status).toBe(200);
  const figures = api.json as { headcount: number; byDepartment: { name: string; count: number }[] };
  await expect(headcount).toContainText('عدد الموظفين');
  await expect(headcount).toContainText(new Intl.NumberFormat('ar-u-nu-latn').format(figures.headcount));

  // Each chart has its table for screen readers (hidden), in Arabic, with the same figures.
  const table = page.getByTestId('chart-by-department-table');
  await expect(table).toBeAttached();
  await expect(table.locator('caption')).toHaveText('الموظفون حسب القسم');
  const top = figures.byDepartment[0];
  if (top) await expect(table.locator('tbody tr').first()).toContainText(top.name);
  // Right to left: the trend's first month is drawn on the right of its last.
  const ticks = page
    .getByTestId('chart-headcount-trend')
    .locator('.recharts-xAxis .recharts-cartesian-axis-tick');
  if ((await ticks.count()) > 1) {
    const first = await ticks.first().boundingBox();
    const last = await ticks.last().boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
  }

  // The tile opens the employees list filtered to the active ones.
  await headcount.click();
  await expect(page).toHaveURL(/\/hr\/employees\?status=0$/);
  // The home's charts (and their hidden tables) leave once the list's page has loaded.
  await expect(page.getByTestId('chart-by-department-table')).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
  await page.context().close();
});

test('an employee on an Arabic phone: her own home, and no HR or payroll dashboard', async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL, 'employee', { phone: true, arabic: true });
  const home = page.getByTestId('employee-home');
  await expect(home).toBeVisible();
  await expect(page.getByTestId('hr-dashboard')).toHaveCount(0);
  await expect(page.getByTestId('home-tabs')).toHaveCount(0);
  await expect(page.getByTestId('tile-next-holiday')).toContainText('العطلة القادمة');
  await expect(page.getByTestId('card-my-attendance')).toContainText('حضوري هذا الشهر');
  // The modules' cards stay with it (her leave balances).
  await expect(page.getByTestId('home-leave')).toBeVisible();
  expect((await callApi(page, 'GET', '/api/app/dashboard/hr/headcount')).status).toBe(403);
  expect((await callApi(page, 'GET', '/api/app/dashboard/payroll/cost')).status).toBe(403);
  const me = await callApi(page, 'GET', '/api/app/dashboard/me');
  expect(me.status).toBe(200);
  await page.context().close();
});
