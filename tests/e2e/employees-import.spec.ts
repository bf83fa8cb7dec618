import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support.ts';

const stamp = Date.now().toString().slice(-7);
const boss = `IMPB${stamp}`;
const report = `IMPR${stamp}`;

/** The template filled with two employees (the second managed by the first), or with an error. */
async function fill(templatePath: string, options: { badEmail?: boolean } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  const column = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => column.set(String(cell.value).replace(/ \*$/, ''), col));
  const rows = [
    { Name: 'Hadi', Surname: 'Imported', 'National number': boss, Gender: 'Male', Manager: null },
    { Name: 'Salma', Surname: 'Imported', 'National number': report, Gender: 'Female', Manager: boss },
  ];
  rows.forEach((row, i) => {
    const values: Record<string, ExcelJS.CellValue> = {
      ...row,
      "Father's name": 'Karim',
      "Mother's name": 'Huda',
      Status: 'Active',
      'Date of birth': new Date('1990-02-03'),
      'Marital status': 'Single',
      'Military service': 'Exempt',
      'Job title': 'Accountant',
      'E-mail': options.badEmail && i === 1 ? 'salma-at-mail' : null,
      'Emergency phone': '0999111222',
      'Emergency contact name': 'Karim Imported',
      'Emergency contact relationship': 'Father',
    };
    for (const [header, value] of Object.entries(values)) {
      const col = column.get(header);
      if (!col) throw new Error(`The template has no column ${header}`);
      sheet.getCell(i + 2, col).value = value;
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an HR officer imports employees from the Excel template, after seeing what it would do', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { tenant: 'acme', to: '/hr/employees' });
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import employees from Excel' });
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // The template, through the signed-in client.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('employees-import-template.xlsx');
  const template = await download.path();

  // A file with an error: the preview says which row and column, and Import stays disabled.
  const chooser = dialog.locator('input[type=file]');
  await chooser.setInputFiles({
    name: 'employees.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await fill(template, { badEmail: true }),
  });
  await expect(dialog.getByText('1 ready, 1 with errors')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Salma Imported/ })).toContainText(
    'E-mail: Please enter a valid e-mail address.',
  );
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // The corrected file: both ready, then imported.
  await chooser.setInputFiles({
    name: 'employees.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await fill(template),
  });
  await expect(dialog.getByText('2 ready, 0 with errors')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Hadi Imported/ })).toContainText('Ready');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 employees imported')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows them (refreshed), the manager set from the file's other row.
  await page.getByPlaceholder('Search by name or national number').fill('Imported');
  await expect(page.getByRole('row', { name: new RegExp(boss) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(report) })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(report) })
    .getByTestId('row-actions')
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.locator('form[id="employee-main"]')).toContainText('Hadi Imported');
});
