import { expect, type Page, test } from '@playwright/test';
import { pick, signIn } from './support.ts';

/** The table row that has a cell with exactly this text. */
const row = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

async function openRowAction(page: Page, text: string, action: string) {
  await row(page, text).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an HR officer defines an attachment type and a selection extra field, then reads the settings in Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A retry works on a type and a field of its own: the first attempt may have created them.
  const tag = test.info().retry || '';
  const passport = `Passport scan${tag && ` ${tag}`}`;
  const code = `TShirtSize${tag}`;
  await signIn(page, { tenant: 'acme' });

  // The seeded attachment types, sizes in the best unit with 2 decimals, extensions joined.
  await page.goto('/settings/attachment-types');
  await expect(row(page, 'National ID').getByRole('cell', { name: '5.00 MB', exact: true })).toBeVisible();
  await expect(row(page, 'National ID').getByRole('cell', { name: 'pdf, png, jpg, jpeg' })).toBeVisible();

  // A new type: the size in KB (the unit starts at MB), two extensions.
  await page.getByRole('button', { name: 'Add attachment type' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add attachment type' });
  await expect(dialog.getByLabel('Entity type')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The size and the extensions are required; the name in either language (checked with the body).
  await expect(dialog.getByText('This field is required')).toHaveCount(2);
  await dialog.getByLabel('Name (English)').fill(passport);
  await dialog.getByLabel('Allowed size').fill('750');
  await expect(dialog.getByText('MB', { exact: true })).toBeVisible();
  await pick(dialog.getByLabel('Size unit'), 'KB');
  await pick(dialog.getByLabel('Allowed extensions'), ['pdf', 'png']);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, passport).getByRole('cell', { name: '750.00 KB', exact: true })).toBeVisible();
  await expect(row(page, passport).getByRole('cell', { name: 'pdf, png', exact: true })).toBeVisible();

  // Edit: the size comes back in its unit; 1.5 MB is stored as bytes and shown in MB.
  await openRowAction(page, passport, 'Edit');
  dialog = page.getByRole('dialog', { name: 'Edit attachment type' });
  await expect(dialog.getByLabel('Allowed size')).toHaveValue('750');
  await dialog.getByLabel('Allowed size').fill('1.5');
  await pick(dialog.getByLabel('Size unit'), 'MB');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(row(page, passport).getByRole('cell', { name: '1.50 MB', exact: true })).toBeVisible();
  // More than 20 MB is refused in the form.
  await openRowAction(page, passport, 'Edit');
  dialog = page.getByRole('dialog', { name: 'Edit attachment type' });
  await dialog.getByLabel('Allowed size').fill('1');
  await pick(dialog.getByLabel('Size unit'), 'GB');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The allowed size cannot exceed 20.00 MB')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A selection extra field: options, the first marked as the default.
  await page.goto('/settings/extra-fields');
  await expect(row(page, 'BloodType')).toBeVisible();
  await page.getByRole('button', { name: 'Add extra field' }).click();
  dialog = page.getByRole('dialog', { name: 'Add extra field' });
  await dialog.getByLabel('Field name (English)').fill(`T-shirt size${tag}`);
  await dialog.getByLabel('Field name (Arabic)').fill(`مقاس القميص${tag}`);
  // A code in use is refused after the check's delay.
  await dialog.getByLabel('Code').fill('bloodtype');
  await expect(dialog.getByText('This code is already used by another extra field')).toBeVisible();
  await dialog.getByLabel('Code').fill(code);
  await expect(dialog.getByText('This code is already used by another extra field')).toBeHidden({
    timeout: 5000,
  });
  // Changing the type resets the default: false for Bool, empty for others.
  await pick(dialog.getByLabel('Field type'), 'Yes / no');
  await expect(dialog.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('switch').click();
  await pick(dialog.getByLabel('Field type'), 'Selection');
  await expect(dialog.getByRole('switch')).toHaveCount(0);
  await expect(dialog.getByText('The default option')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Option 1').fill('S');
  for (const [i, option] of ['M', 'L'].entries()) {
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await dialog.getByLabel(`Option ${i + 2}`).fill(option);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  const shirt = row(page, code);
  await expect(shirt.getByRole('cell', { name: `T-shirt size${tag}`, exact: true })).toBeVisible();
  await expect(shirt.getByRole('cell', { name: 'Selection', exact: true })).toBeVisible();
  await expect(shirt.getByRole('cell', { name: 'S M L', exact: true })).toBeVisible();
  // The default is the first option.
  await expect(shirt.getByRole('cell', { name: 'S', exact: true })).toBeVisible();
  // Editing keeps the own code (no uniqueness complaint) and the options.
  await openRowAction(page, code, 'Edit');
  dialog = page.getByRole('dialog', { name: 'Edit extra field' });
  await expect(dialog.getByLabel('Option 3')).toHaveValue('L');
  await dialog.getByLabel('Field name (English)').fill(`Shirt size${tag}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully').last()).toBeVisible();
  await expect(row(page, `Shirt size${tag}`)).toBeVisible();

  // The same settings in Arabic.
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/settings/attachment-types');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('أنواع المرفقات').first()).toBeVisible();
  await expect(row(page, passport).getByRole('cell', { name: '1.50 MB', exact: true })).toBeVisible();
  await expect(row(page, 'عقد العمل').getByRole('cell', { name: 'موظف', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة نوع مرفقات' }).click();
  dialog = page.getByRole('dialog', { name: 'إضافة نوع مرفقات' });
  await expect(dialog.getByLabel('الحجم المسموح')).toBeVisible();
  await dialog.getByRole('button', { name: /إلغاء|Cancel/ }).click();
  await page.goto('/settings/extra-fields');
  await expect(row(page, code).getByRole('cell', { name: 'اختيار من قائمة', exact: true })).toBeVisible();
  // The fields under their Arabic names (the new one's and the demo's blood type).
  await expect(row(page, code).getByRole('cell', { name: `مقاس القميص${tag}`, exact: true })).toBeVisible();
  await expect(row(page, 'فصيلة الدم')).toBeVisible();
  await openRowAction(page, code, 'حذف');
  await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(row(page, code)).toHaveCount(0);
});

test('an employee page uploads an attachment, downloads it, and keeps it once the employee is saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, { tenant: 'acme', to: '/hr/employees' });
  const first = page.locator('.ant-table-row').first();
  await first.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/hr\/employees\/update\//);
  const employeeUrl = page.url();

  const attachments = page
    .locator('.ant-card')
    .filter({ has: page.getByText('Attachments', { exact: true }) });
  await attachments.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload attachment' });
  // The file input waits for a type, then accepts only the type's extensions.
  await expect(dialog.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
  await pick(dialog.getByLabel('Type'), 'National ID');
  await expect(dialog.locator('input[type=file]')).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg');
  await expect(dialog.getByText('Allowed: pdf, png, jpg, jpeg, up to')).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  const uploaded = attachments.getByRole('row').filter({ hasText: 'id-card.png' });
  await expect(uploaded.getByText('Not saved yet')).toBeVisible();
  await expect(uploaded.getByRole('cell', { name: '70.00 B', exact: true })).toBeVisible();

  // The download gives the same bytes under the file's name.
  const downloading = page.waitForEvent('download');
  await uploaded.getByRole('button', { name: 'Download id-card.png' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('id-card.png');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(png)).toBe(true);

  // Saving the employee binds it: reopened, it is a saved attachment.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await page.goto(employeeUrl);
  const saved = page.getByRole('row').filter({ hasText: 'id-card.png' });
  await expect(saved.getByRole('cell', { name: 'National ID', exact: true })).toBeVisible();
  await expect(saved.getByText('Not saved yet')).toHaveCount(0);
});
