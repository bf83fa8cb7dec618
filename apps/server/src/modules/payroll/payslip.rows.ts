import {
  type FormulaInputsDto,
  formatPayslipNumber,
  type LanguageCode,
  nameFields,
  nameIn,
  type PagedResult,
  type PayslipDto,
  type PayslipItemDto,
  type PayslipListItemDto,
  payslipEndpoints,
} from '@hr/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditFields } from '../../platform/db/columns.ts';
import { listTotal, page, pageRows } from '../../platform/db/crud.ts';
import type { Tx } from '../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { storedAmount } from './amounts.ts';
import { payslips } from './payroll.tables.ts';
import type { StoredPayslipItem } from './payslip.items.ts';

// The pieces every audience of the payslips shares: the row and its answers, the tenant filter, a payslip
// found (or locked), a page of them, and the employees' locks of a generation.

export type PayslipRow = typeof payslips.$inferSelect;

/** What every view of a payslip shows (list, run PDF, export): who, the period, the state and the totals. */
export const summaryColumns = {
  id: payslips.id,
  numberYear: payslips.numberYear,
  numberSeq: payslips.numberSeq,
  employeeFullName: payslips.employeeFullName,
  departmentNameEn: payslips.departmentNameEn,
  departmentNameAr: payslips.departmentNameAr,
  jobTitleNameEn: payslips.jobTitleNameEn,
  jobTitleNameAr: payslips.jobTitleNameAr,
  startDate: payslips.startDate,
  endDate: payslips.endDate,
  state: payslips.state,
  currencyCode: payslips.currencyCode,
  decimalPlaces: payslips.decimalPlaces,
  gross: payslips.gross,
  deductions: payslips.deductions,
  net: payslips.net,
};

/**
 * One of the names a payslip kept at generation in the reader's language, the other when hers is empty;
 * null when it kept none (no department, no job title).
 */
export const keptName = (nameEn: string | null, nameAr: string | null, language: LanguageCode) =>
  nameEn === null && nameAr === null ? null : nameIn({ nameEn, nameAr }, language);

/**
 * The summary of a payslip as the answers and the PDFs give it, in the reader's language: amounts as
 * decimals with their places, the department's and job title's names the payslip kept in hers.
 */
export function toSummary(row: Pick<PayslipRow, keyof typeof summaryColumns>, language: LanguageCode) {
  const places = row.decimalPlaces;
  return {
    id: row.id,
    number: formatPayslipNumber(row.numberYear ?? 0, row.numberSeq ?? 0),
    employeeFullName: row.employeeFullName,
    departmentName: keptName(row.departmentNameEn, row.departmentNameAr, language),
    jobTitleName: keptName(row.jobTitleNameEn, row.jobTitleNameAr, language),
    startDate: row.startDate,
    endDate: row.endDate,
    state: row.state,
    currencyCode: row.currencyCode,
    gross: storedAmount(row.gross, places),
    deductions: storedAmount(row.deductions, places),
    net: storedAmount(row.net, places),
  };
}

/** The columns of a list item (the items and inputs stay in the table). */
const listColumns = {
  ...summaryColumns,
  employeeId: payslips.employeeId,
  runId: payslips.runId,
  creationTime: payslips.creationTime,
  creatorId: payslips.creatorId,
  lastModificationTime: payslips.lastModificationTime,
  lastModifierId: payslips.lastModifierId,
  concurrencyStamp: payslips.concurrencyStamp,
};
type ListRow = Pick<PayslipRow, keyof typeof listColumns>;

/** The columns HR's list and the employee's own list sort by (the same fields in both contracts). */
const sortBy = {
  employeeFullName: payslips.employeeFullName,
  startDate: payslips.startDate,
  net: payslips.net,
};
export const listSort = sortColumns(payslipEndpoints.list, sortBy);
export const ownSort = sortColumns(payslipEndpoints.own, sortBy);

export function toListItem(row: ListRow, language: LanguageCode): PayslipListItemDto {
  return {
    ...toSummary(row, language),
    employeeId: row.employeeId,
    runId: row.runId,
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

/**
 * A payslip's stored lines for a reader: each line's `name` and `categoryName` in the reader's language from
 * the two names the line kept at generation of its rule and of its category; a line made before it kept two
 * (one `name`, one `categoryName`) has that name in both. The category's two names stay out of the answer
 * (the specification's line has its `categoryName` only).
 */
export function linesIn(items: unknown, language: LanguageCode): PayslipItemDto[] {
  type Kept = Omit<StoredPayslipItem, 'nameEn' | 'nameAr'> & Partial<PayslipItemDto>;
  return (items as Kept[]).map(({ categoryNameEn, categoryNameAr, ...item }) => {
    const pair =
      item.nameEn === undefined && item.nameAr === undefined
        ? { nameEn: item.name, nameAr: item.name }
        : { nameEn: item.nameEn ?? null, nameAr: item.nameAr ?? null };
    const categoryName =
      categoryNameEn === undefined && categoryNameAr === undefined
        ? item.categoryName
        : (keptName(categoryNameEn ?? null, categoryNameAr ?? null, language) ?? item.categoryName);
    return { ...item, ...nameFields(pair, language), categoryName };
  });
}

export function toDto(row: PayslipRow, language: LanguageCode): PayslipDto {
  return {
    ...toListItem(row, language),
    contractId: row.contractId,
    salaryStructureName: keptName(row.salaryStructureNameEn, row.salaryStructureNameAr, language) ?? '',
    inputs: row.inputs as FormulaInputsDto,
    payslipItems: linesIn(row.items, language),
    confirmationTime: row.confirmationTime?.toISOString() ?? null,
    confirmedById: row.confirmedById,
    cancellationTime: row.cancellationTime?.toISOString() ?? null,
    cancelledById: row.cancelledById,
    cancellationReason: row.cancellationReason,
  };
}

export const payslipsOf = (tenantId: string) => eq(payslips.tenantId, tenantId);
export const payslipById = (tenantId: string, id: string) =>
  tenantRows(payslips, tenantId, [eq(payslips.id, id)]);

/**
 * The employees' advisory locks until the transaction ends, taken in one statement in the order of their
 * keys: two batches sharing employees wait for each other instead of deadlocking.
 */
export const lockEmployees = (tx: Tx, tenantId: string, employeeIds: readonly string[]) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(k) from (select hashtext(unnest(array[${sql.join(
      employeeIds.map((id) => sql`${`payroll.payslip:${tenantId}:${id}`}`),
      sql`, `,
    )}]::text[])) as k order by 1) as keys`,
  );

export async function onePayslip(
  tx: Tx,
  tenantId: string,
  id: string,
  forUpdate = false,
): Promise<PayslipRow> {
  const query = tx.select().from(payslips).where(payslipById(tenantId, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('Payslip:NotFound');
  return row;
}

/** A page of list items in the reader's language, in the order asked among `sortable`'s fields, else `fallback`. */
export async function payslipPage(
  tx: Tx,
  language: LanguageCode,
  input: { skipCount: number; maxResultCount: number; sorting?: string | undefined },
  where: SQL | undefined,
  fallback: SQL[],
  sortable: Readonly<Record<string, AnyPgColumn>>,
): Promise<PagedResult<PayslipListItemDto>> {
  const order = sortingOrder(input.sorting, sortable, { fallback, tieBreaker: payslips.id });
  const result = await page(input, {
    total: () => listTotal(tx, payslips, where),
    rows: (limit, offset) => pageRows(tx, payslips, listColumns, { where, order, limit, offset }),
  });
  return { ...result, items: result.items.map((row) => toListItem(row, language)) };
}
