import { SalaryEffectValueType } from '@hr/contracts';
import { asc, eq, gte, inArray, lte, not } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { DisciplineKind, disciplineRecords, disciplineTypes } from './discipline.tables.ts';

/** A penalty or a reward of a pay period, with its type's salary effect (decimal strings; null: none). */
export interface SalaryEffectItem {
  id: string;
  typeId: string;
  typeName: string;
  implementationDate: string;
  salaryEffectValueType: number | null;
  salaryEffectValue: string | null;
}

/** The named inputs of payroll's formulas (payroll/formula/inputs.ts), as decimal strings. */
export interface SalaryEffectTotals {
  PENALTY_AMOUNT: string;
  PENALTY_PERCENT: string;
  PENALTY_COUNT: string;
  REWARD_AMOUNT: string;
  REWARD_PERCENT: string;
  REWARD_COUNT: string;
}

export interface EmployeeSalaryEffects {
  penalties: SalaryEffectItem[];
  rewards: SalaryEffectItem[];
  totals: SalaryEffectTotals;
}

/** Exact sums of numeric(18,2) values: hundredths as big integers. */
const hundredths = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const decimal = (h: bigint) => `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;

function totalsOf(penalties: SalaryEffectItem[], rewards: SalaryEffectItem[]): SalaryEffectTotals {
  const sum = (items: SalaryEffectItem[], type: number) =>
    decimal(
      items
        .filter((i) => i.salaryEffectValueType === type && i.salaryEffectValue !== null)
        .reduce((s, i) => s + hundredths(i.salaryEffectValue!), 0n),
    );
  return {
    PENALTY_AMOUNT: sum(penalties, SalaryEffectValueType.FixedAmount),
    PENALTY_PERCENT: sum(penalties, SalaryEffectValueType.Percentage),
    PENALTY_COUNT: String(penalties.length),
    REWARD_AMOUNT: sum(rewards, SalaryEffectValueType.FixedAmount),
    REWARD_PERCENT: sum(rewards, SalaryEffectValueType.Percentage),
    REWARD_COUNT: String(rewards.length),
  };
}

const batch = 1000;

/**
 * Salary effects are inputs of payroll (DESIGN.md): per employee, the live penalties and rewards whose
 * implementation date lies in start..end (both included), each with its type's effect, and their totals.
 * Every employee asked for is in the answer (zero totals when none). Reads in the caller's transaction.
 */
export function createSalaryEffectsService(db: Database) {
  return {
    async salaryEffects(
      ctx: Pick<RequestContext, 'tenantId'>,
      employeeIds: readonly string[],
      period: { start: string; end: string },
    ): Promise<Map<string, EmployeeSalaryEffects>> {
      const tenantId = tenantOf(ctx);
      const ids = [...new Set(employeeIds)];
      const found = new Map<string, { penalties: SalaryEffectItem[]; rewards: SalaryEffectItem[] }>(
        ids.map((id) => [id, { penalties: [], rewards: [] }]),
      );
      for (let i = 0; i < ids.length; i += batch) {
        const rows = await db.transaction(ctx, (tx) =>
          tx
            .select({
              id: disciplineRecords.id,
              employeeId: disciplineRecords.employeeId,
              kind: disciplineRecords.kind,
              typeId: disciplineRecords.typeId,
              typeName: localName(disciplineTypes),
              implementationDate: disciplineRecords.implementationDate,
              salaryEffectValueType: disciplineTypes.salaryEffectValueType,
              salaryEffectValue: disciplineTypes.salaryEffectValue,
            })
            .from(disciplineRecords)
            .innerJoin(disciplineTypes, eq(disciplineTypes.id, disciplineRecords.typeId))
            .where(
              tenantRows(disciplineRecords, tenantId, [
                not(disciplineRecords.isDeleted),
                inArray(disciplineRecords.employeeId, ids.slice(i, i + batch)),
                gte(disciplineRecords.implementationDate, period.start),
                lte(disciplineRecords.implementationDate, period.end),
              ]),
            )
            .orderBy(asc(disciplineRecords.implementationDate), asc(disciplineRecords.id)),
        );
        for (const { employeeId, kind, ...item } of rows) {
          const entry = found.get(employeeId)!;
          (kind === DisciplineKind.Penalty ? entry.penalties : entry.rewards).push(item);
        }
      }
      return new Map(
        [...found].map(([id, { penalties, rewards }]) => [
          id,
          { penalties, rewards, totals: totalsOf(penalties, rewards) },
        ]),
      );
    },
  };
}
export type SalaryEffectsService = ReturnType<typeof createSalaryEffectsService>;
