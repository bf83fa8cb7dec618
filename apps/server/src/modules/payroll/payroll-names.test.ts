import {
  departmentEndpoints,
  formulaTryEndpoints,
  type PagedResult,
  type PayrollRunDto,
  type PayslipDto,
  type PayslipListItemDto,
  payrollRunEndpoints as PR,
  payslipEndpoints as PS,
  pathOf,
  salaryRuleEndpoints as R,
  salaryStructureEndpoints as S,
  type SalaryRuleDto,
  type SalaryStructureDto,
  salaryRuleCategoryEndpoints,
} from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { workbookRows } from '../../test/helpers/imports.ts';
import { uniqueCode } from '../../test/helpers/payroll.ts';
import { payrollRunFiles } from '../../test/helpers/payroll-run-files.ts';
import { normaliseText, pdfText } from '../../test/helpers/pdf.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleInputs } from './formula/index.ts';
import { demoStructureName, demoStructureNameAr } from './payroll.seed.ts';
import { payslips } from './payroll.tables.ts';

// Salary rules and structures named in English and in Arabic (issue 44, item 5): each reader sees her
// language's name (the other when hers is empty), searches find either, lists sort by the name shown, the
// spec's single `name` is the name in the request's language; payslip lines keep both names of their rule
// and show the reader's, a line made before them shows its one name in both.
type Reply = { statusCode: number; body: string; json: <T>() => T };
const ok = <T>(r: Reply, status = 200): T => {
  expect(r.statusCode, r.body).toBe(status);
  return r.json<T>();
};
const ar: Record<string, string> = { 'accept-language': 'ar' };
const en: Record<string, string> = { 'accept-language': 'en' };

let t: TestApp;
let acme: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const categories = ok<PagedResult<{ id: string; code: string }>>(
    await t.call(acme, salaryRuleCategoryEndpoints.list, { query: { maxResultCount: 100 } as never }),
  ).items;
  categoryId = categories.find((c) => c.code === 'ALW')!.id;
});
afterAll(() => t?.close());

async function createRule(body: Record<string, unknown>, headers = en) {
  const code = uniqueCode('NAMED');
  const id = ok<string>(
    await t.call(acme, R.create, {
      body: { code, categoryId, valueFixedAmount: '10', ...body } as never,
      headers,
    }),
  );
  return { id, code };
}
const getRule = async (id: string, headers = en) =>
  ok<SalaryRuleDto>(await t.call(acme, R.get, { params: { id }, headers }));
const rules = async (query: Record<string, unknown>, headers = en) =>
  ok<PagedResult<SalaryRuleDto>>(
    await t.call(acme, R.list, { query: { maxResultCount: 1000, ...query } as never, headers }),
  ).items;

describe('salary rules in two languages', () => {
  it('the demo rules read clean in each language, with both values for the form', async () => {
    const [basic] = (await rules({ filter: 'Basic salary' })).filter((r) => r.code === 'BASIC');
    expect(basic).toMatchObject({ name: 'Basic salary', nameEn: 'Basic salary', nameAr: 'الراتب الأساسي' });
    expect((await getRule(basic!.id, ar)).name).toBe('الراتب الأساسي');
    // Found by its Arabic name from an English screen, and the other way round.
    expect((await rules({ filter: 'الراتب الأساسي' }, en)).map((r) => r.code)).toContain('BASIC');
    expect((await rules({ filter: 'basic SALARY' }, ar)).map((r) => r.code)).toContain('BASIC');
  });

  it('shows the other language when the reader’s is empty; the spec’s name is the request language’s', async () => {
    const onlyArabic = await createRule({ nameAr: 'بدل الوجبة' });
    expect(await getRule(onlyArabic.id, en)).toMatchObject({ name: 'بدل الوجبة', nameEn: null });
    const spec = await createRule({ name: 'بدل الهاتف' }, ar);
    expect(await getRule(spec.id, en)).toMatchObject({
      name: 'بدل الهاتف',
      nameEn: null,
      nameAr: 'بدل الهاتف',
    });
    // An update by the spec's single name in English keeps the Arabic one.
    const read = await getRule(spec.id);
    const { nameEn: _en, nameAr: _ar, ...specShape } = read;
    const updated = ok<SalaryRuleDto>(
      await t.call(acme, R.update, {
        params: { id: spec.id },
        body: { ...specShape, name: 'Phone allowance' } as never,
        headers: en,
      }),
    );
    expect(updated).toMatchObject({
      name: 'Phone allowance',
      nameEn: 'Phone allowance',
      nameAr: 'بدل الهاتف',
    });
    expect((await getRule(spec.id, ar)).name).toBe('بدل الهاتف');
    // No name in either language: a 400 on both fields.
    const none = await t.call(acme, R.create, {
      body: { code: uniqueCode('NONAME'), categoryId, valueFixedAmount: '1', nameEn: ' ', nameAr: null },
    });
    expect(none.statusCode, none.body).toBe(400);
    const members = none
      .json<{ error: { validationErrors: Array<{ members: string[] }> } }>()
      .error.validationErrors.map((e) => e.members[0]);
    expect(members.sort()).toEqual(['nameAr', 'nameEn']);
  });

  it('sorts by the name the reader sees', async () => {
    const tag = uniqueCode('Z');
    await createRule({ nameEn: `${tag} Alpha`, nameAr: `${tag} ياء` });
    await createRule({ nameEn: `${tag} Beta`, nameAr: `${tag} ألف` });
    const names = async (headers: Record<string, string>) =>
      (await rules({ filter: tag, sorting: 'name asc' }, headers)).map((r) => r.name);
    expect(await names(en)).toEqual([`${tag} Alpha`, `${tag} Beta`]);
    expect(await names(ar)).toEqual([`${tag} ألف`, `${tag} ياء`]);
  });

  it('“Try formula” names the lines in the reader’s language', async () => {
    const [basic] = (await rules({ filter: 'Basic salary' })).filter((r) => r.code === 'BASIC');
    const r = await t.call(acme, formulaTryEndpoints.tryStructure, {
      body: { structureRules: [{ ruleId: basic!.id, sequence: 1 }], inputs: sampleInputs() } as never,
      headers: ar,
    });
    const result = ok<{ lines: Array<{ code: string; name: string }> }>(r);
    expect(result.lines[0]).toMatchObject({ code: 'BASIC', name: 'الراتب الأساسي' });
  });
});

describe('salary structures in two languages', () => {
  it('reads the demo structure and its rules in the reader’s language, searched in either', async () => {
    const [english] = ok<PagedResult<SalaryStructureDto>>(
      await t.call(acme, S.list, { query: { filter: demoStructureNameAr } as never, headers: en }),
    ).items;
    expect(english).toMatchObject({
      name: demoStructureName,
      nameEn: demoStructureName,
      nameAr: demoStructureNameAr,
    });
    expect(english!.structureRules[0]!.ruleName).toBe('Basic salary');
    const arabic = ok<SalaryStructureDto>(
      await t.call(acme, S.get, { params: { id: english!.id }, headers: ar }),
    );
    expect(arabic.name).toBe(demoStructureNameAr);
    expect(arabic.structureRules[0]!.ruleName).toBe('الراتب الأساسي');
  });

  it('keeps each language’s name unique among the live structures, whatever its case', async () => {
    const { id: ruleId } = await createRule({ nameEn: 'Structure rule' });
    const body = (names: Record<string, unknown>) => ({
      ...names,
      structureRules: [{ ruleId, sequence: 1 }],
    });
    const tag = uniqueCode('Weekly');
    const created = ok<string>(
      await t.call(acme, S.create, { body: body({ nameEn: `${tag} pay`, nameAr: `راتب ${tag}` }) as never }),
    );
    const sameArabic = await t.call(acme, S.create, {
      body: body({ nameEn: `${tag} other`, nameAr: `راتب ${tag}` }) as never,
      headers: ar,
    });
    expect(sameArabic.statusCode, sameArabic.body).toBe(422);
    expect(sameArabic.json<{ error: { code: string } }>().error.code).toBe('SalaryStructure:DuplicateName');
    const sameEnglish = await t.call(acme, S.create, {
      body: body({ nameEn: `${tag.toUpperCase()} PAY` }) as never,
    });
    expect(sameEnglish.json<{ error: { code: string } }>().error.code).toBe('SalaryStructure:DuplicateName');
    // A name in one language only is enough; the other shows.
    const onlyEnglish = ok<string>(
      await t.call(acme, S.create, { body: body({ nameEn: `${tag} only` }) as never }),
    );
    expect(
      ok<SalaryStructureDto>(await t.call(acme, S.get, { params: { id: onlyEnglish }, headers: ar })).name,
    ).toBe(`${tag} only`);
    expect(created).toBeTruthy();
  });
});

describe('payslip lines in two languages', () => {
  it('keep both names of their rule and show the reader’s, on screen and in the PDF', async () => {
    const files = await payrollRunFiles(t, acme);
    const run = await files.makeRun([
      { name: 'Nadia', surname: uniqueCode('Saleh').replaceAll('_', ''), baseSalary: '1000.00' },
    ]);
    const list = ok<PagedResult<{ id: string }>>(
      await t.call(acme, PS.list, { query: { runId: run.runId } as never }),
    ).items;
    const id = list[0]!.id;
    const english = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id }, headers: en }));
    const housing = english.payslipItems.find((i) => i.code === files.codes.housing)!;
    expect(housing).toMatchObject({
      name: files.ruleNames.housing,
      nameEn: files.ruleNames.housing,
      nameAr: `${files.ruleNamesAr.housing} ${files.codes.housing}`,
    });
    const arabic = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id }, headers: ar }));
    expect(arabic.payslipItems.find((i) => i.code === files.codes.housing)!.name).toBe(housing.nameAr);

    // Renaming the rule later does not change the payslip: a document keeps what it said.
    const rule = (await rules({ filter: files.codes.housing })).find((r) => r.code === files.codes.housing)!;
    ok(
      await t.call(acme, R.update, {
        params: { id: rule.id },
        body: { ...rule, nameEn: 'Renamed housing', nameAr: 'سكن معدل' } as never,
      }),
    );
    const again = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id }, headers: ar }));
    expect(again.payslipItems.find((i) => i.code === files.codes.housing)!.name).toBe(housing.nameAr);

    // The PDF in the reader's language, read back.
    const pdf = await t.call(acme, 'GET', pathOf(PS.pdf, { id }), undefined, ar);
    expect(pdf.statusCode).toBe(200);
    const text = normaliseText((await pdfText(pdf.rawPayload)).pages.flat().join(' '));
    expect(text).toContain(files.ruleNamesAr.housing);
    expect(text).not.toContain('Housing allowance');
    const englishPdf = await t.call(acme, 'GET', pathOf(PS.pdf, { id }), undefined, en);
    expect(normaliseText((await pdfText(englishPdf.rawPayload)).pages.flat().join(' '))).toContain(
      'Housing allowance',
    );
  });

  it('a line made before lines kept two names shows its one name in both languages', async () => {
    const files = await payrollRunFiles(t, acme);
    const run = await files.makeRun([
      { name: 'Omar', surname: uniqueCode('Old').replaceAll('_', ''), baseSalary: '900.00' },
    ]);
    const ctx = systemContext(files.tenantId);
    // The line as an older version wrote it: one `name`, no `nameEn` / `nameAr`.
    await t.db.transaction(ctx, async (tx) => {
      const [row] = await tx.select().from(payslips).where(eq(payslips.runId, run.runId));
      const items = (row!.items as Array<Record<string, unknown>>).map(
        ({ nameEn: _e, nameAr: _a, ...rest }) => ({
          ...rest,
          name: 'Old line name',
        }),
      );
      await tx.update(payslips).set({ items }).where(eq(payslips.id, row!.id));
    });
    const [slip] = ok<PagedResult<{ id: string }>>(
      await t.call(acme, PS.list, { query: { runId: run.runId } as never }),
    ).items;
    for (const headers of [en, ar]) {
      const read = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: slip!.id }, headers }));
      expect(read.payslipItems[0]).toMatchObject({
        name: 'Old line name',
        nameEn: 'Old line name',
        nameAr: 'Old line name',
      });
    }
  });
});

describe('payslip headers in two languages', () => {
  it('keep the department’s, job title’s and structure’s two names and show the reader’s everywhere', async () => {
    const files = await payrollRunFiles(t, acme);
    const { departmentNames: dept, structureNames: structure, jobTitleNames: job } = files;
    const employee = await t.userWith('acme', []);
    const surname = uniqueCode('Haddad').replaceAll('_', '');
    const run = await files.makeRun([{ name: 'Lina', surname, baseSalary: '1200.00', userId: employee.id }], {
      confirmed: true,
    });
    // Signed in after the link: the token names the employee.
    const employeeToken = await t.login('acme', employee.userName, '1q2w3E*');
    const [listed] = ok<PagedResult<PayslipListItemDto>>(
      await t.call(acme, PS.list, { query: { runId: run.runId } as never, headers: ar }),
    ).items;
    const id = listed!.id;
    // HR's list and payslip, in each reader's language.
    expect(listed).toMatchObject({
      departmentName: dept.nameAr,
      jobTitleName: expect.stringMatching(job.nameAr),
    });
    const english = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id }, headers: en }));
    expect(english).toMatchObject({
      departmentName: dept.nameEn,
      jobTitleName: expect.stringMatching(new RegExp(`^${job.nameEn} \\d+$`)),
      salaryStructureName: structure.nameEn,
    });
    const arabic = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id }, headers: ar }));
    expect(arabic).toMatchObject({
      departmentName: dept.nameAr,
      jobTitleName: expect.stringMatching(new RegExp(`^${job.nameAr} \\d+$`)),
      salaryStructureName: structure.nameAr,
    });
    // The employee's own payslip, in hers.
    const own = ok<PayslipDto>(await t.call(employeeToken, PS.ownGet, { params: { id }, headers: ar }));
    expect(own).toMatchObject({ departmentName: dept.nameAr, salaryStructureName: structure.nameAr });
    expect(
      ok<PayslipDto>(await t.call(employeeToken, PS.ownGet, { params: { id }, headers: en })).departmentName,
    ).toBe(dept.nameEn);

    // Renaming the department later does not change the payslip: a document keeps what it said.
    const deptId = ok<PagedResult<{ id: string }>>(
      await t.call(acme, departmentEndpoints.list, { query: { filter: dept.nameEn } as never }),
    ).items[0]!.id;
    const department = ok<Record<string, unknown>>(
      await t.call(acme, departmentEndpoints.get, { params: { id: deptId } }),
    );
    ok(
      await t.call(acme, departmentEndpoints.update, {
        params: { id: deptId },
        body: { ...department, nameEn: `${dept.nameEn} renamed`, nameAr: 'قسم آخر' } as never,
      }),
    );
    expect(ok<PayslipDto>(await t.call(acme, PS.get, { params: { id }, headers: ar })).departmentName).toBe(
      dept.nameAr,
    );

    // The PDF in Arabic, read back: the Arabic names, not the English ones; and the other way round.
    const pdf = async (headers: Record<string, string>, token = acme, endpoint = PS.pdf) => {
      const r = await t.call(token, 'GET', pathOf(endpoint, { id }), undefined, headers);
      expect(r.statusCode, r.body).toBe(200);
      return normaliseText((await pdfText(r.rawPayload)).pages.flat().join(' '));
    };
    const arabicPdf = await pdf(ar);
    // The Arabic words (a name's Latin tag may be reordered among them in a right-to-left line).
    expect(arabicPdf).toContain('ملفات الرواتب');
    expect(arabicPdf).toContain('وظيفة الرواتب');
    expect(arabicPdf).not.toContain('Run files');
    expect(arabicPdf).not.toContain('Run job');
    const englishPdf = await pdf(en);
    expect(englishPdf).toContain(dept.nameEn);
    expect(englishPdf).not.toContain('ملفات الرواتب');
    expect(await pdf(ar, employeeToken, PS.ownPdf)).toContain('ملفات الرواتب');

    // The run's workbook and the payslips' export: the reader's names.
    const runBook = async (language: Record<string, string>) => {
      const r = await t.call(acme, 'GET', pathOf(PR.export, { id: run.runId }), undefined, language);
      expect(r.statusCode, r.body).toBe(200);
      return r.rawPayload;
    };
    const [arabicHeader, arabicRow] = await workbookRows(await runBook(ar));
    expect(arabicHeader!.slice(2, 4)).toEqual(['القسم', 'المسمى الوظيفي']);
    expect(arabicRow!.slice(2, 4)).toEqual([dept.nameAr, arabic.jobTitleName]);
    expect((await workbookRows(await runBook(ar), 'التحويل المصرفي'))[1]!.slice(1, 3)).toEqual([
      arabic.employeeFullName,
      dept.nameAr,
    ]);
    expect((await workbookRows(await runBook(en)))[1]!.slice(2, 4)).toEqual([
      dept.nameEn,
      english.jobTitleName,
    ]);
    const exported = await t.call(acme, 'GET', `${PS.exportExcel.path}?runId=${run.runId}`, undefined, ar);
    expect(exported.statusCode, exported.body).toBe(200);
    const [exportHeader, exportRow] = await workbookRows(exported.rawPayload);
    expect(exportHeader!.slice(2, 4)).toEqual(['القسم', 'المسمى الوظيفي']);
    expect(exportRow!.slice(2, 4)).toEqual([dept.nameAr, arabic.jobTitleName]);
  });

  it('a payslip kept one name when it was made: that name in both languages', async () => {
    const files = await payrollRunFiles(t, acme);
    const run = await files.makeRun([
      { name: 'Sami', surname: uniqueCode('Older').replaceAll('_', ''), baseSalary: '900.00' },
    ]);
    // As the migration leaves a payslip made before: its one name in both columns.
    await t.db.transaction(systemContext(files.tenantId), (tx) =>
      tx
        .update(payslips)
        .set({
          departmentNameEn: 'Old dept',
          departmentNameAr: 'Old dept',
          jobTitleNameEn: null,
          jobTitleNameAr: null,
          salaryStructureNameEn: null,
          salaryStructureNameAr: 'هيكل قديم',
        })
        .where(eq(payslips.runId, run.runId)),
    );
    const [slip] = ok<PagedResult<{ id: string }>>(
      await t.call(acme, PS.list, { query: { runId: run.runId } as never }),
    ).items;
    for (const headers of [en, ar])
      expect(ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: slip!.id }, headers }))).toMatchObject(
        {
          departmentName: 'Old dept',
          jobTitleName: null,
          // Only an Arabic name: shown to the English reader too.
          salaryStructureName: 'هيكل قديم',
        },
      );
  });
});

describe('the run’s department and the lines’ categories in two languages', () => {
  const allowances = { nameEn: 'Allowances', nameAr: 'البدلات' };

  it('keep both names at generation and show each reader hers: run, payslip, PDF, workbooks', async () => {
    const files = await payrollRunFiles(t, acme);
    const dept = files.departmentNames;
    // People of the files' department (their own run made the helper's way), then a run of that department
    // generated by the product in an Arabic request: what it stores must not be the generating language only.
    const hired = await files.makeRun([
      { name: 'Rana', surname: uniqueCode('Khalil').replaceAll('_', ''), baseSalary: '1500.00' },
    ]);
    const year = Number(hired.period.startDate.slice(0, 4));
    const departmentId = ok<PagedResult<{ id: string }>>(
      await t.call(acme, departmentEndpoints.list, { query: { filter: dept.nameEn } as never }),
    ).items[0]!.id;
    const runId = await t.services.payroll.runs.createAndRun(
      systemContext(files.tenantId, { language: 'ar' }),
      { name: uniqueCode('Dept run'), startDate: `${year}-12-01`, endDate: `${year}-12-31`, departmentId },
    );
    const run = async (headers: Record<string, string>) =>
      ok<PayrollRunDto>(await t.call(acme, PR.get, { params: { id: runId }, headers }));
    expect(await run(ar)).toMatchObject({ departmentId, departmentName: dept.nameAr, generated: 1 });
    expect((await run(en)).departmentName).toBe(dept.nameEn);
    const listed = ok<PagedResult<PayrollRunDto>>(
      await t.call(acme, PR.list, { query: { maxResultCount: 1000 } as never, headers: en }),
    ).items.find((r) => r.id === runId);
    expect(listed?.departmentName).toBe(dept.nameEn);

    // The category totals and the payslip's lines: the category's name in the reader's language.
    const totals = async (headers: Record<string, string>) =>
      ok<Array<{ categoryCode: string; categoryName: string }>>(
        await t.call(acme, PR.categoryTotals, { params: { id: runId }, headers }),
      ).find((c) => c.categoryCode === 'ALW')?.categoryName;
    expect(await totals(ar)).toBe(allowances.nameAr);
    expect(await totals(en)).toBe(allowances.nameEn);
    const [slip] = ok<PagedResult<{ id: string }>>(
      await t.call(acme, PS.list, { query: { runId } as never }),
    ).items;
    const line = async (headers: Record<string, string>) =>
      ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: slip!.id }, headers })).payslipItems.find(
        (i) => i.code === files.codes.housing,
      )!;
    expect((await line(en)).categoryName).toBe(allowances.nameEn);
    expect((await line(ar)).categoryName).toBe(allowances.nameAr);
    // The specification's line: the two kept names stay out of the answer.
    expect(Object.keys(await line(en))).not.toContain('categoryNameEn');

    // Renaming the department and the category later changes nothing issued.
    const department = ok<Record<string, unknown>>(
      await t.call(acme, departmentEndpoints.get, { params: { id: departmentId } }),
    );
    ok(
      await t.call(acme, departmentEndpoints.update, {
        params: { id: departmentId },
        body: { ...department, nameEn: `${dept.nameEn} renamed`, nameAr: 'قسم جديد' } as never,
      }),
    );
    const renameCategory = async (names: Record<string, string>) => {
      const category = ok<Record<string, unknown>>(
        await t.call(acme, salaryRuleCategoryEndpoints.get, { params: { id: categoryId } }),
      );
      return t.call(acme, salaryRuleCategoryEndpoints.update, {
        params: { id: categoryId },
        body: { ...category, ...names } as never,
      });
    };
    ok(await renameCategory({ nameEn: 'Extras', nameAr: 'إضافات' }));
    try {
      expect((await run(ar)).departmentName).toBe(dept.nameAr);
      expect(await totals(ar)).toBe(allowances.nameAr);
      expect((await line(ar)).categoryName).toBe(allowances.nameAr);
      expect((await line(en)).categoryName).toBe(allowances.nameEn);

      // The PDF in Arabic, read back: the category's Arabic name, not the English one; and the other way.
      const pdf = async (headers: Record<string, string>) => {
        const r = await t.call(acme, 'GET', pathOf(PS.pdf, { id: slip!.id }), undefined, headers);
        expect(r.statusCode, r.body).toBe(200);
        return normaliseText((await pdfText(r.rawPayload)).pages.flat().join(' '));
      };
      const arabicPdf = await pdf(ar);
      expect(arabicPdf).toContain(allowances.nameAr);
      expect(arabicPdf).not.toContain(allowances.nameEn);
      expect(arabicPdf).not.toContain('إضافات');
      expect(await pdf(en)).toContain(allowances.nameEn);

      // The run's workbook (its Categories sheet) and the runs' export, in the reader's language.
      const book = await t.call(acme, 'GET', pathOf(PR.export, { id: runId }), undefined, ar);
      expect(book.statusCode, book.body).toBe(200);
      const categoryRows = await workbookRows(book.rawPayload, 'الفئات');
      expect(categoryRows.find((r) => r[0] === 'ALW')?.[1]).toBe(allowances.nameAr);
      const englishBook = await t.call(acme, 'GET', pathOf(PR.export, { id: runId }), undefined, en);
      expect(
        (await workbookRows(englishBook.rawPayload, 'Categories')).find((r) => r[0] === 'ALW')?.[1],
      ).toBe(allowances.nameEn);
      const runs = await t.call(acme, 'GET', `${PR.exportExcel.path}?maxResultCount=1000`, undefined, ar);
      expect(runs.statusCode, runs.body).toBe(200);
      const [header, ...rows] = await workbookRows(runs.rawPayload);
      const column = header!.indexOf('القسم');
      expect(column).toBeGreaterThan(0);
      const runName = (await run(en)).name;
      expect(rows.find((r) => r[0] === runName)?.[column]).toBe(dept.nameAr);
    } finally {
      ok(await renameCategory(allowances));
    }
  });

  it('a line that kept one category name shows it in both languages', async () => {
    const files = await payrollRunFiles(t, acme);
    const made = await files.makeRun([
      { name: 'Hadi', surname: uniqueCode('Older').replaceAll('_', ''), baseSalary: '800.00' },
    ]);
    await t.db.transaction(systemContext(files.tenantId), async (tx) => {
      const [row] = await tx.select().from(payslips).where(eq(payslips.runId, made.runId));
      const items = (row!.items as Array<Record<string, unknown>>).map(
        ({ categoryNameEn: _e, categoryNameAr: _a, ...rest }) => ({ ...rest, categoryName: 'Old category' }),
      );
      await tx.update(payslips).set({ items }).where(eq(payslips.id, row!.id));
    });
    const [slip] = ok<PagedResult<{ id: string }>>(
      await t.call(acme, PS.list, { query: { runId: made.runId } as never }),
    ).items;
    for (const headers of [en, ar]) {
      const read = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: slip!.id }, headers }));
      expect(read.payslipItems.map((i) => i.categoryName)).toEqual(
        read.payslipItems.map(() => 'Old category'),
      );
      const [total] = ok<Array<{ categoryName: string }>>(
        await t.call(acme, PR.categoryTotals, { params: { id: made.runId }, headers }),
      );
      expect(total?.categoryName).toBe('Old category');
    }
  });
});
