import { expect, type Page, test } from '@playwright/test';
import { api, pick, pickerDay, signIn, typeDate } from './support.ts';

const day = pickerDay;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const unique = () => `${Date.now().toString(36).slice(-5)}${test.info().retry}`.toUpperCase();

test('a penalty of a terminating type cancels the employee’s Active contract; in Arabic too', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  await signIn(page, { tenant: 'acme' });
  // A demo employee with an Active contract who is not a demo user (Lina, John and Rania keep theirs).
  const contracts = await api<{ items: { name: string; employeeName: string | null }[] }>(
    page,
    'GET',
    '/api/app/contract?state=1&skipCount=0&maxResultCount=1000',
  );
  const target = contracts.items
    .filter((c) => c.employeeName && !/Lina|John|Rania/i.test(c.employeeName))
    .at(-1);
  expect(target, 'an Active contract of a non-user employee').toBeTruthy();
  const employee = target?.employeeName ?? '';

  // The type: a percentage above 100 is refused by the form, 10 % taken; it terminates contracts.
  await page.goto('/hr/penalties-management/penalties-types');
  await page.getByRole('button', { name: 'Add penalty type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add penalty type' });
  await dialog.getByLabel('Name (English)').fill(`Dismissal ${id}`);
  await dialog.getByLabel('Code', { exact: true }).fill(`DIS${id}`);
  await pick(dialog.getByLabel('Salary effect type', { exact: true }), 'Percentage');
  await dialog.getByLabel('Salary effect value', { exact: true }).fill('150');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A percentage lies between 0 and 100.')).toBeVisible();
  await dialog.getByLabel('Salary effect value', { exact: true }).fill('10');
  await dialog.getByRole('switch', { name: 'Terminates contract' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, `DIS${id}`)).toContainText('10%');
  await expect(row(page, `DIS${id}`)).toContainText('Terminates contract');

  // The penalty, implemented today.
  await page.goto('/hr/penalties-management/penalties/create');
  await pick(page.getByLabel('Employee', { exact: true }), employee, employee.split(' ')[0]);
  await pick(page.getByLabel('Penalty type', { exact: true }), `Dismissal ${id}`, id);
  await expect(page.getByText('This penalty type terminates contracts', { exact: false })).toBeVisible();
  await typeDate(page.getByLabel('Declaration date', { exact: true }), day(0));
  await typeDate(page.getByLabel('Implementation date', { exact: true }), day(0));
  await typeDate(page.getByLabel('Expiration date', { exact: true }), day(30));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/hr\/penalties-management\/penalties$/);
  const penalty = row(page, `Dismissal ${id}`);
  await expect(penalty).toContainText(`Contract ${target?.name} cancelled on`);

  // In Arabic the state reads أُلغي العقد.
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(row(page, `Dismissal ${id}`)).toContainText('أُلغي العقد');
});

test('a reward expiring before its implementation is refused under the field, then saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  await signIn(page, { tenant: 'acme' });
  await api(page, 'POST', '/api/app/reward-type', { name: `Bonus ${id}`, code: `BON${id}` });
  await page.goto('/hr/rewards-management/rewards/create');
  await pick(page.getByLabel('Employee', { exact: true }), /John Smith/, 'John');
  await pick(page.getByLabel('Reward type', { exact: true }), `Bonus ${id}`, id);
  await typeDate(page.getByLabel('Declaration date', { exact: true }), day(0));
  await typeDate(page.getByLabel('Implementation date', { exact: true }), day(5));
  await typeDate(page.getByLabel('Expiration date', { exact: true }), day(2));
  await page.getByLabel('Summary', { exact: true }).fill(`Good work ${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The expiration date must not be before the implementation date.'),
  ).toBeVisible();
  await typeDate(page.getByLabel('Expiration date', { exact: true }), day(40));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/hr\/rewards-management\/rewards$/);
  await expect(row(page, `Bonus ${id}`)).toContainText('John Smith');
});
