import {
  type EmployeeImportResultDto,
  EmployeesPermissions,
  featureEndpoints,
  employeeImportEndpoints as I,
  jobTitleEndpoints,
  maxEmployeeImportRows,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody, employeesApi, nextNationalNumber } from '../../test/helpers/employees.ts';
import { type Cells, importsApi, workbookOf } from '../../test/helpers/imports.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof employeesApi>;
let admin: string;
/** A job title of acme with a name no other job title has. */
const jobTitle = `Import clerk ${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  api = employeesApi(t);
  admin = await t.login('acme');
  await api.createJobTitle(admin, jobTitle);
});
afterAll(() => t?.close());

const io = () => importsApi(t, I);
const template = (token = admin, language = 'en') => io().template(token, language);

/** A valid row: only the required columns (English headers, as the template's without the *). */
const goodRow = (changes: Cells = {}): Cells => ({
  Name: 'Rana',
  Surname: 'Khoury',
  "Father's name": 'Fadi',
  "Mother's name": 'Hala',
  'National number': nextNationalNumber(),
  Gender: 'Female',
  Status: 'Active',
  'Marital status': 'Single',
  'Military service': 'Exempt',
  'Job title': jobTitle,
  'Emergency phone': '0999111222',
  'Emergency contact name': 'Fadi Khoury',
  'Emergency contact relationship': 'Father',
  ...changes,
});

/** The template of `language` filled with the rows (by header, * left out; other headers added), as base64. */
const fileOf = (rows: Cells[], language = 'en') => io().fileOf(admin, rows, language, { addColumns: true });
const upload = (file: string, dryRun: boolean, token = admin, language = 'en') =>
  io().upload(token, file, dryRun, language);
const importOk = (file: string, dryRun: boolean, language = 'en') =>
  io().importOk<EmployeeImportResultDto>(admin, file, dryRun, language);

/** The live employees of acme with the national number (0 or 1). */
async function countWith(nationalNumber: string) {
  return (await api.list(admin, `?filter=${encodeURIComponent(nationalNumber)}`)).totalCount;
}

describe('the import template', () => {
  it('has a column per field of the create form, required ones marked, and drop-downs of valid values', async () => {
    const r = await template();
    expect(r.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(r.headers['content-disposition']).toContain('employees-import-template.xlsx');
    const workbook = await workbookOf(r.rawPayload);
    const [sheet, lists] = workbook.worksheets;
    expect(sheet!.name).toBe('Employees');
    const headers = (sheet!.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 20)).toEqual([
      'Name *',
      'Surname *',
      "Father's name *",
      "Mother's name *",
      'National number *',
      'Gender *',
      'Status *',
      'Date of birth',
      'Marital status *',
      'Military service *',
      'Job title *',
      'Manager',
      'User name',
      'E-mail',
      'Work e-mail',
      'Phone number',
      'Work phone number',
      'Emergency phone *',
      'Emergency contact name *',
      'Emergency contact relationship *',
    ]);
    // acme's extra fields of employees follow, optional.
    expect(headers).toContain('Blood type');
    // Enumerations and the tenant's job titles are listed, and the cells take them from a drop-down.
    const listed = (lists!.getSheetValues() as unknown[][]).flat();
    for (const value of ['Female', 'Male', 'Active', 'Inactive', 'Married', 'Active duty', jobTitle, 'O+'])
      expect(listed).toContain(value);
    const gender = sheet!.getCell('F2').dataValidation;
    expect(gender.type).toBe('list');
    expect(gender.formulae[0]).toMatch(/^'Lists'!\$[A-Z]+\$2:\$[A-Z]+\$\d+$/);
    expect(sheet!.getCell('K500').dataValidation.type).toBe('list');
  });

  it('speaks Arabic, right to left, to an Arabic reader', async () => {
    const r = await template(admin, 'ar');
    const workbook = await workbookOf(r.rawPayload);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('الموظفون');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getCell(1, 1).value).toBe('الاسم *');
    expect((workbook.worksheets[1]!.getSheetValues() as unknown[][]).flat()).toContain('أنثى');
  });
});

describe('an import', () => {
  it('answers what it would do on a dry run, writes nothing, then creates every row, managers first', async () => {
    const boss = nextNationalNumber();
    const report = nextNationalNumber();
    const file = await fileOf([
      // The manager is the next row: it is created first.
      goodRow({
        'National number': report,
        Name: 'Omar',
        Manager: boss,
        'Date of birth': new Date('1991-03-04'),
      }),
      goodRow({
        'National number': boss,
        Name: 'Nour',
        Surname: 'Saleh',
        'Date of birth': '1980/7/9',
        'E-mail': { text: 'nour@mail.example', hyperlink: 'mailto:nour@mail.example' },
        'Phone number': '0944 123 456',
        'User name': null,
        'Blood type': 'A+',
        'Children count': 2,
      }),
    ]);
    const dry = await importOk(file, true);
    expect(dry).toMatchObject({ imported: false, total: 2, ready: 2, withErrors: 0 });
    expect(dry.rows.map((r) => [r.row, r.name, r.nationalNumber, r.errors, r.id])).toEqual([
      [2, 'Omar Khoury', report, [], null],
      [3, 'Nour Saleh', boss, [], null],
    ]);
    expect(await countWith(boss)).toBe(0);
    expect(await countWith(report)).toBe(0);

    const real = await importOk(file, false);
    expect(real).toMatchObject({ imported: true, total: 2, ready: 2, withErrors: 0 });
    const [omarId, nourId] = real.rows.map((r) => r.id!);
    const nour = await api.get(admin, nourId!);
    expect(nour).toMatchObject({
      name: 'Nour',
      surname: 'Saleh',
      nationalNumber: boss,
      gender: 1,
      employeeStatus: 0,
      dateOfBirth: '1980-07-09',
      maritalStatus: 1,
      militaryServiceStatus: 1,
      jobTitleName: jobTitle,
      managerId: null,
      contactInformation: { email: 'nour@mail.example', phoneNumber: '0944 123 456' },
      emergencyContactInformation: {
        emergencyPhone: '0999111222',
        contactName: 'Fadi Khoury',
        relationShip: 'Father',
      },
    });
    expect(Object.fromEntries(nour.extraFields.map((f) => [f.fieldName, f.value]))).toMatchObject({
      'Blood type': 'A+',
      'Children count': '2',
    });
    const omar = await api.get(admin, omarId!);
    expect(omar).toMatchObject({ managerId: nourId, managerName: 'Nour Saleh', dateOfBirth: '1991-03-04' });
  });

  it('answers every error of every row under its column, and creates nothing, even when asked to', async () => {
    const fine = nextNationalNumber();
    const rows = [
      goodRow({ 'National number': fine }),
      goodRow({
        Name: null,
        'E-mail': 'not an e-mail',
        'Date of birth': 'yesterday',
        Gender: 'Robot',
        'Job title': 'No such job',
        Manager: 'Nobody Known',
        'User name': 'no.such.user',
      }),
      goodRow({ 'Date of birth': new Date('2999-01-01'), 'Blood type': 'Z+' }),
      // A row stopped before the create still hears the create's rule of its date of birth.
      goodRow({ 'Date of birth': new Date('2999-01-01'), 'Job title': 'No such job' }),
    ];
    const file = await fileOf(rows);
    for (const dryRun of [true, false]) {
      const result = await importOk(file, dryRun);
      expect(result).toMatchObject({ imported: false, total: 4, ready: 1, withErrors: 3 });
      const [first, second, third, fourth] = result.rows;
      expect(first).toMatchObject({ row: 2, errors: [], id: null });
      expect(second!.row).toBe(3);
      expect(second!.errors.map((e) => [e.column, e.code])).toEqual([
        ['Name *', 'Employees:ImportValueRequired'],
        ['Gender *', 'Employees:ImportInvalidChoice'],
        ['Date of birth', 'Employees:ImportInvalidDate'],
        ['Job title *', 'Employees:ImportJobTitleNotFound'],
        ['User name', 'Employees:ImportUserNotFound'],
        ['Manager', 'Employees:ImportManagerNotFound'],
        ['E-mail', 'Employees:InvalidEmail'],
      ]);
      expect(second!.errors.find((e) => e.column === 'Gender *')!.message).toBe(
        '"Robot" is not one of: Undefined, Female, Male.',
      );
      expect(second!.errors.find((e) => e.column === 'Job title *')!.message).toBe(
        'There is no job title "No such job".',
      );
      // The create path's own rules: the date of birth (a field rule) and the extra field's options.
      expect(third!.errors.map((e) => [e.column, e.code])).toEqual([
        ['Date of birth', 'Employees:DateOfBirthInFuture'],
      ]);
      expect(fourth!.errors.map((e) => [e.column, e.code])).toEqual([
        ['Job title *', 'Employees:ImportJobTitleNotFound'],
        ['Date of birth', 'Employees:DateOfBirthInFuture'],
      ]);
      expect(await countWith(fine)).toBe(0);
    }
    // Once the date is right, the create path's next rule (the extra field's options) answers under its column.
    const bloodOnly = await importOk(await fileOf([goodRow({ 'Blood type': 'Z+' })]), true);
    expect(bloodOnly.rows[0]!.errors.map((e) => [e.column, e.code])).toEqual([
      ['Blood type', 'ExtraField:InvalidOption'],
    ]);
  });

  it('refuses managers of the file in a loop, and a row whose manager row cannot be imported', async () => {
    const [a, b, c] = [nextNationalNumber(), nextNationalNumber(), nextNationalNumber()];
    const result = await importOk(
      await fileOf([
        goodRow({ 'National number': a, Manager: b }),
        goodRow({ 'National number': b, Manager: a }),
        goodRow({ 'National number': c, Name: null }),
        goodRow({ Manager: c }),
      ]),
      true,
    );
    expect(result.rows.map((r) => r.errors.map((e) => [e.column, e.message]))).toEqual([
      [['Manager', 'The managers of rows 2, 3 report to each other in a loop.']],
      [['Manager', 'The managers of rows 2, 3 report to each other in a loop.']],
      [['Name *', 'A value is required.']],
      [['Manager', 'The manager is the employee of row 4, which cannot be imported.']],
    ]);
  });

  it('refuses duplicates within the file and national numbers already taken', async () => {
    const taken = nextNationalNumber();
    await importOk(await fileOf([goodRow({ 'National number': taken })]), false);
    const twice = nextNationalNumber();
    const result = await importOk(
      await fileOf([
        goodRow({ 'National number': twice }),
        goodRow({ 'National number': twice }),
        goodRow({ 'National number': taken }),
      ]),
      true,
    );
    expect(result.rows[1]!.errors).toEqual([
      {
        column: 'National number *',
        code: 'Employees:ImportDuplicateInFile',
        message: `Row 2 of the file has the same value "${twice}".`,
      },
    ]);
    expect(result.rows[2]!.errors).toEqual([
      {
        column: 'National number *',
        code: 'Employees:DuplicateNationalNumber',
        message: `Another employee already has the national number ${taken}.`,
      },
    ]);
  });

  it('refuses the same user twice in the file, and a user already linked to an employee', async () => {
    const result = await importOk(
      await fileOf([
        goodRow({ 'User name': 'admin' }),
        goodRow({ 'User name': 'ADMIN' }),
        goodRow({ 'User name': 'employee' }),
      ]),
      true,
    );
    expect(result.rows[0]!.errors).toEqual([]);
    expect(result.rows[1]!.errors.map((e) => [e.column, e.code])).toEqual([
      ['User name', 'Employees:ImportDuplicateInFile'],
    ]);
    // The demo user `employee` is Lina's.
    expect(result.rows[2]!.errors.map((e) => [e.column, e.code])).toEqual([
      ['User name', 'Employees:UserAlreadyLinked'],
    ]);
  });

  it("finds only the tenant's own job titles, managers and users", async () => {
    const other = await t.createTenant();
    const otherAdmin = await t.login(other.name);
    const foreignTitle = `Foreign title ${Date.now().toString(36)}`;
    const foreignJobTitle = await api.createJobTitle(otherAdmin, foreignTitle);
    const foreignNumber = nextNationalNumber();
    await api.create(otherAdmin, employeeBody(foreignJobTitle, { nationalNumber: foreignNumber }));
    const result = await importOk(
      await fileOf([goodRow({ 'Job title': foreignTitle, Manager: foreignNumber })]),
      true,
    );
    expect(result.rows[0]!.errors.map((e) => e.code)).toEqual([
      'Employees:ImportJobTitleNotFound',
      'Employees:ImportManagerNotFound',
    ]);
    // And the other tenant's template lists its own job title, not acme's.
    const theirs = await workbookOf((await template(otherAdmin)).rawPayload);
    const listed = (theirs.worksheets[1]!.getSheetValues() as unknown[][]).flat();
    expect(listed).toContain(foreignTitle);
    expect(listed).not.toContain(jobTitle);
  });

  it('takes Arabic labels and headers, and answers an Arabic reader in Arabic', async () => {
    const number = nextNationalNumber();
    const file = await fileOf(
      [
        {
          الاسم: 'ليلى',
          الكنية: 'حداد',
          'اسم الأب': 'نبيل',
          'اسم الأم': 'ريما',
          'الرقم الوطني': number,
          الجنس: 'أنثى',
          الحالة: 'فعّال',
          'الحالة الاجتماعية': 'متزوج',
          'الخدمة العسكرية': 'في الخدمة',
          'المسمى الوظيفي': jobTitle,
          'هاتف الطوارئ': '0999111222',
          'اسم جهة اتصال الطوارئ': 'نبيل حداد',
          'صلة قرابة جهة اتصال الطوارئ': 'الأب',
          'البريد الإلكتروني': 'خطأ',
        },
      ],
      'ar',
    );
    const refused = await importOk(file, true, 'ar');
    expect(refused.rows[0]!.errors).toEqual([
      {
        column: 'البريد الإلكتروني',
        code: 'Employees:InvalidEmail',
        message: 'يرجى إدخال بريد إلكتروني صحيح.',
      },
    ]);
    const fixed = await fileOf(
      [
        {
          ...goodRow({ 'National number': number }),
          Gender: 'أنثى',
          Status: 'غير فعّال',
          'Marital status': 'متزوج',
          'Military service': 'في الخدمة',
        },
      ],
      'en',
    );
    const done = await importOk(fixed, false, 'ar');
    expect(done.imported).toBe(true);
    expect(await api.get(admin, done.rows[0]!.id!)).toMatchObject({
      gender: 1,
      employeeStatus: 1,
      maritalStatus: 2,
      militaryServiceStatus: 4,
    });
  });

  it('reads a formula by its saved result, refuses one without, and ignores hostile header names', async () => {
    const number = nextNationalNumber();
    const result = await importOk(
      await fileOf([
        goodRow({
          'National number': { formula: `"${number}"`, result: number },
          ['__proto__']: 'x',
          constructor: 'y',
          polluted: 'z',
          Surname: { formula: 'A1&"x"' },
        } as Cells),
      ]),
      true,
    );
    expect(result.rows[0]!.nationalNumber).toBe(number);
    expect(result.rows[0]!.errors.map((e) => [e.column, e.code])).toEqual([
      ['Surname *', 'Employees:ImportFormulaWithoutValue'],
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(result.ignoredColumns).toEqual(['__proto__', 'constructor', 'polluted']);
  });

  it('names the columns it does not read, so that a misspelt one is seen before its cells are lost', async () => {
    const row = goodRow({ Notes: 'from the old system', 'Work emial': 'rana@example.com' });
    const result = await importOk(await fileOf([row]), true);
    expect(result.ready).toBe(1);
    expect(result.ignoredColumns).toEqual(['Notes', 'Work emial']);
    expect((await importOk(await fileOf([goodRow()]), true)).ignoredColumns).toEqual([]);
  });
});

describe("the plan's cap", () => {
  it('counts the rows before each one, as separate creates would', async () => {
    const acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    const current = (await api.list(admin, '?maxResultCount=1')).totalCount;
    const host = await t.login(null);
    const cap = (value: number) =>
      t.app.inject({
        method: 'PUT',
        url: `${featureEndpoints.update.path}?providerName=T&providerKey=${acmeId}`,
        headers: t.as(host),
        payload: { features: [{ name: 'HR.MaxEmployeeCount', value: String(value) }] },
      });
    expect((await cap(current + 1)).statusCode).toBe(204);
    try {
      const result = await importOk(await fileOf([goodRow(), goodRow()]), true);
      expect(result.rows.map((r) => r.errors)).toEqual([
        [],
        [
          {
            column: null,
            code: 'Employees:MaxEmployeeCountReached',
            message: `Your plan allows at most ${current + 1} employees. Ask your provider to raise the limit.`,
          },
        ],
      ]);
    } finally {
      await cap(0);
    }
  });
});

describe('a file that cannot be imported', () => {
  const code = async (file: string) => {
    const r = await upload(file, true);
    return [r.statusCode, r.json<{ error: { code: string; message: string } }>().error.code] as const;
  };

  it('is refused with a clear message when it is not an .xlsx workbook', async () => {
    const csv = Buffer.from('Name,Surname\nRana,Khoury\n').toString('base64');
    expect(await code(csv)).toEqual([400, 'Employees:ImportNotXlsx']);
    const r = await upload(csv, true);
    expect(r.json().error.message).toBe(
      'The file is not an Excel workbook (.xlsx). Download the template, fill it in and choose it again.',
    );
    expect(await code('not base64!')).toEqual([400, 'Employees:ImportNotXlsx']);
    // A zip that is no workbook, and a workbook cut short.
    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex').toString('base64');
    expect(await code(zip)).toEqual([400, 'Employees:ImportNotXlsx']);
    const good = Buffer.from(await fileOf([goodRow()]), 'base64');
    expect(await code(good.subarray(0, good.length - 100).toString('base64'))).toEqual([
      400,
      'Employees:ImportNotXlsx',
    ]);
  });

  it('is refused when it has more rows than one import takes, or none', async () => {
    const many = await fileOf(Array.from({ length: maxEmployeeImportRows + 1 }, () => goodRow()));
    expect(await code(many)).toEqual([400, 'Employees:ImportTooManyRows']);
    expect(await code(await fileOf([]))).toEqual([400, 'Employees:ImportNoRows']);
  });

  it('is refused before it is read when it unpacks to more than the bound (a zip bomb)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employees');
    sheet.getRow(1).values = ['Name'];
    const filler = 'a'.repeat(30_000);
    // Distinct texts, so that the shared strings cannot fold them into one.
    for (let r = 2; r < 800; r++) sheet.getCell(r, 2).value = `${r}${filler}`;
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    expect(await code(bytes.toString('base64'))).toEqual([400, 'Employees:ImportFileTooLarge']);
  });

  it('reads the rows a sheet holds, however far down the last one is', async () => {
    const workbook = await workbookOf(Buffer.from(await fileOf([goodRow()]), 'base64'));
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(1_048_576).values = (sheet.getRow(2).values as ExcelJS.CellValue[]).map((v, i) =>
      i === 5 ? nextNationalNumber() : v,
    );
    const file = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const started = Date.now();
    const result = await importOk(file, true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [1_048_576, []],
    ]);
  });

  it('is refused when a required column is missing', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['Name', 'Surname']);
    workbook.worksheets[0]!.addRow(['Rana', 'Khoury']);
    const r = await upload(Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'), true);
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('Employees:ImportMissingColumns');
    expect(r.json().error.message).toContain('"National number"');
  });
});

describe('access', () => {
  it('needs HR.Employees.Create for the template and the import', async () => {
    const reader = await t.userWith('acme', [EmployeesPermissions.Employees.Default]);
    expect((await t.call(reader.token, I.template)).statusCode).toBe(403);
    expect((await upload(await fileOf([goodRow()]), true, reader.token)).statusCode).toBe(403);
    const creator = await t.userWith('acme', [
      EmployeesPermissions.Employees.Default,
      EmployeesPermissions.Employees.Create,
    ]);
    expect((await t.call(creator.token, I.template)).statusCode).toBe(200);
    expect((await upload(await fileOf([goodRow()]), true, creator.token)).statusCode).toBe(200);
    // Job titles are read for the import without the organisation module's read policy.
    expect((await t.call(creator.token, jobTitleEndpoints.list, { query: {} })).statusCode).toBe(403);
  });
});
