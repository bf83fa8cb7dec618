import type { Writable } from 'node:stream';
import { formatPayslipNumber, type LanguageCode, type PayslipItemDto, PayslipState } from '@hr/contracts';
import { and, asc, count, eq, gt, ne, or, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { fileNamePart } from '../../platform/http/download.ts';
import { amountFormat, excelLibrary } from '../../platform/http/excel.ts';
import { storedAmount } from './amounts.ts';
import { Dec } from './formula/values.ts';
import { payrollRuns, payslips } from './payroll.tables.ts';
import type { PayrollRunService } from './payroll-run.service.ts';
import { keptName, linesIn, summaryColumns, toSummary } from './payslip.rows.ts';
import type { PayslipFile, PayslipPdfDeps } from './payslip-pdf.service.ts';
import type { PayslipPdfData } from './pdf/payslip-pdf.ts';
import type { PayslipPdfProcess } from './pdf/payslip-pdf-process.ts';

export interface PayrollRunExportDeps {
  currencies: PayslipPdfDeps['currencies'];
  /** The run's totals per category (the run's summary), for the Categories sheet. */
  runs: Pick<PayrollRunService, 'categoryTotals'>;
  renderer: Pick<PayslipPdfProcess, 'renderRun'>;
}

/** The rows of a raw query, whichever driver answered it (an array, or an object with `rows`). */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** A workbook written as it is read: the route hands it a stream (the reply's) once the checks passed. */
export interface PayrollRunWorkbook {
  fileName: string;
  write(stream: Writable): Promise<void>;
}

/** Payslips read per query: a page of 1,000 rows of 20 lines is a few MB, whatever the run's size. */
const pageSize = 1000;
/**
 * The most payslips of one run's PDF: rendering takes 10 to 20 ms a page (docs/scaling.md), so 2,000 pages
 * keep the request under a minute and the file near 5 MB. A larger run is refused with a 422 that points
 * to the Excel export and the payslip list, where its PDFs are read one by one or by department.
 */
export const maxRunPdfPayslips = 2000;

const texts = {
  en: {
    payslips: 'Payslips',
    categories: 'Categories',
    bank: 'Bank transfer',
    employee: 'Employee',
    department: 'Department',
    jobTitle: 'Job title',
    gross: 'Gross pay',
    deductions: 'Deductions',
    net: 'Net pay',
    total: 'Total',
    code: 'Code',
    category: 'Category',
    amount: 'Amount',
    number: '#',
    payslipNumber: 'Payslip no.',
  },
  ar: {
    payslips: 'قسائم الرواتب',
    categories: 'الفئات',
    bank: 'التحويل المصرفي',
    employee: 'الموظف',
    department: 'القسم',
    jobTitle: 'المسمى الوظيفي',
    gross: 'إجمالي الاستحقاقات',
    deductions: 'الاستقطاعات',
    net: 'صافي الراتب',
    total: 'الإجمالي',
    code: 'الرمز',
    category: 'الفئة',
    amount: 'المبلغ',
    number: '#',
    payslipNumber: 'رقم القسيمة',
  },
} satisfies Record<LanguageCode, Record<string, string>>;

/** A cell's number: an amount already rounded to its places holds exactly in a double up to 15 digits. */
const cell = (value: Dec | string) => Number(typeof value === 'string' ? value : value.toFixed());

const pageColumns = {
  ...summaryColumns,
  items: payslips.items,
  cancellationReason: payslips.cancellationReason,
};
type PageRow = Pick<typeof payslips.$inferSelect, keyof typeof pageColumns>;

function toPdfData(row: PageRow, language: LanguageCode): PayslipPdfData {
  return {
    ...toSummary(row, language),
    payslipItems: linesIn(row.items, language),
    cancellationReason: row.cancellationReason,
  };
}

/**
 * The name a run's files are saved under: its name and period, since runs of one period (a department
 * each) would otherwise share it (payroll-run-December-Sales-2026-12-01-2026-12-31.pdf).
 */
export function runFileName(run: { name: string; startDate: string; endDate: string }, extension: string) {
  return `payroll-run-${fileNamePart(run.name)}-${run.startDate}-${run.endDate}.${extension}`;
}

/**
 * A payroll run's files (issue 19): the Excel workbook (payslips with a column per rule, totals per
 * category, the bank-transfer sheet of net pay) and every payslip as one PDF, both in the reader's
 * language and over the run's live (not Cancelled) payslips, by employee name.
 */
export function createPayrollRunExportService(db: Database, deps: PayrollRunExportDeps) {
  const livePayslipsOf = (tenantId: string, runId: string) =>
    tenantRows(payslips, tenantId, [eq(payslips.runId, runId), ne(payslips.state, PayslipState.Cancelled)]);

  async function runOf(tx: Tx, tenantId: string, id: string) {
    const [run] = await tx
      .select({
        id: payrollRuns.id,
        name: payrollRuns.name,
        startDate: payrollRuns.startDate,
        endDate: payrollRuns.endDate,
        currencyCode: payrollRuns.currencyCode,
      })
      .from(payrollRuns)
      .where(tenantRows(payrollRuns, tenantId, [eq(payrollRuns.id, id)]));
    if (!run) throw new AppError('PayrollRun:NotFound');
    return run;
  }

  /**
   * The live payslips of the run by employee name, a page per query and transaction (keyset on name and
   * id), so a run of 10,000 is never held whole; the lines only for the passes that show them.
   */
  async function* pages(
    ctx: RequestContext,
    runId: string,
    withItems: boolean,
  ): AsyncGenerator<Array<Omit<PageRow, 'items'> & { items?: unknown }>> {
    const tenantId = tenantOf(ctx);
    const { items, ...withoutItems } = pageColumns;
    const columns = withItems ? { ...withoutItems, items } : withoutItems;
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const cursor = after;
      const rows: Array<Omit<PageRow, 'items'> & { items?: unknown }> = await db.transaction(ctx, (tx) =>
        tx
          .select(columns)
          .from(payslips)
          .where(
            and(
              livePayslipsOf(tenantId, runId),
              cursor
                ? or(
                    gt(payslips.employeeFullName, cursor.name),
                    and(eq(payslips.employeeFullName, cursor.name), gt(payslips.id, cursor.id)),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(payslips.employeeFullName), asc(payslips.id))
          .limit(pageSize),
      );
      if (rows.length) yield rows;
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { name: last.employeeFullName, id: last.id };
    }
  }

  /** The rules with a line in any live payslip of the run, by their sequence in the structure, then code. */
  async function ruleColumns(tx: Tx, tenantId: string, runId: string, language: LanguageCode) {
    // Each line's name in the reader's language (the other when it has none there; its one name on a line
    // made before lines kept two).
    const rows = await tx.execute(sql`
      select i.item->>'code' as code, max(coalesce(
        case when ${language}::text = 'ar' then i.item->>'nameAr' else i.item->>'nameEn' end,
        i.item->>'nameEn', i.item->>'nameAr', i.item->>'name')) as name
      from ${payslips} p, jsonb_array_elements(p.items) as i(item)
      where p.tenant_id = ${tenantId} and p.run_id = ${runId} and p.state <> ${PayslipState.Cancelled}
      group by 1
      order by min((i.item->>'sequence')::int), 1`);
    return rowsOf<{ code: string; name: string }>(rows);
  }

  return {
    /**
     * The run's workbook in the reader's language (Arabic sheets right to left): "Payslips" (employee,
     * department, job title, a column per rule headed by its name, gross, deductions, net, and a totals
     * row), "Categories" (the sum of the lines per category) and "Bank transfer" (the net pay of each
     * employee and the total; employees hold no bank account in this product, so the name identifies
     * the payee). The run and its columns are read before anything is written, so a missing run is a
     * 404; the rows are streamed page by page (ExcelJS's streaming writer), the payslips read twice.
     */
    async excel(ctx: RequestContext, id: string): Promise<PayrollRunWorkbook> {
      const tenantId = tenantOf(ctx);
      const language = ctx.language;
      const t = texts[language];
      const { run, rules } = await db.transaction(ctx, async (tx) => {
        const run = await runOf(tx, tenantId, id);
        return { run, rules: await ruleColumns(tx, tenantId, id, language) };
      });
      const categories = await deps.runs.categoryTotals(ctx, id);
      const { decimalPlaces } = await deps.currencies.view(ctx, run.currencyCode);
      const numFmt = amountFormat(decimalPlaces);
      const views = [{ state: 'frozen' as const, ySplit: 1, rightToLeft: language === 'ar' }];

      async function write(stream: Writable) {
        const workbook = new (await excelLibrary()).stream.xlsx.WorkbookWriter({
          stream,
          useStyles: true,
          useSharedStrings: false,
        });
        // A sheet of the workbook: its columns, the header row (their names) in bold, frozen above the rows.
        const sheetOf = (name: string, columns: Partial<ExcelJS.Column>[]) => {
          const sheet = workbook.addWorksheet(name, { views });
          sheet.columns = columns;
          sheet.getRow(1).font = { bold: true };
          sheet.getRow(1).commit();
          return sheet;
        };
        const totalRow = (sheet: ExcelJS.Worksheet, values: ExcelJS.CellValue[]) => {
          const row = sheet.addRow(values);
          row.font = { bold: true };
          row.commit();
        };

        // Payslips: a column per rule; a payslip without a rule's line leaves its cell empty.
        const payslipSheet = sheetOf(t.payslips, [
          { header: t.payslipNumber, width: 18 },
          { header: t.employee, width: 32 },
          { header: t.department, width: 24 },
          { header: t.jobTitle, width: 24 },
          ...rules.map((r) => ({ header: r.name, width: 16, style: { numFmt } })),
          ...[t.gross, t.deductions, t.net].map((h) => ({ header: h, width: 16, style: { numFmt } })),
        ]);
        const ruleIndex = new Map(rules.map((r, i) => [r.code, i]));
        const ruleTotals = rules.map(() => new Dec(0));
        const sums = { gross: new Dec(0), deductions: new Dec(0), net: new Dec(0) };
        for await (const page of pages(ctx, id, true)) {
          for (const p of page) {
            const amounts: Array<number | null> = rules.map(() => null);
            for (const item of p.items as PayslipItemDto[]) {
              const i = ruleIndex.get(item.code);
              if (i === undefined) continue;
              amounts[i] = cell(item.amount);
              ruleTotals[i] = ruleTotals[i]!.plus(item.amount);
            }
            const places = p.decimalPlaces;
            const [gross, deductions, net] = [p.gross, p.deductions, p.net].map((v) =>
              storedAmount(v, places),
            );
            sums.gross = sums.gross.plus(gross!);
            sums.deductions = sums.deductions.plus(deductions!);
            sums.net = sums.net.plus(net!);
            payslipSheet
              .addRow([
                formatPayslipNumber(p.numberYear ?? 0, p.numberSeq ?? 0),
                p.employeeFullName,
                keptName(p.departmentNameEn, p.departmentNameAr, language),
                keptName(p.jobTitleNameEn, p.jobTitleNameAr, language),
                ...amounts,
                cell(gross!),
                cell(deductions!),
                cell(net!),
              ])
              .commit();
          }
        }
        totalRow(payslipSheet, [
          null,
          t.total,
          null,
          null,
          ...ruleTotals.map(cell),
          cell(sums.gross),
          cell(sums.deductions),
          cell(sums.net),
        ]);
        payslipSheet.commit();

        const categorySheet = sheetOf(t.categories, [
          { header: t.code, width: 16 },
          { header: t.category, width: 32 },
          { header: t.amount, width: 18, style: { numFmt } },
        ]);
        for (const c of categories)
          categorySheet.addRow([c.categoryCode, c.categoryName, cell(c.amount)]).commit();
        categorySheet.commit();

        // The second pass reads only what the bank sheet shows.
        const bankSheet = sheetOf(t.bank, [
          { header: t.number, width: 8 },
          { header: t.employee, width: 32 },
          { header: t.department, width: 24 },
          { header: t.net, width: 18, style: { numFmt } },
        ]);
        let n = 0;
        let netTotal = new Dec(0);
        for await (const page of pages(ctx, id, false)) {
          for (const p of page) {
            const net = storedAmount(p.net, p.decimalPlaces);
            netTotal = netTotal.plus(net);
            bankSheet
              .addRow([
                ++n,
                p.employeeFullName,
                keptName(p.departmentNameEn, p.departmentNameAr, language),
                cell(net),
              ])
              .commit();
          }
        }
        totalRow(bankSheet, [null, t.total, null, cell(netTotal)]);
        bankSheet.commit();
        await workbook.commit();
      }

      return { fileName: runFileName(run, 'xlsx'), write };
    },

    /**
     * Every live payslip of the run as one PDF (a page each, by employee name) in the reader's language,
     * rendered by the renderer process. More than {@link maxRunPdfPayslips} is a 422: such a run is read
     * in the Excel export or payslip by payslip.
     */
    async pdf(ctx: RequestContext, id: string): Promise<PayslipFile> {
      const tenantId = tenantOf(ctx);
      const { run, total } = await db.transaction(ctx, async (tx) => {
        const run = await runOf(tx, tenantId, id);
        const [row] = await tx.select({ n: count() }).from(payslips).where(livePayslipsOf(tenantId, id));
        return { run, total: row?.n ?? 0 };
      });
      if (total === 0) throw new AppError('PayrollRun:NoPayslips');
      if (total > maxRunPdfPayslips)
        throw new AppError('PayrollRun:PdfTooLarge', { count: total, max: maxRunPdfPayslips });
      const data: PayslipPdfData[] = [];
      for await (const page of pages(ctx, id, true))
        for (const row of page) data.push(toPdfData(row as PageRow, ctx.language));
      const currency = await deps.currencies.view(ctx, run.currencyCode);
      const pdf = await deps.renderer.renderRun(data, {
        language: ctx.language,
        tenantName: ctx.tenantName ?? '',
        currency,
      });
      return { fileName: runFileName(run, 'pdf'), content: Buffer.from(pdf) };
    },
  };
}
export type PayrollRunExportService = ReturnType<typeof createPayrollRunExportService>;
