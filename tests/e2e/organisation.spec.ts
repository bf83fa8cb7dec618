import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support.ts';

/** The table row of a name (its second cell: the first holds the actions button). */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.locator('td:nth-child(2)').getByText(name, { exact: true }) });

async function openRowAction(page: Page, name: string, action: string) {
  await row(page, name).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * Picks a node of an antd TreeSelect by its title, searching for it first. The filtered list renders
 * again while it settles, so a click can land on a node that is being replaced: click until the
 * selection closes the drop-down.
 */
async function pickInTree(page: Page, field: ReturnType<Page['getByRole']>, title: string) {
  await field.click();
  await field.fill(title);
  const open = page.locator('.ant-select-dropdown:visible');
  const node = open.locator('.ant-select-tree-title', { hasText: title }).first();
  await expect(async () => {
    if (await node.isVisible()) await node.click({ timeout: 1000 });
    await expect(open).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** A node of the tree view and the depth it sits at (0 for a root). */
const treeNode = (page: Page, title: string) =>
  page.locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: title }) });

test('an HR officer builds a department tree, sees it as a tree, adds a job title, and reads both pages in Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A retry works on departments and a job title of its own: the first attempt may have created them.
  const tag = test.info().retry ? ` ${test.info().retry}` : '';
  const logistics = `Logistics${tag}`;
  const warehouse = `Warehouse${tag}`;
  const delivery = `Delivery${tag}`;
  const storekeeper = `Storekeeper${tag}`;
  await signIn(page, { tenant: 'acme', to: '/hr/departments' });
  await expect(row(page, 'General Management')).toBeVisible();

  // A root and two children, through the New department dialog.
  await page.getByRole('button', { name: 'New department' }).click();
  let dialog = page.getByRole('dialog', { name: 'New department' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Neither name: both inputs say so; the English one alone is enough.
  await expect(dialog.getByText('Enter the name in English, in Arabic or in both.')).toHaveCount(2);
  await expect(dialog.getByLabel('Name (Arabic)')).toHaveAttribute('dir', 'rtl');
  await dialog.getByLabel('Name (English)').fill(logistics);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const child of [warehouse, delivery]) {
    await page.getByRole('button', { name: 'New department' }).click();
    dialog = page.getByRole('dialog', { name: 'New department' });
    await dialog.getByLabel('Name (English)').fill(child);
    await pickInTree(page, dialog.getByLabel('Parent department'), logistics);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, child).getByRole('cell', { name: logistics, exact: true })).toBeVisible();
  }

  // A name already used at the same level is refused with the server's message, naming the department there.
  await page.getByRole('button', { name: 'New department' }).click();
  dialog = page.getByRole('dialog', { name: 'New department' });
  await dialog.getByLabel('Name (English)').fill(warehouse.toLowerCase());
  await pickInTree(page, dialog.getByLabel('Parent department'), logistics);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`There is already a department named ${warehouse} at this level.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The tree: Logistics is a root with its two children one level down, beside the demo tree.
  await page.getByText('Tree', { exact: true }).click();
  await expect(page).toHaveURL(/view=tree/);
  await expect(treeNode(page, logistics).locator('.ant-tree-indent-unit')).toHaveCount(0);
  await expect(treeNode(page, 'General Management').locator('.ant-tree-indent-unit')).toHaveCount(0);
  for (const child of [warehouse, delivery])
    await expect(treeNode(page, child).locator('.ant-tree-indent-unit')).toHaveCount(1);
  await expect(treeNode(page, 'Production').locator('.ant-tree-indent-unit')).toHaveCount(2);
  // Folding Logistics hides its children.
  await treeNode(page, logistics).locator('.ant-tree-switcher').click();
  await expect(treeNode(page, warehouse)).toBeHidden();
  await treeNode(page, logistics).locator('.ant-tree-switcher').click();
  await expect(treeNode(page, warehouse)).toBeVisible();

  // Deleting a department that has children is refused; a leaf goes after confirmation.
  await page.getByText('Table', { exact: true }).click();
  await openRowAction(page, logistics, 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(`The department ${logistics} has sub-departments. Move or delete them first.`),
  ).toBeVisible();
  await openRowAction(page, delivery, 'Delete');
  await expect(page.getByText('Are you sure you want to delete?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(row(page, delivery)).toHaveCount(0);

  // A job title in the new department, reporting to the Operations Manager.
  await page.goto('/hr/job-titles');
  await page.getByRole('button', { name: 'New job title' }).click();
  dialog = page.getByRole('dialog', { name: 'New job title' });
  await dialog.getByLabel('Name (English)').fill(storekeeper);
  await dialog.getByLabel('Name (Arabic)').fill(`أمين مستودع${tag}`);
  await pickInTree(page, dialog.getByLabel('Department'), warehouse);
  await pickInTree(page, dialog.getByLabel('Reports to'), 'Operations Manager');
  await dialog.getByLabel('Base salary').fill('2500.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully').last()).toBeVisible();
  const storekeeperRow = row(page, storekeeper);
  await expect(storekeeperRow.getByRole('cell', { name: warehouse, exact: true })).toBeVisible();
  await expect(storekeeperRow.getByRole('cell', { name: 'Operations Manager', exact: true })).toBeVisible();
  await expect(storekeeperRow.getByRole('cell', { name: '2,500.50' })).toBeVisible();

  // The org chart: the new title under the Operations Manager, with its department and its (no) people.
  await page.getByText('Tree', { exact: true }).click();
  const node = page.getByTestId('job-title-node').filter({ hasText: storekeeper });
  await expect(node).toContainText(warehouse);
  await expect(node).toContainText('2,500.50');
  await expect(node).toContainText('No employees hold this job title');
  await expect(treeNode(page, storekeeper).locator('.ant-tree-indent-unit')).toHaveCount(2);

  // Both pages in Arabic, right to left.
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.ant-card-head-title', { hasText: 'المسميات الوظيفية' })).toBeVisible();
  // The names in Arabic: the new title's own, its department's in English (it has no Arabic name).
  const arabicNode = page.getByTestId('job-title-node').filter({ hasText: `أمين مستودع${tag}` });
  await expect(arabicNode).toContainText('الراتب الأساسي');
  await expect(arabicNode).toContainText(warehouse);
  await expect(page.getByTestId('job-title-node').filter({ hasText: 'مدير العمليات' }).first()).toBeVisible();
  await page.getByText('جدول', { exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'الراتب الأساسي' })).toBeVisible();
  await page.goto('/hr/departments');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.ant-card-head-title', { hasText: 'الأقسام' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'القسم الأعلى' })).toBeVisible();
  await expect(row(page, 'الإدارة العامة')).toBeVisible();
  await expect(page.locator('.ant-table-rtl')).toBeAttached();
  await page.getByRole('button', { name: 'قسم جديد' }).click();
  await expect(page.getByRole('dialog', { name: 'قسم جديد' }).getByLabel('القسم الأعلى')).toBeVisible();
});
