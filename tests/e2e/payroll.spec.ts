import { expect, type Page, test } from '@playwright/test';
import { pick, signIn } from './support.ts';

/** The table row of a name (its second cell: the first holds the actions button). */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.locator('td:nth-child(2)').getByText(name, { exact: true }) });

const ruleRows = (page: Page) => page.getByTestId('structure-rule-row');

/** What dnd-kit's live region says last (its announcements are how a keyboard drag is followed). */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** dnd-kit's announcements of the structure page (apps/web/src/locales/<lang>/payroll.json). */
const say = {
  en: {
    handle: (n: number) => `Move rule ${n}`,
    moved: (n: number) => `The rule is now at position ${n}.`,
    dropped: (n: number) => `The rule was dropped at position ${n}.`,
  },
  ar: {
    handle: (n: number) => `نقل القاعدة ${n}`,
    moved: (n: number) => `أصبحت القاعدة في الموضع ${n}.`,
    dropped: (n: number) => `تم إفلات القاعدة في الموضع ${n}.`,
  },
};

/**
 * Moves the row at `from` to `to` by keyboard: Space on its handle, the arrow keys, Space again (dnd-kit's
 * keyboard sensor). Each arrow is pressed after the last announcement, towards `to` from the position it
 * names: an arrow dnd-kit drops (one pressed while it still measures the rows, on a loaded machine) is
 * pressed again, and one that was only slow is not pressed twice.
 */
async function moveByKeyboard(page: Page, from: number, to: number, language: keyof typeof say = 'en') {
  const texts = say[language];
  await page.getByRole('button', { name: texts.handle(from), exact: true }).focus();
  await page.keyboard.press('Space');
  // Picked up, then (once dnd-kit finds the row over its own place) "now at" its own position.
  await expect(announced(page)).toHaveText(texts.moved(from));
  for (let presses = 0; ; presses++) {
    const at = Number(/\d+/.exec((await announced(page).textContent()) ?? '')?.[0]);
    if (at === to) break;
    expect(presses, `the rule did not reach position ${to}`).toBeLessThan(12);
    await page.keyboard.press(to < at ? 'ArrowUp' : 'ArrowDown');
    // The next announcement, or (the arrow was dropped) the same one two seconds later.
    await expect(announced(page))
      .not.toHaveText(texts.moved(at), { timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(announced(page)).toHaveText(texts.moved(to));
  await page.keyboard.press('Space');
  await expect(announced(page)).toHaveText(texts.dropped(to));
}

async function expectOrder(page: Page, codes: string[]) {
  await expect(ruleRows(page)).toHaveCount(codes.length);
  for (const [i, code] of codes.entries()) await expect(ruleRows(page).nth(i)).toContainText(`(${code})`);
}

test('a payroll officer builds a structure with a new rule from the dialog, reorders it by keyboard, tries it, saves and reopens it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const structure = `Drivers ${suffix}`;
  const meal = `MEAL_${suffix}`;
  await signIn(page, { tenant: 'acme', to: '/payroll-management/salary-structures' });
  await expect(row(page, 'Monthly salary')).toBeVisible();
  await page.getByRole('button', { name: 'New salary structure' }).click();
  await expect(page.getByText('Create salary structure')).toBeVisible();

  // No rule at all: said, and nothing is sent.
  await page.getByLabel('Name (English)', { exact: true }).fill(structure);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You must add one non-empty rule at least')).toBeVisible();
  await expect(page).toHaveURL(/salary-structures\/create$/);

  await pick(page.getByRole('combobox', { name: 'Rule 1' }), /\(BASIC\)/, 'BASIC');

  // A new rule from the dialog: a broken formula is refused on its field, then fixed.
  await page.getByRole('button', { name: 'New salary rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create salary rule' });
  await dialog.getByLabel('Name (English)', { exact: true }).fill(`Meal allowance ${suffix}`);
  await dialog.getByLabel('Name (Arabic)', { exact: true }).fill(`بدل الوجبة ${suffix}`);
  await dialog.getByLabel('Code').fill(meal);
  await pick(dialog.getByRole('combobox', { name: 'Category' }), /\(ALW\)/);
  await dialog.getByText('Equation', { exact: true }).click();
  const formula = dialog.getByRole('textbox', { name: 'Equation' });
  await formula.fill('rules.BASIC * ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/^The formula is not valid at character \d+/)).toBeVisible();
  // The catalogue writes a name at the cursor.
  await formula.fill('');
  await dialog.getByTestId('formula-variables').getByText('rules.CODE').click();
  await expect(formula).toHaveValue('rules.');
  await formula.fill('rules.BASIC * 0.05');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(ruleRows(page).nth(1)).toContainText(`Meal allowance ${suffix}`);

  await page.getByRole('button', { name: 'Add item' }).click();
  await pick(page.getByRole('combobox', { name: 'Rule 3' }), /\(TRANSPORT\)/, 'TRANSPORT');
  await expectOrder(page, ['BASIC', meal, 'TRANSPORT']);

  // Transport to the top by keyboard.
  await moveByKeyboard(page, 3, 1);
  await expectOrder(page, ['TRANSPORT', 'BASIC', meal]);

  // Try it: every line, the new rule computed from the sample's basic salary.
  const panel = page.getByTestId('formula-try');
  await panel.getByRole('button', { name: /Try$/ }).click();
  await expect(panel.getByRole('row').filter({ hasText: meal })).toContainText('75.00');
  await expect(panel.getByRole('row').filter({ hasText: 'TRANSPORT' })).toContainText('150.00');

  await page.getByRole('button', { name: 'Save' }).click();
  // The rule's own message may still show beside the structure's.
  await expect(page.getByText('Created successfully').last()).toBeVisible();
  await expect(page).toHaveURL(/salary-structures$/);
  await expect(row(page, structure)).toContainText(`TRANSPORTBASIC${meal}`);

  // Reopened: the saved order.
  await row(page, structure).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByText('Update salary structure')).toBeVisible();
  await expectOrder(page, ['TRANSPORT', 'BASIC', meal]);

  // The new rule now reads a rule after it: the server refuses the order, naming both.
  await moveByKeyboard(page, 3, 2);
  await expectOrder(page, ['TRANSPORT', meal, 'BASIC']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(new RegExp(`The rule Meal allowance ${suffix} \\(${meal}\\) uses the result of`)),
  ).toBeVisible();
  await expect(page).toHaveURL(/salary-structures\/update\//);
});

test('the structure pages in Arabic, right to left: build, reorder by keyboard, save, reopen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const structure = `هيكل السائقين ${Date.now().toString(36)}`;
  await signIn(page, { tenant: 'acme' });
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/payroll-management/salary-structures');
  await expect(page.locator('.ant-card-head-title', { hasText: 'هياكل الرواتب' })).toBeVisible();
  // The demo structure under its Arabic name (names in both languages, issue 44).
  await expect(row(page, 'الراتب الشهري')).toBeVisible();
  await page.getByRole('button', { name: 'هيكل رواتب جديد' }).click();
  await expect(page.getByText('إنشاء هيكل رواتب')).toBeVisible();
  await page.getByLabel('الاسم (بالعربية)', { exact: true }).fill(structure);
  await pick(page.getByRole('combobox', { name: 'القاعدة 1' }), /\(BASIC\)/, 'BASIC');
  await page.getByRole('button', { name: 'إضافة عنصر' }).click();
  await pick(page.getByRole('combobox', { name: 'القاعدة 2' }), /\(HOUSING\)/, 'HOUSING');
  await page.getByRole('button', { name: 'إضافة عنصر' }).click();
  await pick(page.getByRole('combobox', { name: 'القاعدة 3' }), /\(TRANSPORT\)/, 'TRANSPORT');
  await moveByKeyboard(page, 3, 2, 'ar');
  await expectOrder(page, ['BASIC', 'TRANSPORT', 'HOUSING']);

  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تمت الإضافة بنجاح')).toBeVisible();
  await row(page, structure).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'تعديل' }).click();
  await expect(page.getByText('تعديل هيكل الرواتب')).toBeVisible();
  await expectOrder(page, ['BASIC', 'TRANSPORT', 'HOUSING']);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
