import {
  holidayEndpoints as H,
  type HolidayDto,
  type ImportResultDto,
  type PagedResult,
  TimePermissions,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cells, headersOf, importsApi, workbookOf } from '../../test/helpers/imports.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The holidays' import (issue 44 item 6), a declaration of the platform's import: template, dry run,
// per-row errors with the row's number and column, all or nothing, behind the create's permission, in
// the tenant's own data.

let t: TestApp;
let acme: string;
/** A tenant of its own, to show that one tenant's holidays never meet another's. */
let other: { id: string; name: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const tenant = await t.createTenant();
  other = { ...tenant, token: await t.login(tenant.name) };
});
afterAll(() => t?.close());

let serial = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${serial++}`;

const io = () => importsApi(t, H);
const template = (token = acme, language = 'en') => io().template(token, language);
/** The template of `language` filled with the rows (by header, * left out), as base64. */
const fileOf = (rows: Cells[], language = 'en', token = acme) => io().fileOf(token, rows, language);
const upload = (file: string, dryRun: boolean, token = acme, language = 'en') =>
  io().upload(token, file, dryRun, language);
const importOk = (file: string, dryRun: boolean, token = acme, language = 'en') =>
  io().importOk(token, file, dryRun, language);

async function named(token: string, filter: string, language = 'en') {
  const r = await t.call(token, H.list, {
    query: { filter, maxResultCount: 100 },
    headers: { 'accept-language': language },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<HolidayDto>>().items;
}

describe('the holidays’ import', () => {
  it('has a template in the reader’s language: names in both languages, dates, a Yes/No drop-down', async () => {
    const en = await workbookOf((await template()).rawPayload);
    const sheet = en.worksheets[0]!;
    expect(sheet.name).toBe('Holidays');
    expect(headersOf(en)).toEqual(['Name (English)', 'Name (Arabic)', 'From *', 'To', 'Every year']);
    expect(en.worksheets[1]!.getColumn(1).values.slice(1)).toEqual(['Every year', 'Yes', 'No']);
    const ar = await workbookOf((await template(acme, 'ar')).rawPayload);
    expect(ar.worksheets[0]!.name).toBe('العطل الرسمية');
    expect(ar.worksheets[0]!.views[0]?.rightToLeft).toBe(true);
    expect(String(ar.worksheets[0]!.getCell(1, 3).value)).toBe('من *');
  });

  it('answers what it would do on a dry run and writes nothing, then creates every row at once', async () => {
    const eid = unique('Import Eid');
    const national = unique('Import Day');
    const file = await fileOf([
      {
        'Name (English)': eid,
        'Name (Arabic)': `${eid} عيد`,
        From: new Date('2091-04-01'),
        To: '2091-04-03',
      },
      { 'Name (Arabic)': `${national} يوم`, From: '2091-09-01', 'Every year': 'Yes' },
    ]);
    const dry = await importOk(file, true);
    expect(dry).toMatchObject({ imported: false, total: 2, ready: 2, withErrors: 0, ignoredColumns: [] });
    expect(dry.rows.map((r) => [r.row, r.label, r.errors, r.id])).toEqual([
      [2, `${eid} (2091/04/01 – 2091/04/03)`, [], null],
      [3, `${national} يوم (2091/09/01)`, [], null],
    ]);
    expect(await named(acme, eid)).toEqual([]);

    const done = await importOk(file, false);
    expect(done).toMatchObject({ imported: true, ready: 2, withErrors: 0 });
    const [created] = await named(acme, eid);
    expect(created).toMatchObject({
      id: done.rows[0]!.id,
      name: eid,
      nameEn: eid,
      nameAr: `${eid} عيد`,
      from: '2091-04-01',
      to: '2091-04-03',
      isReOccurring: false,
    });
    // The reader's language: the Arabic name to an Arabic reader, the only name to every reader.
    expect((await named(acme, eid, 'ar'))[0]!.name).toBe(`${eid} عيد`);
    expect(await named(acme, national)).toMatchObject([
      { name: `${national} يوم`, nameEn: null, isReOccurring: true, to: '2091-09-01' },
    ]);
  });

  it('answers every error of every row under its column and row, and creates nothing, even when asked to', async () => {
    const taken = unique('Import Taken');
    await importOk(await fileOf([{ 'Name (English)': taken, From: '2092-01-10' }]), false);
    const fine = unique('Import Fine');
    const twice = unique('Import Twice');
    const file = await fileOf([
      { 'Name (English)': fine, From: '2092-02-01' },
      { From: '2092-02-02' },
      { 'Name (English)': unique('Import Bad'), From: '2092-02-30', 'Every year': 'often' },
      { 'Name (English)': unique('Import Back'), From: '2092-03-05', To: '2092-03-01' },
      { 'Name (English)': taken.toUpperCase(), From: '2092-01-10' },
      { 'Name (English)': twice, From: '2092-04-01', To: '2092-04-02' },
      { 'Name (English)': twice, From: '2092-04-02' },
      { 'Name (English)': 'x'.repeat(129), From: '2092-05-01' },
    ]);
    for (const dryRun of [true, false]) {
      const result = await importOk(file, dryRun);
      expect(result).toMatchObject({ imported: false, total: 8, ready: 2, withErrors: 6 });
      expect(result.rows.map((r) => [r.row, r.errors.map((e) => [e.column, e.code])])).toEqual([
        [2, []],
        [
          3,
          [
            ['Name (English)', 'Platform:NameRequired'],
            ['Name (Arabic)', 'Platform:NameRequired'],
          ],
        ],
        [
          4,
          [
            ['From *', 'Platform:ImportInvalidDate'],
            ['Every year', 'Platform:ImportInvalidBoolean'],
          ],
        ],
        [
          5,
          [
            ['From *', 'Time:InvalidFromDate'],
            ['To', 'Time:InvalidToDate'],
          ],
        ],
        [6, [['From *', 'Time:DuplicateHoliday']]],
        [7, []],
        [8, [['From *', 'Time:DuplicateHoliday']]],
        [9, [['Name (English)', 'Platform:ImportTextTooLong']]],
      ]);
      expect(result.rows[4]!.errors[0]!.message).toContain('2092/01/10');
    }
    expect(await named(acme, fine)).toEqual([]);
    expect(await named(acme, twice)).toEqual([]);
  });

  it('reads Arabic headers and values, and answers an Arabic reader in Arabic', async () => {
    const name = unique('عطلة');
    const result = await importOk(
      await fileOf(
        [
          { 'الاسم (بالعربية)': name, من: '2093-01-05', 'تتكرر سنوياً': 'نعم' },
          { من: '2093-02-01' },
          { 'الاسم (بالعربية)': unique('عطلة'), من: 'غدًا', إلى: '2093-03-01' },
        ],
        'ar',
      ),
      true,
      acme,
      'ar',
    );
    expect(result.rows[0]!.errors).toEqual([]);
    expect(result.rows[0]!.label).toBe(`${name} (2093/01/05)`);
    expect(result.rows[1]!.errors.map((e) => [e.column, e.message])).toEqual([
      ['الاسم (بالإنجليزية)', 'أدخل الاسم بالإنجليزية أو بالعربية أو بكلتيهما.'],
      ['الاسم (بالعربية)', 'أدخل الاسم بالإنجليزية أو بالعربية أو بكلتيهما.'],
    ]);
    expect(result.rows[2]!.errors.map((e) => [e.column, e.message])).toEqual([
      ['من *', '"غدًا" ليس تاريخًا. استخدم تاريخ Excel أو الصيغة yyyy-MM-dd.'],
    ]);
  });

  it('is one tenant’s: another tenant’s holiday of the same name and day is no duplicate', async () => {
    const name = unique('Import Shared');
    const row = [{ 'Name (English)': name, From: '2094-06-01' }];
    expect((await importOk(await fileOf(row), false)).imported).toBe(true);
    const theirs = await importOk(await fileOf(row, 'en', other.token), false, other.token);
    expect(theirs.imported).toBe(true);
    expect(await named(other.token, name)).toHaveLength(1);
    expect(await named(acme, name)).toHaveLength(1);
  });

  it('is refused with a clear message when the file is no workbook, has no rows or lacks a column', async () => {
    const code = async (file: string) => {
      const r = await upload(file, true);
      return [r.statusCode, r.json<{ error: { code: string } }>().error.code] as const;
    };
    expect(await code(Buffer.from('name,from\nEid,2026-01-01').toString('base64'))).toEqual([
      400,
      'Platform:ImportNotXlsx',
    ]);
    expect(await code(await fileOf([]))).toEqual([400, 'Platform:ImportNoRows']);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['Name (English)', 'To']);
    sheet.addRow(['Eid', '2026-01-01']);
    const noFrom = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const r = await upload(noFrom, true);
    expect(r.statusCode).toBe(400);
    expect(r.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'Platform:ImportMissingColumns',
      message: 'The first sheet has no column "From". Keep the header row of the template.',
    });
  });

  it('needs the holidays’ create permission for the template and the import', async () => {
    const reader = await t.userWith('acme', [TimePermissions.Holidays.Default]);
    const writer = await t.userWith('acme', [
      TimePermissions.Holidays.Default,
      TimePermissions.Holidays.Create,
    ]);
    const file = await fileOf([{ 'Name (English)': unique('Import Perm'), From: '2095-01-01' }]);
    expect((await t.call(reader.token, H.importTemplate, {})).statusCode).toBe(403);
    expect((await upload(file, true, reader.token)).statusCode).toBe(403);
    expect((await t.call(null, H.importTemplate, {})).statusCode).toBe(401);
    expect((await t.call(writer.token, H.importTemplate, {})).statusCode).toBe(200);
    expect((await upload(file, false, writer.token)).json<ImportResultDto>().imported).toBe(true);
  });
});
