import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support.ts';

// Export and import on a list (issue 44, item 6), in the browser: the holidays' import dialog (template,
// dry run, import) and the list's export read back.

const tag = `Imp${Date.now().toString(36)}`;
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const holidays = [
  {
    nameEn: `${tag} Founders Day`,
    nameAr: `يوم المؤسسين ${tag}`,
    from: '2031-02-17',
    to: null,
    everyYear: 'Yes',
  },
  {
    nameEn: `${tag} Harvest break`,
    nameAr: `عطلة الحصاد ${tag}`,
    from: '2031-08-24',
    to: '2031-08-25',
    everyYear: 'No',
  },
];

/** The template's columns by header (a required one ends with " *"). */
function columnsOf(sheet: ExcelJS.Worksheet): Map<string, number> {
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columns.set(String(cell.value).replace(/ \*$/, ''), col));
  return columns;
}

/** The downloaded template filled with the two holidays. */
async function fill(templatePath: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  const column = columnsOf(sheet);
  holidays.forEach((h, i) => {
    const values: Record<string, ExcelJS.CellValue> = {
      'Name (English)': h.nameEn,
      'Name (Arabic)': h.nameAr,
      From: new Date(`${h.from}T00:00:00Z`),
      To: h.to ? new Date(`${h.to}T00:00:00Z`) : null,
      'Every year': h.everyYear,
    };
    for (const [header, value] of Object.entries(values)) {
      const col = column.get(header);
      if (!col) throw new Error(`The template has no column ${header}`);
      sheet.getCell(i + 2, col).value = value;
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file a click downloads, saved by the browser. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), path: await download.path() };
}

test('an HR officer imports holidays from the template after the dry run, then exports the list and reads it back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, { tenant: 'acme', userName: 'hr.manager', to: '/hr/holidays' });
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import holidays from Excel' });
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  // The template, filled with two rows.
  const template = await downloaded(page, () =>
    dialog.getByRole('button', { name: 'Download the template' }).click(),
  );
  expect(template.name).toBe('holidays-import-template.xlsx');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'holidays.xlsx',
    mimeType: xlsx,
    buffer: await fill(template.path),
  });

  // The dry run: both ready, nothing saved yet.
  await expect(dialog.getByText('2 ready, 0 with errors')).toBeVisible();
  for (const h of holidays)
    await expect(dialog.getByRole('row', { name: new RegExp(h.nameEn) })).toContainText('Ready');
  await importButton.click();
  await expect(page.getByText('2 rows imported')).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the list (refreshed), found by the search.
  await expect(page.getByRole('row').filter({ hasText: 'Labour Day' })).toHaveCount(1);
  await page.getByPlaceholder('Search by name').fill(tag);
  // The search applied (the export sends the list's filters): only the two are left.
  await expect(page.getByRole('row').filter({ hasText: 'Labour Day' })).toHaveCount(0);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: holidays[1]!.nameEn })).toContainText('2031/08/25');

  // The export of the list as filtered, read back: the header in English, the two rows.
  const exported = await downloaded(page, () =>
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  );
  expect(exported.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(exported.path);
  const sheet = workbook.worksheets[0]!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => {
    values.push((row.values as unknown[]).slice(1));
  });
  expect(values[0]).toEqual(['Name', 'From', 'To', 'Every year']);
  // The list's rows in its order (the latest first), the names in the reader's language.
  expect(values.slice(1).map((r) => r[0])).toEqual([holidays[1]!.nameEn, holidays[0]!.nameEn]);
  // Typed cells: dates are dates.
  expect(values[1]![1]).toBeInstanceOf(Date);
  expect((values[1]![2] as Date).toISOString().slice(0, 10)).toBe('2031-08-25');
});

test('the import dialog in Arabic reads right to left', async ({ page }) => {
  await signIn(page, { tenant: 'acme', userName: 'hr.manager', arabic: true, to: '/hr/holidays' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'استيراد' }).click();
  const dialog = page.getByRole('dialog', { name: 'استيراد العطل من Excel' });
  await expect(dialog.getByRole('button', { name: 'تنزيل القالب' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'اختيار الملف' })).toBeVisible();
  expect(await dialog.evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');
  // The Arabic template: its header row in Arabic.
  const template = await downloaded(page, () => dialog.getByRole('button', { name: 'تنزيل القالب' }).click());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template.path);
  expect([...columnsOf(workbook.worksheets[0]!).keys()]).toEqual([
    'الاسم (بالإنجليزية)',
    'الاسم (بالعربية)',
    'من',
    'إلى',
    'تتكرر سنوياً',
  ]);
});
