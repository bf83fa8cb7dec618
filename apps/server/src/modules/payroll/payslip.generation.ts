import { type GeneratePayslip, maxPayslipDays, PayslipState } from '@hr/contracts';
import { and, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { newId, newStamp } from '../../platform/db/columns.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { type CompiledStructure, evaluateStructure, type StructureResult } from './formula/index.ts';
import { payrollRuns, payslipNumberCounters, payslips } from './payroll.tables.ts';
import { type GatheredInputs, gatherInputsMany } from './payroll-inputs.ts';
import { daysOf, payslipItems, payslipTotals } from './payslip.items.ts';
import { lockEmployees, payslipsOf } from './payslip.rows.ts';
import type { PayslipDeps } from './payslip.service.ts';

/** One employee's outcome in {@link PayslipGeneration.generateMany}: the payslip, or why there is none. */
export type GenerationOutcome =
  | { employeeId: string; payslipId: string; error?: undefined }
  | { employeeId: string; payslipId?: undefined; error: AppError };

/** Payslips per insert statement (about 25 parameters each, well under PostgreSQL's 65,535). */
const insertChunk = 500;

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
  ['department_name_en', 'varchar', 'departmentNameEn'],
  ['department_name_ar', 'varchar', 'departmentNameAr'],
  ['job_title_name_en', 'varchar', 'jobTitleNameEn'],
  ['job_title_name_ar', 'varchar', 'jobTitleNameAr'],
  ['salary_structure_name_en', 'varchar', 'salaryStructureNameEn'],
  ['salary_structure_name_ar', 'varchar', 'salaryStructureNameAr'],
  ['creator_id', 'uuid', 'creatorId'],
  ['creation_time', 'timestamptz', 'creationTime'],
  ['concurrency_stamp', 'varchar', 'concurrencyStamp'],
  ['number_year', 'smallint', 'numberYear'],
  ['number_seq', 'integer', 'numberSeq'],
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
  rows: ReadonlyArray<NewPayslip>,
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

type NewPayslip = Omit<typeof payslips.$inferInsert, 'id' | 'concurrencyStamp' | 'creationTime'>;

/**
 * Numbers the batch's payslips (PS-YYYY-NNNNNN, the year of the period's start): a payslip that replaces a
 * Draft of the same employee and year takes its number (regenerating does not use up numbers); the others
 * take the tenant's next numbers of the year, in the order of the employees' names, from one statement
 * that adds their count to the year's counter. The counter's row stays locked until the transaction ends:
 * a concurrent batch of the tenant waits there (only for the rest of this one's transaction: the numbers
 * are taken last, right before the insert), and a batch rolled back gives its numbers back, so the
 * numbers have no gaps.
 */
async function numberPayslips(
  tx: Tx,
  tenantId: string,
  rows: NewPayslip[],
  replaced: ReadonlyArray<{ employeeId: string; numberYear: number | null; numberSeq: number | null }>,
): Promise<void> {
  const kept = new Map<string, number[]>();
  for (const p of replaced)
    if (p.numberYear !== null && p.numberSeq !== null) {
      const key = `${p.employeeId}:${p.numberYear}`;
      kept.set(
        key,
        [...(kept.get(key) ?? []), p.numberSeq].sort((a, b) => a - b),
      );
    }
  const fresh: NewPayslip[] = [];
  for (const row of rows) {
    const year = Number(row.startDate.slice(0, 4));
    row.numberYear = year;
    const reuse = kept.get(`${row.employeeId}:${year}`)?.shift();
    if (reuse === undefined) fresh.push(row);
    else row.numberSeq = reuse;
  }
  if (!fresh.length) return;
  const year = fresh[0]!.numberYear!;
  const [counter] = await tx
    .insert(payslipNumberCounters)
    .values({ tenantId, year, lastNumber: fresh.length })
    .onConflictDoUpdate({
      target: [payslipNumberCounters.tenantId, payslipNumberCounters.year],
      set: { lastNumber: sql`${payslipNumberCounters.lastNumber} + ${fresh.length}` },
    })
    .returning({ lastNumber: payslipNumberCounters.lastNumber });
  const first = counter!.lastNumber - fresh.length + 1;
  fresh
    .sort(
      (a, b) =>
        a.employeeFullName.localeCompare(b.employeeFullName, 'en') ||
        a.employeeId.localeCompare(b.employeeId),
    )
    .forEach((row, i) => {
      row.numberSeq = first + i;
    });
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

/**
 * Payslips generated (document 3 §2.7, §7) from the contract in force, its structure and the payroll inputs
 * of the other modules, in one transaction: HR's generation of one, and a payroll run's of a batch. A Draft
 * is replaced by a new generation, Confirmed is final, Cancelled stays in the history. One live payslip per
 * employee and overlapping period: the generation takes the employee's advisory lock before it looks.
 */
export function createPayslipGeneration(db: Database, deps: Pick<PayslipDeps, 'sources' | 'structures'>) {
  const ofTenant = payslipsOf;
  const generation = {
    /**
     * Generates the employee's payslip for the period and answers its id: {@link generateMany} of one,
     * its refusal thrown.
     */
    async generate(
      ctx: RequestContext,
      input: GeneratePayslip,
      runId: string | null = null,
    ): Promise<string> {
      const [outcome] = await generation.generateMany(ctx, [input.employeeId], input, runId);
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
        const rows: NewPayslip[] = [];
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
            // Both languages' names, as the lines keep their rules': each reader sees hers later.
            departmentNameEn: inputs.departmentNames?.nameEn ?? null,
            departmentNameAr: inputs.departmentNames?.nameAr ?? null,
            jobTitleNameEn: inputs.jobTitleNames.nameEn,
            jobTitleNameAr: inputs.jobTitleNames.nameAr,
            salaryStructureNameEn: structure.names.nameEn,
            salaryStructureNameAr: structure.names.nameAr,
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
                numberYear: payslips.numberYear,
                numberSeq: payslips.numberSeq,
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
                  .where(tenantRows(payrollRuns, tenantId, [inArray(payrollRuns.id, otherRuns)]))
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
        const replaced = overlapping.filter((p) => !refused.has(p.employeeId));
        if (replaced.length)
          await tx.delete(payslips).where(
            and(
              ofTenant(tenantId),
              inArray(
                payslips.id,
                replaced.map((p) => p.id),
              ),
            ),
          );
        await numberPayslips(tx, tenantId, written, replaced);
        const created = new Map<string, string>();
        for (let i = 0; i < written.length; i += insertChunk)
          await insertPayslips(tx, written.slice(i, i + insertChunk), ctx.now(), created);
        return ids.map((employeeId): GenerationOutcome => {
          const error = refused.get(employeeId);
          return error ? { employeeId, error } : { employeeId, payslipId: created.get(employeeId)! };
        });
      });
    },
  };
  return generation;
}
export type PayslipGeneration = ReturnType<typeof createPayslipGeneration>;
