import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api, expectPhoneList, openAs, pick, signIn, test } from './support.ts';

/** An antd select by its accessible name (a required field's name starts with antd's "* " mark). */
const combobox = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) });

/** A small but real PDF: the server checks the file's content, not only its name. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

const nationalNumber = `E2E${Date.now().toString().slice(-8)}`;

test('an HR officer records an employee completely, then reopens and sees everything', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { tenant: 'acme', to: '/hr/employees' });
  await page.getByRole('button', { name: 'New employee' }).click();
  await expect(page).toHaveURL(/\/hr\/employees\/create$/);
  await expect(page.getByRole('heading', { name: 'New employee' })).toBeVisible();

  // Save is refused while any section is invalid, and every section shows its errors.
  await page.getByLabel('Phone number', { exact: true }).fill('12ab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Some fields are missing or not valid.', { exact: false })).toBeVisible();
  const main = page.locator('form[id="employee-main"]');
  await expect(main.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number. Example: 0999999999')).toBeVisible();
  const emergencyForm = page.locator('form[id="employee-emergency"]');
  await expect(emergencyForm.getByText('This field is required')).toHaveCount(3);
  await expect(page).toHaveURL(/\/hr\/employees\/create$/);

  // Main form.
  await page.getByLabel('Name', { exact: true }).fill('Nadia');
  await page.getByLabel('Surname').fill('Khoury');
  await page.getByLabel("Father's name").fill('Elias');
  await page.getByLabel("Mother's name").fill('Mona');
  await page.getByLabel('National number').fill(nationalNumber);
  await page.getByLabel('Date of birth').fill('1991/05/17');
  await page.getByLabel('Date of birth').press('Enter');
  await pick(combobox(page, 'Gender'), /^Female$/);
  await pick(combobox(page, 'Marital status'), /^Single$/);
  await pick(combobox(page, 'Military service'), /^Undefined$/);
  await pick(combobox(page, 'Job title'), 'Accountant', 'Accountant');
  await pick(combobox(page, 'Manager'), 'John Smith', 'John');

  // The user: a new one, made in the 600 px dialog and selected at once.
  await page.getByRole('button', { name: 'New user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'New user' });
  await userDialog.getByLabel('User name').fill('nadia.khoury');
  await userDialog.getByLabel('E-mail address').fill('nadia.khoury@acme.example');
  await userDialog.getByLabel('Password').fill('Nadia-pass1');
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(userDialog).toBeHidden();
  await expect(page.locator('form[id="employee-main"]')).toContainText('nadia.khoury');

  // Contact and emergency contact.
  await page.getByLabel('E-mail', { exact: true }).fill('nadia@mail.example');
  await page.getByLabel('Phone number', { exact: true }).fill('0944556677');
  await page.getByLabel('Emergency phone').fill('0933221100');
  await page.getByLabel('Contact name').fill('Elias Khoury');
  await page.getByLabel('Relationship').fill('Father');

  // An extra field value (the demo fields of acme).
  await page.getByLabel('Hire source').fill('Referral');

  // An attachment, uploaded now and bound to the employee when it is saved.
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload attachment' });
  await pick(combobox(upload, 'Type'), 'National ID');
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'id-card.pdf', mimeType: 'application/pdf', buffer: pdf });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('row', { name: /id-card\.pdf/ })).toContainText('Not saved yet');

  await page.getByRole('button', { name: 'Save' }).click();
  // (The new user's own message may still be showing.)
  await expect(page.getByText('Created successfully').last()).toBeVisible();
  await expect(page).toHaveURL(/\/hr\/employees$/);

  // The list finds it; the row shows the list's columns.
  await page.getByPlaceholder('Search by name or national number').fill(nationalNumber);
  const row = page.getByRole('row', { name: new RegExp(nationalNumber) });
  await expect(row).toContainText('Nadia');
  await expect(row).toContainText('Khoury');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Accountant');
  await expect(page.getByRole('row')).toHaveCount(2);

  // Export to Excel: the rows the list shows (the search applies), through the signed-in client.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(2);
  expect([sheet.getCell(2, 1).value, sheet.getCell(2, 5).value]).toEqual(['Nadia', nationalNumber]);

  // Reopen: everything is there.
  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit employee — Nadia Khoury' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nadia');
  await expect(page.getByLabel('National number')).toHaveValue(nationalNumber);
  await expect(page.getByLabel('Date of birth')).toHaveValue('1991/05/17');
  await expect(main).toContainText('Female');
  await expect(main).toContainText('Accountant');
  await expect(main).toContainText('John Smith');
  await expect(main).toContainText('nadia.khoury');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('nadia@mail.example');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('0944556677');
  await expect(page.getByLabel('Emergency phone')).toHaveValue('0933221100');
  await expect(page.getByLabel('Contact name')).toHaveValue('Elias Khoury');
  await expect(page.getByLabel('Relationship')).toHaveValue('Father');
  await expect(page.getByLabel('Hire source')).toHaveValue('Referral');
  const attachment = page.getByRole('row', { name: /id-card\.pdf/ });
  await expect(attachment).toContainText('National ID');
  await expect(attachment).not.toContainText('Not saved yet');

  // An edit keeps the rest.
  await page.getByLabel('Work phone number').fill('0112223344');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await page.getByPlaceholder('Search by name or national number').fill(nationalNumber);
  // The search answers after its debounce: act on the filtered list, not on the rows it replaces.
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByLabel('Work phone number')).toHaveValue('0112223344');
  await expect(page.getByLabel('Hire source')).toHaveValue('Referral');

  // The status column filters on the server.
  await page.getByRole('button', { name: 'Back to the list' }).first().click();
  await page.getByRole('columnheader', { name: 'Status' }).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Inactive' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  const body = page.locator('.ant-table-tbody');
  await expect(body.getByText('Inactive', { exact: true }).first()).toBeVisible();
  await expect(body.getByText('Active', { exact: true })).toHaveCount(0);
});

test('the employee page in Arabic: right to left, Arabic labels and messages', async ({ page }) => {
  await signIn(page, { tenant: 'acme', arabic: true, to: '/hr/employees' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.ant-card-head-title').first()).toHaveText('الموظفون');
  await expect(page.getByRole('columnheader', { name: 'الرقم الوطني' })).toBeVisible();

  await page.getByRole('button', { name: 'موظف جديد' }).click();
  await expect(page.getByRole('heading', { name: 'موظف جديد' })).toBeVisible();
  await expect(page.getByText('المعلومات الأساسية')).toBeVisible();
  await expect(page.getByText('جهة الاتصال في حالات الطوارئ')).toBeVisible();
  await expect(page.getByLabel('اسم الأب')).toBeVisible();
  await page.getByLabel('هاتف الطوارئ').fill('123');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('يرجى إدخال رقم هاتف صحيح. مثال: 0999999999')).toBeVisible();
  await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  await expect(page.locator('.ant-form-rtl').first()).toBeAttached();

  // An existing employee, in Arabic.
  await page.goto('/hr/employees');
  await page.getByPlaceholder('ابحث بالاسم أو الرقم الوطني').fill('لينا');
  const row = page.getByRole('row', { name: /لينا/ });
  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'تعديل' }).click();
  await expect(page.getByRole('heading', { name: 'تعديل الموظف — لينا صالح' })).toBeVisible();
  await expect(page.getByLabel('الاسم', { exact: true })).toHaveValue('لينا');
  await expect(page.locator('form[id="employee-main"]')).toContainText('أنثى');
});

test('in Arabic on a phone: the employees list holds one employee a row, and its status filter works', async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL, 'hr.manager', { phone: true, arabic: true });
  const inactive = await api<{ items: Array<{ name: string; surname: string; nationalNumber: string }> }>(
    page,
    'GET',
    '/api/app/employee?status=1&maxResultCount=5',
  );
  expect(inactive.items.length).toBeGreaterThan(0);
  const [first] = inactive.items;

  await page.goto('/hr/employees');
  const table = await expectPhoneList(page, 'الموظف');

  // Sorted with the select (the one column has no header to sort by), and the order kept on the next page.
  const byNumber = async (order: 'asc' | 'desc', skip: number) =>
    (
      await api<{ items: Array<{ nationalNumber: string }> }>(
        page,
        'GET',
        `/api/app/employee?sorting=nationalNumber%20${order}&skipCount=${skip}&maxResultCount=1`,
      )
    ).items[0]!.nationalNumber;
  const firstRow = table.getByRole('row').nth(1);
  await pick(page.getByRole('combobox', { name: 'ترتيب حسب' }), /^الرقم الوطني، تنازليًا$/);
  await expect(firstRow).toContainText(await byNumber('desc', 0));
  await page.getByTitle('الصفحة التالية').click();
  await expect(firstRow).toContainText(await byNumber('desc', 10));
  // Another order starts again from the first page.
  await pick(page.getByRole('combobox', { name: 'ترتيب حسب' }), /^الرقم الوطني، تصاعديًا$/);
  await expect(firstRow).toContainText(await byNumber('asc', 0));

  await table.getByRole('columnheader', { name: 'الموظف' }).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'غير فعّال' }).click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  const row = table.getByRole('row').filter({ hasText: first!.nationalNumber });
  await expect(row).toContainText(`${first!.name} ${first!.surname}`);
  await expect(row).toContainText('غير فعّال');
  await expect(table.getByRole('row').filter({ hasText: /^(?!.*غير فعّال).*فعّال/ })).toHaveCount(0);
});
