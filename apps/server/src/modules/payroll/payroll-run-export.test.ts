import {
  type PagedResult,
  type PayslipDto,
  type PayslipListItemDto,
  payrollRunEndpoints as PR,
  payslipEndpoints as PS,
  pathOf,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { uniqueCode } from '../../test/helpers/payroll.ts';
import { payrollRunFiles } from '../../test/helpers/payroll-run-files.ts';
import { normaliseText, pdfText } from '../../test/helpers/pdf.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { maxRunPdfPayslips } from './payroll-run-export.service.ts';

type Reply = { statusCode: number; body: string; json: <T>() => T };
const ok = <T>(r: Reply): T => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
};
const errorOf = (r: Reply) => r.json<{ error: { code: string; message: string } }>().error;

let t: TestApp;
let acme: string;
let files: Awaited<ReturnType<typeof payrollRunFiles>>;
let run: {
  runId: string;
  name: string;
  employeeIds: string[];
  period: { startDate: string; endDate: string };
};
let surnames: string[];

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const download = (endpoint: typeof PR.export | typeof PR.pdf, id: string, language = 'en', token = acme) =>
  t.call(token, 'GET', pathOf(endpoint, { id }), undefined, { 'accept-language': language });

async function workbookOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}
/** A sheet's rows as plain values (the first cell is column A). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? null));
  });
  return rows;
}
const cents = (n: number) => Math.round(n * 100);

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  files = await payrollRunFiles(t, acme);
  surnames = ['Saleh', 'Haddad', 'Khoury'].map((s) => uniqueCode(s).replaceAll('_', ''));
  // Made out of name order: the files list them by name (Adam, Maya, Zaid).
  run = await files.makeRun([
    { name: 'Zaid', surname: surnames[2]!, baseSalary: '3333.33' },
    { name: 'Adam', surname: surnames[0]!, baseSalary: '1000.00' },
    { name: 'Maya', surname: surnames[1]!, baseSalary: '2000.50' },
  ]);
});
afterAll(() => t?.close());

async function payslipsOfRun(runId: string) {
  const list = ok<PagedResult<PayslipListItemDto>>(
    await t.call(acme, PS.list, { query: { runId, maxResultCount: 100 } as never }),
  );
  const full = await Promise.all(
    list.items.map(async (p) => ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: p.id } }))),
  );
  return full.sort((a, b) => a.employeeFullName.localeCompare(b.employeeFullName));
}

describe('the run as an Excel workbook', () => {
  it('has a row per payslip with a column per rule, the totals, the categories and the bank transfer', async () => {
    const r = await download(PR.export, run.runId);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe(xlsx);
    expect(r.headers['content-disposition']).toContain(
      `filename="payroll-run-${run.name}-${run.period.startDate}-${run.period.endDate}.xlsx"`,
    );
    const workbook = await workbookOf(r.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Payslips', 'Categories', 'Bank transfer']);

    const payslipSheet = workbook.getWorksheet('Payslips')!;
    // The first column is the payslip's number (PS-YYYY-NNNNNN); the rest as before.
    const numbered = rowsOf(payslipSheet);
    const rows = numbered.map((row) => row.slice(1));
    expect(numbered[0]![0]).toBe('Payslip no.');
    expect(numbered[4]![0]).toBeNull();
    const { ruleNames } = files;
    expect(rows[0]).toEqual([
      'Employee',
      'Department',
      'Job title',
      ruleNames.basic,
      ruleNames.housing,
      ruleNames.tax,
      ruleNames.gross,
      ruleNames.net,
      'Gross pay',
      'Deductions',
      'Net pay',
    ]);
    expect(rows).toHaveLength(1 + 3 + 1);
    // By name; Adam's month by hand: 1000 basic, 250 housing, 100 tax, 1250 gross, 1150 net.
    expect(rows.slice(1, 4).map((row) => row[0])).toEqual([
      `Adam ${surnames[0]}`,
      `Maya ${surnames[1]}`,
      `Zaid ${surnames[2]}`,
    ]);
    expect(rows[1]!.slice(1, 2)).toEqual([files.departmentName]);
    expect(rows[1]!.slice(3)).toEqual([1000, 250, 100, 1250, 1150, 1250, 100, 1150]);
    // Every amount as the payslip has it.
    const payslips = await payslipsOfRun(run.runId);
    payslips.forEach((p, i) => {
      const row = rows[i + 1]!;
      expect(numbered[i + 1]![0]).toBe(p.number);
      expect(p.number).toMatch(/^PS-\d{4}-\d{6}$/);
      expect(row[0]).toBe(p.employeeFullName);
      expect(row[2]).toBe(p.jobTitleName);
      const order = [
        files.codes.basic,
        files.codes.housing,
        files.codes.tax,
        files.codes.gross,
        files.codes.net,
      ];
      expect(row.slice(3, 8)).toEqual(
        order.map((code) => Number(p.payslipItems.find((x) => x.code === code)!.amount)),
      );
      expect(row.slice(8)).toEqual([Number(p.gross), Number(p.deductions), Number(p.net)]);
    });
    // The totals row is the sum of each column, to the cent.
    const total = rows[4]!;
    expect(total[0]).toBe('Total');
    for (let c = 3; c < 11; c++) {
      const sum = rows.slice(1, 4).reduce((s, row) => s + cents(row[c] as number), 0);
      expect(cents(total[c] as number), `column ${c}`).toBe(sum);
    }
    // Numbers formatted with the currency's two places.
    expect(payslipSheet.getRow(2).getCell(5).numFmt).toBe('#,##0.00');
    expect(payslipSheet.getRow(2).getCell(5).type).toBe(ExcelJS.ValueType.Number);

    const categories = rowsOf(workbook.getWorksheet('Categories')!);
    expect(categories[0]).toEqual(['Code', 'Category', 'Amount']);
    const byCode = Object.fromEntries(
      categories.slice(1).map((row) => [String(row[0]).toUpperCase(), row[2]]),
    );
    const columnTotal = (c: number) => total[c] as number;
    expect(byCode).toEqual({
      BASIC: columnTotal(3),
      ALW: columnTotal(4),
      DED: columnTotal(5),
      GROSS: columnTotal(6),
      NET: columnTotal(7),
    });

    const bank = rowsOf(workbook.getWorksheet('Bank transfer')!);
    expect(bank[0]).toEqual(['#', 'Employee', 'Department', 'Net pay']);
    expect(bank.slice(1, 4)).toEqual(
      payslips.map((p, i) => [i + 1, p.employeeFullName, p.departmentName, Number(p.net)]),
    );
    expect(bank[4]![1]).toBe('Total');
    expect(cents(bank[4]![3] as number)).toBe(payslips.reduce((s, p) => s + cents(Number(p.net)), 0));
  });

  it('is in Arabic for an Arabic reader, its sheets right to left', async () => {
    const r = await download(PR.export, run.runId, 'ar');
    expect(r.statusCode, r.body).toBe(200);
    const workbook = await workbookOf(r.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['قسائم الرواتب', 'الفئات', 'التحويل المصرفي']);
    for (const sheet of workbook.worksheets) expect(sheet.views[0]?.rightToLeft).toBe(true);
    const rows = rowsOf(workbook.worksheets[0]!).map((row) => row.slice(1));
    expect(rowsOf(workbook.worksheets[0]!)[0]![0]).toBe('رقم القسيمة');
    expect(rows[0]!.slice(0, 3)).toEqual(['الموظف', 'القسم', 'المسمى الوظيفي']);
    // A column per rule, headed by its Arabic name (kept on the payslip's lines).
    const { ruleNamesAr, codes } = files;
    expect(rows[0]!.slice(3, -3)).toEqual(
      (['basic', 'housing', 'tax', 'gross', 'net'] as const).map((k) => `${ruleNamesAr[k]} ${codes[k]}`),
    );
    expect(rows[0]!.slice(-3)).toEqual(['إجمالي الاستحقاقات', 'الاستقطاعات', 'صافي الراتب']);
    expect(rows[4]![0]).toBe('الإجمالي');
    expect(rowsOf(workbook.worksheets[2]!)[0]).toEqual(['#', 'الموظف', 'القسم', 'صافي الراتب']);
  });

  it('leaves out a cancelled payslip', async () => {
    const other = await files.makeRun([
      { name: 'Rami', surname: uniqueCode('Nassar').replaceAll('_', ''), baseSalary: '1000.00' },
      { name: 'Lina', surname: uniqueCode('Aziz').replaceAll('_', ''), baseSalary: '2000.00' },
    ]);
    const [lina] = await payslipsOfRun(other.runId);
    expect(lina!.employeeFullName).toMatch(/^Lina/);
    const cancelled = await t.call(acme, PS.cancel, {
      params: { id: lina!.id },
      body: { reason: 'Paid twice', concurrencyStamp: lina!.concurrencyStamp },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = rowsOf(
      (await workbookOf((await download(PR.export, other.runId)).rawPayload)).worksheets[0]!,
    ).map((row) => row.slice(1));
    expect(rows.slice(1).map((row) => String(row[0]).split(' ')[0])).toEqual(['Rami', 'Total']);
    expect(rows[2]!.slice(-1)).toEqual([1150]);
  });

  it('answers 404 for an unknown run and for another tenant’s', async () => {
    const unknown = await download(PR.export, crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('PayrollRun:NotFound');
    const other = await organisationApi(t).createTenant(
      uniqueCode('exportother').replaceAll('_', '').toLowerCase(),
    );
    expect((await download(PR.export, run.runId, 'en', other.token)).statusCode).toBe(404);
    expect((await download(PR.pdf, run.runId, 'en', other.token)).statusCode).toBe(404);
  });
});

describe('the run as one PDF', () => {
  it('has a page per payslip by name, in English and in Arabic', async () => {
    const r = await download(PR.pdf, run.runId);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain(
      `filename="payroll-run-${run.name}-${run.period.startDate}-${run.period.endDate}.pdf"`,
    );
    const { pages } = await pdfText(r.rawPayload);
    expect(pages).toHaveLength(3);
    const names = ['Adam', 'Maya', 'Zaid'].map((n, i) => `${n} ${surnames[i]}`);
    pages.forEach((page, i) => {
      expect(normaliseText(page.join(' '))).toContain(names[i]);
    });
    expect(normaliseText(pages[0]!.join(' '))).toContain('1,150.00');

    const arabic = await download(PR.pdf, run.runId, 'ar');
    expect(arabic.statusCode, arabic.body).toBe(200);
    const text = await pdfText(arabic.rawPayload);
    expect(text.pages).toHaveLength(3);
    for (const page of text.pages) {
      const arabicPage = normaliseText(page.join(' '));
      expect(arabicPage).toContain('قسيمة راتب');
      // The lines in the reader's language: the rules' Arabic names, not their English ones.
      expect(arabicPage).toContain(files.ruleNamesAr.housing);
      expect(arabicPage).not.toContain('Housing allowance');
      // The department the payslips kept, in Arabic.
      expect(arabicPage).toContain('ملفات الرواتب');
    }
    expect(normaliseText(pages[0]!.join(' '))).toContain('Housing allowance');
  });

  it(`refuses a run of more than ${maxRunPdfPayslips} payslips with a 422 that says what to do`, async () => {
    const big = await files.makeRun([
      { name: 'Omar', surname: uniqueCode('Big').replaceAll('_', ''), baseSalary: '1000.00' },
    ]);
    // Copies of its one payslip, as a run of thousands would have (the PDF reads nothing else of them).
    await t.db.ownerSql.query(
      `insert into payslips (id, tenant_id, employee_id, contract_id, job_title_id, department_id, start_date,
         end_date, state, run_id, currency_code, decimal_places, gross, deductions, net, inputs, items,
         employee_full_name, department_name_en, job_title_name_en, salary_structure_name_en, concurrency_stamp,
         number_year, number_seq)
       select gen_random_uuid(), tenant_id, gen_random_uuid(), contract_id, job_title_id, department_id, start_date,
         end_date, state, run_id, currency_code, decimal_places, gross, deductions, net, inputs, items,
         employee_full_name || ' ' || n, department_name_en, job_title_name_en, salary_structure_name_en, 's' || n,
         number_year, 100000000 + n
       from payslips, generate_series(1, ${maxRunPdfPayslips}) as n
       where run_id = $1`,
      [big.runId],
    );
    const r = await download(PR.pdf, big.runId);
    expect(r.statusCode, r.body).toBe(422);
    expect(errorOf(r)).toMatchObject({ code: 'PayrollRun:PdfTooLarge' });
    expect(errorOf(r).message).toContain(String(maxRunPdfPayslips + 1));
    expect(errorOf(r).message).toContain('Excel');
  });
});
