import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

// Issue 41: the read-only employee profile (opened from the list, in Arabic) and the top bar's search.

test('an HR officer opens an employee profile from the list in Arabic and goes on to the form', async ({
  page,
}) => {
  await signIn(page, { tenant: 'acme', arabic: true, to: '/hr/employees' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // A demo employee: each has the demo's annual allocation (21 days), which employees other journeys add lack.
  await page.getByPlaceholder('ابحث بالاسم أو الرقم الوطني').fill('Smith');
  const link = page.getByTestId('employee-profile-link').filter({ hasText: 'John' }).first();
  const name = (await link.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(/\/hr\/employees\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('profile-name')).toContainText(name);
  await expect(page.getByTestId('profile-facts')).toContainText('القسم');
  // The tabs of the modules whose lists the admin may open, in Arabic; Contracts shows the employee's.
  const tabs = page.getByTestId('profile-tabs');
  await expect(tabs.getByRole('tab', { name: 'العقود' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'قسائم الرواتب' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'العقود' }).click();
  await expect(page.getByTestId('profile-contracts')).toBeVisible();
  await tabs.getByRole('tab', { name: 'الإجازات' }).click();
  // The figures in words of the reader's language (the annual allocation), not "21d".
  await expect(page.getByTestId('profile-leave-balances')).toContainText('21 يومًا');
  await page.getByTestId('profile-edit').click();
  await expect(page).toHaveURL(/\/hr\/employees\/update\/[0-9a-f-]{36}$/);
});

test('Ctrl+K finds an employee and opens their profile; a screen is found by its name', async ({ page }) => {
  await signIn(page, { tenant: 'acme' });
  // The shortcut works once the top bar has mounted (Ctrl+K only opens: pressing it again is harmless).
  const input = page.getByTestId('global-search-input');
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await input.fill('John Smith');
  const result = page.getByTestId('global-search-result').filter({ hasText: 'Employee' }).first();
  await expect(result).toContainText('John Smith');
  await result.click();
  await expect(page).toHaveURL(/\/hr\/employees\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('profile-name')).toContainText('John Smith');

  // A screen of the menu, opened with the keyboard.
  await page.keyboard.press('Control+k');
  await page.getByTestId('global-search-input').fill('Payroll runs');
  await expect(page.getByTestId('global-search-result').first()).toContainText('Payroll runs');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payroll-management\/payroll-runs$/);
});
