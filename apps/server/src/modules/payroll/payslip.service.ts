import {
  type CancelPayslipInput,
  type ConfirmPayslipInput,
  type FormulaInputsDto,
  Genders,
  type GeneratePayslip,
  type GetPayslips,
  MaritalStatuses,
  maxPayslipDays,
  type PagedResult,
  type PayslipDto,
  type PayslipItemDto,
  type PayslipListItemDto,
  PayslipState,
  ValueBasedOn,
} from '@hr/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, newId, newStamp } from '../../platform/db/columns.ts';
import { listTotal, page, pageRows, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import { storedAmount } from './amounts.ts';
import {
  type CompiledStructure,
  evaluateStructure,
  type FormulaInputs,
  referencedCategories,
  referencedRules,
  referencedVariables,
  type StructureResult,
} from './formula/index.ts';
import { Dec, ZERO } from './formula/values.ts';
import { payrollRuns, payslips } from './payroll.tables.ts';
import { type GatheredInputs, gatherInputsMany, type PayslipSources } from './payroll-inputs.ts';
import type { SalaryStructureService } from './salary-structure.service.ts';

type Row = typeof payslips.$inferSelect;

export interface PayslipDeps {
  sources: PayslipSources;
  structures: Pick<SalaryStructureService, 'forPayslip'>;
  departments: Pick<OrganisationApi['departments'], 'jobTitlesUnder'>;
}

/** One employee's outcome in {@link PayslipService.generateMany}: the payslip, or why there is none. */
export type GenerationOutcome =
  | { employeeId: string; payslipId: string; error?: undefined }
  | { employeeId: string; payslipId?: undefined; error: AppError };

const msPerDay = 86_400_000;
/** Payslips per insert statement (about 25 parameters each, well under PostgreSQL's 65,535). */
const insertChunk = 500;
const daysOf = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / msPerDay + 1;

/** The columns of a list item (the items and inputs stay in the table). */
/** What every view of a payslip shows (list, run PDF, export): who, the period, the state and the totals. */
export const summaryColumns = {
  id: payslips.id,
  employeeFullName: payslips.employeeFullName,
  departmentName: payslips.departmentName,
  jobTitleName: payslips.jobTitleName,
  startDate: payslips.startDate,
  endDate: payslips.endDate,
  state: payslips.state,
  currencyCode: payslips.currencyCode,
  decimalPlaces: payslips.decimalPlaces,
  gross: payslips.gross,
  deductions: payslips.deductions,
  net: payslips.net,
};

/** The summary of a payslip as the answers and the PDFs give it: amounts as decimals with their places. */
export function toSummary(row: Pick<Row, keyof typeof summaryColumns>) {
  const places = row.decimalPlaces;
  return {
    id: row.id,
    employeeFullName: row.employeeFullName,
    departmentName: row.departmentName,
    jobTitleName: row.jobTitleName,
    startDate: row.startDate,
    endDate: row.endDate,
    state: row.state,
    currencyCode: row.currencyCode,
    gross: storedAmount(row.gross, places),
    deductions: storedAmount(row.deductions, places),
    net: storedAmount(row.net, places),
  };
}

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
type ListRow = Pick<Row, keyof typeof listColumns>;

const sortable: Record<string, AnyPgColumn> = {
  employeefullname: payslips.employeeFullName,
  startdate: payslips.startDate,
  net: payslips.net,
};

function toListItem(row: ListRow): PayslipListItemDto {
  return {
    ...toSummary(row),
    employeeId: row.employeeId,
    runId: row.runId,
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

function toDto(row: Row): PayslipDto {
  return {
    ...toListItem(row),
    contractId: row.contractId,
    salaryStructureName: row.salaryStructureName,
    inputs: row.inputs as FormulaInputsDto,
    payslipItems: row.items as PayslipItemDto[],
    confirmationTime: row.confirmationTime?.toISOString() ?? null,
    confirmedById: row.confirmedById,
    cancellationTime: row.cancellationTime?.toISOString() ?? null,
    cancelledById: row.cancelledById,
    cancellationReason: row.cancellationReason,
  };
}

/** The value a formula saw for a plain variable, as text. */
function variableText(inputs: FormulaInputs, name: string): string {
  switch (name) {
    case 'PERIOD_START':
      return inputs.period.start;
    case 'PERIOD_END':
      return inputs.period.end;
    case 'CALENDAR_DAYS':
      return String(daysOf(inputs.period.start, inputs.period.end));
    case 'BASIC':
      return inputs.employee.basicSalary;
    case 'GENDER':
      return Genders.members.find((m) => m.value === inputs.employee.gender)?.key ?? 'Undefined';
    case 'MARITAL_STATUS':
      return (
        MaritalStatuses.members.find((m) => m.value === inputs.employee.maritalStatus)?.key ?? 'Undefined'
      );
    case 'CONTRACT_TYPE':
      return inputs.employee.contractType;
    case 'CONTRACT_START':
      return inputs.employee.contractStart;
    default:
      return String(inputs.inputs[name as keyof FormulaInputs['inputs']] ?? '0');
  }
}

const upper = (s: string) => s.toUpperCase();

/**
 * The lines the employee sees (active rules whose condition held, appearing for the employee), each with
 * the variables its condition and formula read and their values: rules.CODE as stored, categories.CODE as
 * the total of the rules before it.
 */
export function payslipItems(
  structure: CompiledStructure,
  result: StructureResult,
  inputs: FormulaInputs,
  categoryNameOfRule: ReadonlyMap<string, string>,
  places: number,
): PayslipItemDto[] {
  const amounts = new Map<string, string>();
  const totals = new Map<string, Dec>();
  const items: PayslipItemDto[] = [];
  structure.rules.forEach(({ rule }, index) => {
    const trace = result.trace[index];
    const formulas = [
      rule.condition.basedOn === 'Code' ? rule.condition.code : null,
      rule.value.basedOn === 'Code' ? rule.value.code : null,
    ].filter((s): s is string => s !== null);
    if (trace?.conditionMet && rule.appearForEmployee) {
      const seen = new Set<string>();
      const variables: Array<{ name: string; value: string }> = [];
      const add = (name: string, value: string) => {
        if (seen.has(name)) return;
        seen.add(name);
        variables.push({ name, value });
      };
      for (const source of formulas) {
        for (const name of referencedVariables(source)) add(name, variableText(inputs, name));
        for (const code of referencedRules(source))
          add(`rules.${code}`, amounts.get(upper(code)) ?? ZERO.toFixed(places));
        for (const code of referencedCategories(source))
          add(`categories.${code}`, (totals.get(upper(code)) ?? ZERO).toFixed(places));
      }
      items.push({
        sequence: index + 1,
        code: rule.code,
        name: rule.name,
        categoryCode: rule.categoryCode,
        categoryName: categoryNameOfRule.get(rule.code) ?? rule.categoryCode,
        amount: trace.amount ?? ZERO.toFixed(places),
        explanation: {
          condition: rule.condition.basedOn === 'Code' ? rule.condition.code : null,
          valueBasedOn: rule.value.basedOn === 'Code' ? ValueBasedOn.Code : ValueBasedOn.FixedAmount,
          formula: rule.value.basedOn === 'Code' ? rule.value.code : null,
          fixedAmount:
            rule.value.basedOn === 'FixedAmount'
              ? new Dec(rule.value.fixedAmount ?? '0').toFixed(places)
              : null,
          variables,
        },
      });
    }
    // What the later rules read: this rule's stored amount and its category's running total.
    const amount = trace?.conditionMet && trace.amount !== null ? trace.amount : ZERO.toFixed(places);
    amounts.set(upper(rule.code), amount);
    if (trace?.conditionMet) {
      const key = upper(rule.categoryCode);
      totals.set(key, (totals.get(key) ?? ZERO).plus(amount));
    }
  });
  return items;
}

/**
 * Gross, deductions and net from the category totals (codes compared whatever their case): gross is GROSS,
 * or BASIC + ALW without it; deductions DED; net NET, or gross − deductions without it.
 */
export function payslipTotals(categories: Record<string, string>, places: number) {
  const byCode = new Map(Object.entries(categories).map(([code, total]) => [upper(code), new Dec(total)]));
  const of = (code: string) => byCode.get(code);
  const gross = of('GROSS') ?? (of('BASIC') ?? ZERO).plus(of('ALW') ?? ZERO);
  const deductions = of('DED') ?? ZERO;
  const net = of('NET') ?? gross.minus(deductions);
  return {
    gross: gross.toFixed(places),
    deductions: deductions.toFixed(places),
    net: net.toFixed(places),
  };
}

/**
 * The columns a generation writes: the table's column, its SQL type, and the row's property, in one order
 * for the insert, its JSON source and the records.
 */
const insertColumns = [
  ['id', 'uuid', 'id'],
  ['tenant_id', 'uuid', 'tenantId'],
  ['employee_id', 'uuid', 'employeeId'],
  ['contract_id', 'uuid', 'contractId'],
  ['job_title_id', 'uuid', 'jobTitleId'],
  ['department_id', 'uuid', 'departmentId'],
  ['start_date', 'date', 'startDate'],
  ['end_date', 'date', 'endDate'],
  ['state', 'smallint', 'state'],
  ['run_id', 'uuid', 'runId'],
  ['currency_code', 'varchar', 'currencyCode'],
  ['decimal_places', 'smallint', 'decimalPlaces'],
  ['gross', 'numeric', 'gross'],
  ['deductions', 'numeric', 'deductions'],
  ['net', 'numeric', 'net'],
  ['inputs', 'jsonb', 'inputs'],
  ['items', 'jsonb', 'items'],
  ['employee_full_name', 'varchar', 'employeeFullName'],
  ['department_name', 'varchar', 'departmentName'],
  ['job_title_name', 'varchar', 'jobTitleName'],
  ['salary_structure_name', 'varchar', 'salaryStructureName'],
  ['creator_id', 'uuid', 'creatorId'],
  ['creation_time', 'timestamptz', 'creationTime'],
  ['concurrency_stamp', 'varchar', 'concurrencyStamp'],
] as const satisfies ReadonlyArray<readonly [string, string, keyof typeof payslips.$inferInsert]>;
const insertList = sql.raw(insertColumns.map(([name]) => name).join(', '));
const insertTypes = sql.raw(insertColumns.map(([name, type]) => `${name} ${type}`).join(', '));

/**
 * Writes generated payslips with one statement whose one parameter is their JSON: a run writes 10,000
 * payslips of 20 lines, and building a statement of 24 parameters a row cost the server more than the
 * database spent inserting them (docs/scaling.md, "Payroll runs"). Ids and stamps are made here, so
 * nothing needs to come back; `created` learns each employee's payslip.
 */
export async function insertPayslips(
  tx: Tx,
  rows: ReadonlyArray<Omit<typeof payslips.$inferInsert, 'id' | 'concurrencyStamp' | 'creationTime'>>,
  now: Date,
  created: Map<string, string>,
): Promise<void> {
  const creationTime = now.toISOString();
  const records = rows.map((r) => {
    const row: Record<string, unknown> = { ...r, id: newId(), creationTime, concurrencyStamp: newStamp() };
    created.set(r.employeeId, row.id as string);
    return Object.fromEntries(insertColumns.map(([column, , key]) => [column, row[key] ?? null]));
  });
  await tx.execute(
    sql`insert into payslips (${insertList}) select ${insertList} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${insertTypes})`,
  );
}

/**
 * Payslips (document 3 §2.7, §7): generated from the contract in force, its structure and the payroll
 * inputs of the other modules, in one transaction; a Draft is replaced by a new generation, Confirmed is
 * final, Cancelled stays in the history. One live payslip per employee and overlapping period: the
 * generation takes the employee's advisory lock before it looks.
 */
export function createPayslipService(db: Database, deps: PayslipDeps) {
  const ofTenant = (tenantId: string) => eq(payslips.tenantId, tenantId);
  const byId = (tenantId: string, id: string) => and(ofTenant(tenantId), eq(payslips.id, id));
  /**
   * The employees' advisory locks until the transaction ends, taken in one statement in the order of their
   * keys: two batches sharing employees wait for each other instead of deadlocking.
   */
  const lockEmployees = (tx: Tx, tenantId: string, employeeIds: readonly string[]) =>
    tx.execute(
      sql`select pg_advisory_xact_lock(k) from (select hashtext(unnest(array[${sql.join(
        employeeIds.map((id) => sql`${`payroll.payslip:${tenantId}:${id}`}`),
        sql`, `,
      )}]::text[])) as k order by 1) as keys`,
    );

  async function one(tx: Tx, tenantId: string, id: string, forUpdate = false): Promise<Row> {
    const query = tx.select().from(payslips).where(byId(tenantId, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw new AppError('Payslip:NotFound');
    return row;
  }

  /** Evaluates the structure; a formula that cannot run names the rule and the employee. */
  function evaluate(structure: CompiledStructure, gathered: GatheredInputs) {
    try {
      return evaluateStructure(structure, gathered.formula, {
        decimalPlaces: gathered.currency.decimalPlaces,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'Payroll:FormulaEvaluationFailed') {
        const p = error.params as { rule: string; reason: string; reasonAr: string };
        // Both languages: a run keeps the refusal and shows it later in its reader's language.
        throw new AppError('Payslip:FormulaFailed', {
          rule: p.rule,
          employee: gathered.employeeFullName,
          reason: p.reason,
          reasonAr: p.reasonAr,
        });
      }
      throw error;
    }
  }

  async function pageOf(
    tx: Tx,
    input: { skipCount: number; maxResultCount: number; sorting?: string },
    where: SQL | undefined,
    fallback: SQL[],
  ): Promise<PagedResult<PayslipListItemDto>> {
    const order = sortingOrder(input.sorting, sortable, { fallback, tieBreaker: payslips.id });
    const result = await page(input, {
      total: () => listTotal(tx, payslips, where),
      rows: (limit, offset) => pageRows(tx, payslips, listColumns, { where, order, limit, offset }),
    });
    return { ...result, items: result.items.map(toListItem) };
  }

  const service = {
    /**
     * Generates the employee's payslip for the period and answers its id: {@link generateMany} of one,
     * its refusal thrown.
     */
    async generate(
      ctx: RequestContext,
      input: GeneratePayslip,
      runId: string | null = null,
    ): Promise<string> {
      const [outcome] = await service.generateMany(ctx, [input.employeeId], input, runId);
      if (outcome!.error) throw outcome!.error;
      return outcome!.payslipId!;
    },

    /**
     * Generates the payslips of many employees for one period in one transaction (joining the caller's:
     * a payroll run records each outcome in the same transaction, so a killed process leaves whole
     * batches only). Under the employees' locks, one read of each source for the whole batch, the
     * structures compiled once, one statement to find the overlapping payslips and one to insert: an
     * overlapping Draft is replaced, unless another run made it (that run's counts and totals would lose
     * it); a Confirmed one refuses. A refusal (an AppError: no contract, a Confirmed payslip, another run's
     * Draft, a formula that cannot run) is that employee's outcome and the others go on; any
     * other error rolls the batch back. Answers an outcome per distinct id, in the order asked.
     */
    async generateMany(
      ctx: RequestContext,
      employeeIds: readonly string[],
      period: { startDate: string; endDate: string },
      runId: string | null,
    ): Promise<GenerationOutcome[]> {
      const tenantId = tenantOf(ctx);
      const { startDate, endDate } = period;
      if (endDate < startDate) throw new AppError('Payslip:EndBeforeStart', { startDate });
      if (daysOf(startDate, endDate) > maxPayslipDays)
        throw new AppError('Payslip:PeriodTooLong', { maxDays: maxPayslipDays });
      const ids = [...new Set(employeeIds)];
      if (!ids.length) return [];
      return db.transaction(ctx, async (tx) => {
        await lockEmployees(tx, tenantId, ids);
        const gathered = await gatherInputsMany(deps.sources, ctx, ids, { start: startDate, end: endDate });
        const refused = new Map<string, AppError>();
        const structures = new Map<string, Awaited<ReturnType<PayslipDeps['structures']['forPayslip']>>>();
        const rows: Array<Omit<typeof payslips.$inferInsert, 'id' | 'concurrencyStamp' | 'creationTime'>> =
          [];
        for (const employeeId of ids) {
          const inputs = gathered.get(employeeId)!;
          if (inputs instanceof AppError) {
            refused.set(employeeId, inputs);
            continue;
          }
          const structureId = inputs.contract.salaryStructureId;
          if (!structures.has(structureId))
            structures.set(structureId, await deps.structures.forPayslip(ctx, structureId));
          const structure = structures.get(structureId);
          if (!structure) {
            refused.set(
              employeeId,
              new AppError('Payslip:NoSalaryStructure', { employee: inputs.employeeFullName }),
            );
            continue;
          }
          const places = inputs.currency.decimalPlaces;
          let result: StructureResult;
          try {
            result = evaluate(structure.compiled, inputs);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            refused.set(employeeId, error);
            continue;
          }
          rows.push({
            tenantId,
            employeeId,
            contractId: inputs.contract.id,
            jobTitleId: inputs.jobTitleId,
            departmentId: inputs.departmentId,
            startDate,
            endDate,
            state: PayslipState.Draft,
            runId,
            currencyCode: inputs.currency.code,
            decimalPlaces: places,
            ...payslipTotals(result.categories, places),
            inputs: inputs.formula,
            items: payslipItems(
              structure.compiled,
              result,
              inputs.formula,
              structure.categoryNameOfRule,
              places,
            ),
            employeeFullName: inputs.employeeFullName,
            departmentName: inputs.departmentName,
            jobTitleName: inputs.jobTitleName,
            salaryStructureName: structure.name,
            creatorId: ctx.userId,
          });
        }

        // The live payslips overlapping the period: a Confirmed one refuses, Drafts are replaced.
        const overlapping = rows.length
          ? await tx
              .select({
                id: payslips.id,
                employeeId: payslips.employeeId,
                state: payslips.state,
                startDate: payslips.startDate,
                endDate: payslips.endDate,
                runId: payslips.runId,
              })
              .from(payslips)
              .where(
                and(
                  ofTenant(tenantId),
                  inArray(
                    payslips.employeeId,
                    rows.map((r) => r.employeeId),
                  ),
                  ne(payslips.state, PayslipState.Cancelled),
                  lte(payslips.startDate, endDate),
                  gte(payslips.endDate, startDate),
                ),
              )
              .for('update')
          : [];
        // Another run's Drafts stay its own: replacing them left that run counting payslips it no longer had.
        const otherRuns = [
          ...new Set(
            overlapping.flatMap((p) =>
              p.state === PayslipState.Draft && p.runId && p.runId !== runId ? [p.runId] : [],
            ),
          ),
        ];
        const runNames = new Map(
          otherRuns.length
            ? (
                await tx
                  .select({ id: payrollRuns.id, name: payrollRuns.name })
                  .from(payrollRuns)
                  .where(and(eq(payrollRuns.tenantId, tenantId), inArray(payrollRuns.id, otherRuns)))
              ).map((r) => [r.id, r.name])
            : [],
        );
        for (const p of overlapping) {
          if (refused.has(p.employeeId)) continue;
          const employee = rows.find((r) => r.employeeId === p.employeeId)!.employeeFullName;
          const dates = { startDate: p.startDate, endDate: p.endDate };
          if (p.state === PayslipState.Confirmed)
            refused.set(p.employeeId, new AppError('Payslip:ConfirmedExists', { employee, ...dates }));
          else if (p.runId && p.runId !== runId)
            refused.set(
              p.employeeId,
              new AppError('Payslip:DraftInAnotherRun', {
                employee,
                run: runNames.get(p.runId) ?? '',
                ...dates,
              }),
            );
        }
        const written = rows.filter((r) => !refused.has(r.employeeId));
        const replaced = overlapping.filter((p) => !refused.has(p.employeeId)).map((p) => p.id);
        if (replaced.length)
          await tx.delete(payslips).where(and(ofTenant(tenantId), inArray(payslips.id, replaced)));
        const created = new Map<string, string>();
        for (let i = 0; i < written.length; i += insertChunk)
          await insertPayslips(tx, written.slice(i, i + insertChunk), ctx.now(), created);
        return ids.map((employeeId): GenerationOutcome => {
          const error = refused.get(employeeId);
          return error ? { employeeId, error } : { employeeId, payslipId: created.get(employeeId)! };
        });
      });
    },

    async get(ctx: RequestContext, id: string): Promise<PayslipDto> {
      const tenantId = tenantOf(ctx);
      return toDto(await db.transaction(ctx, (tx) => one(tx, tenantId, id)));
    },

    /** Paging, sorting and the filters of the contract; the latest period first by default. */
    async list(ctx: RequestContext, input: GetPayslips): Promise<PagedResult<PayslipListItemDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        let jobTitleIds: string[] | null = null;
        if (input.departmentId) {
          jobTitleIds = (await deps.departments.jobTitlesUnder(ctx, input.departmentId, true)) ?? [];
          if (!jobTitleIds.length) return { totalCount: 0, items: [] };
        }
        const where = and(
          ofTenant(tenantId),
          input.startDate ? gte(payslips.endDate, input.startDate) : undefined,
          input.endDate ? lte(payslips.startDate, input.endDate) : undefined,
          jobTitleIds ? inArray(payslips.jobTitleId, jobTitleIds) : undefined,
          input.state !== undefined ? eq(payslips.state, input.state) : undefined,
          input.runId ? eq(payslips.runId, input.runId) : undefined,
          input.employeeId ? eq(payslips.employeeId, input.employeeId) : undefined,
        );
        return pageOf(tx, input, where, [desc(payslips.startDate), asc(payslips.employeeFullName)]);
      });
    },

    /** A Draft becomes Confirmed (under its stamp); it never changes again. */
    async confirm(ctx: RequestContext, id: string, input: ConfirmPayslipInput): Promise<PayslipDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await one(tx, tenantId, id, true);
        if (row.state !== PayslipState.Draft) throw new AppError('Payslip:NotDraft');
        await updateStamped(tx, payslips, {
          where: byId(tenantId, id),
          stamp: input.concurrencyStamp,
          set: { state: PayslipState.Confirmed, confirmationTime: ctx.now(), confirmedById: ctx.userId },
          ctx,
        });
        return toDto(await one(tx, tenantId, id));
      });
    },

    /** A Draft or Confirmed payslip is cancelled with the reason; it stays in the history. */
    async cancel(ctx: RequestContext, id: string, input: CancelPayslipInput): Promise<PayslipDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await one(tx, tenantId, id, true);
        if (row.state === PayslipState.Cancelled) throw new AppError('Payslip:AlreadyCancelled');
        await updateStamped(tx, payslips, {
          where: byId(tenantId, id),
          stamp: input.concurrencyStamp,
          set: {
            state: PayslipState.Cancelled,
            cancellationTime: ctx.now(),
            cancelledById: ctx.userId,
            cancellationReason: input.reason.trim(),
          },
          ctx,
        });
        return toDto(await one(tx, tenantId, id));
      });
    },

    /**
     * The periods (by start) of the contract's Confirmed payslips not wholly within start..end: for contracts'
     * `ContractPayslips`, a change of the contract's dates must not leave one outside them. Joins the caller's
     * transaction. Under the employee's lock (a generation under way finishes first), the contract's live
     * payslips outside start..end are share-locked: a confirmation under way finishes first and is seen here,
     * a later one waits for the caller's commit.
     */
    async confirmedOfContractOutside(
      ctx: Pick<RequestContext, 'tenantId'>,
      contract: { id: string; employeeId: string; start: string; end: string },
    ): Promise<Array<{ startDate: string; endDate: string }>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        await lockEmployees(tx, tenantId, [contract.employeeId]);
        const rows = await tx
          .select({ state: payslips.state, startDate: payslips.startDate, endDate: payslips.endDate })
          .from(payslips)
          .where(
            and(
              ofTenant(tenantId),
              eq(payslips.employeeId, contract.employeeId),
              eq(payslips.contractId, contract.id),
              ne(payslips.state, PayslipState.Cancelled),
              or(lt(payslips.startDate, contract.start), gt(payslips.endDate, contract.end)),
            ),
          )
          .orderBy(asc(payslips.startDate), asc(payslips.id))
          .for('share');
        // Drafts are share-locked too: one being confirmed now is read once its confirmation commits.
        return rows
          .filter((r) => r.state === PayslipState.Confirmed)
          .map(({ startDate, endDate }) => ({ startDate, endDate }));
      });
    },

    /** Self-service: the caller's own Confirmed payslips, the latest first (none without an employee). */
    async own(
      ctx: RequestContext,
      input: { skipCount: number; maxResultCount: number; sorting?: string },
    ): Promise<PagedResult<PayslipListItemDto>> {
      const tenantId = tenantOf(ctx);
      if (!ctx.employeeId) return { totalCount: 0, items: [] };
      const employeeId = ctx.employeeId;
      return db.transaction(ctx, (tx) =>
        pageOf(
          tx,
          input,
          and(
            ofTenant(tenantId),
            eq(payslips.employeeId, employeeId),
            eq(payslips.state, PayslipState.Confirmed),
          ),
          [desc(payslips.startDate)],
        ),
      );
    },

    /** Self-service: one of the caller's own Confirmed payslips; anything else is 404. */
    async ownGet(ctx: RequestContext, id: string): Promise<PayslipDto> {
      const tenantId = tenantOf(ctx);
      const row = await db.transaction(ctx, (tx) => one(tx, tenantId, id));
      if (row.employeeId !== ctx.employeeId || row.state !== PayslipState.Confirmed)
        throw new AppError('Payslip:NotFound');
      return toDto(row);
    },
  };
  return service;
}
export type PayslipService = ReturnType<typeof createPayslipService>;
