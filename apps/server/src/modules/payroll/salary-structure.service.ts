import {
  type CreateSalaryStructureInput,
  type GetSalaryStructuresInput,
  type LanguageCode,
  type NamePair,
  nameFields,
  namePairOf,
  type PagedResult,
  type SalaryStructureDto,
  salaryStructureEndpoints,
  type UpdateSalaryStructureInput,
} from '@hr/contracts';
import { and, asc, eq, gt, inArray, not } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { entityDto } from '../../platform/db/columns.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { headerWithLines } from '../../platform/db/header-lines.ts';
import { localName, uniqueNameErrors } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, translate } from '../../platform/errors.ts';
import { type CompiledStructure, compileStructure } from './formula/index.ts';
import { salaryRules, salaryStructureRules, salaryStructures } from './payroll.tables.ts';
import type { CategoryNames } from './payslip.items.ts';
import type { RuleRow, SalaryRuleService } from './salary-rule.service.ts';
import { ruleDefinition } from './salary-rule.values.ts';

type Row = typeof salaryStructures.$inferSelect;
type StructureRules = CreateSalaryStructureInput['structureRules'];

/**
 * What the structures need to know of contracts: how many use a structure (its delete is refused while
 * any do). The contracts module will provide it; until contracts exist no structure can be in use.
 */
export interface SalaryStructureHolders {
  countByStructure(ctx: RequestContext, structureId: string): Promise<number>;
}

export const structuresOf = (tenantId: string) =>
  tenantRows(salaryStructures, tenantId, [not(salaryStructures.isDeleted)]);

/** The rules in the order of their sequences. */
const inOrder = (rules: StructureRules) => [...rules].sort((a, b) => a.sequence - b.sequence);

/**
 * Salary structures: a name unique per tenant and live rules, each once, computed by sequence (stored as
 * 1, 2, 3...). A save compiles the structure: a rule reading itself or a later rule, or a rule the
 * structure lacks, is refused naming them. A rule saved in a structure is share-locked by the save.
 */
export function createSalaryStructureService(
  db: Database,
  deps: { rules: Pick<SalaryRuleService, 'lockForUse'>; holders?: SalaryStructureHolders },
) {
  /** The rules of the structures, by sequence, with their names and codes. */
  async function rulesOf(tx: Tx, tenantId: string, ids: string[]) {
    if (!ids.length) return new Map<string, SalaryStructureDto['structureRules']>();
    const rows = await tx
      .select({
        structureId: salaryStructureRules.structureId,
        ruleId: salaryStructureRules.ruleId,
        sequence: salaryStructureRules.sequence,
        ruleName: localName(salaryRules),
        ruleCode: salaryRules.code,
        debitAccountId: salaryRules.debitAccountId,
        creditAccountId: salaryRules.creditAccountId,
      })
      .from(salaryStructureRules)
      .innerJoin(salaryRules, eq(salaryRules.id, salaryStructureRules.ruleId))
      .where(tenantRows(salaryStructureRules, tenantId, [inArray(salaryStructureRules.structureId, ids)]))
      .orderBy(asc(salaryStructureRules.sequence));
    const byStructure = new Map(ids.map((id) => [id, [] as SalaryStructureDto['structureRules']]));
    for (const { structureId, ...rule } of rows) byStructure.get(structureId)?.push(rule);
    return byStructure;
  }

  /** The rules of `ids` that are live, share-locked (a write that uses them), by id. */
  async function lockedRules(tx: Tx, tenantId: string, ids: readonly string[]) {
    return new Map((await deps.rules.lockForUse(tx, tenantId, ids)).map((r) => [r.row.id, r]));
  }

  /** The structure's rules (live, share-locked) in order, compiled; 422 when it does not compile. */
  async function compiled(tx: Tx, tenantId: string, rules: StructureRules): Promise<CompiledStructure> {
    const ordered = inOrder(rules);
    const found = await lockedRules(
      tx,
      tenantId,
      ordered.map((r) => r.ruleId),
    );
    const rows = ordered.map((r) => found.get(r.ruleId));
    if (rows.some((r) => r === undefined)) throw new AppError('SalaryStructure:RuleNotFound');
    return compileStructure((rows as RuleRow[]).map((r) => ruleDefinition(r.row, r.categoryCode)));
  }

  /** The rules of a structure just created, stored as 1, 2, 3... in the order of their sequences. */
  async function insertRules(tx: Tx, tenantId: string, structureId: string, rules: StructureRules) {
    await tx
      .insert(salaryStructureRules)
      .values(inOrder(rules).map((r, i) => ({ tenantId, structureId, ruleId: r.ruleId, sequence: i + 1 })));
  }

  /**
   * Replaces a structure's rules in place, a line being a position (the key, and the audit's, is the
   * structure and the sequence): the positions past the new count are removed, a position whose rule
   * changed is updated, the positions past the old count are added; a position that keeps its rule is not
   * written. The unique (structure, rule) index is checked row by row, so the updates run in an order
   * where each rule is freed (removed or moved away) before another position takes it; a cycle of moves
   * (rules swapping places) has no such order, and one position of each cycle is removed and added again.
   */
  async function replaceRules(tx: Tx, tenantId: string, structureId: string, rules: StructureRules) {
    const ofStructure = tenantRows(salaryStructureRules, tenantId, [
      eq(salaryStructureRules.structureId, structureId),
    ]);
    const wanted = inOrder(rules).map((r) => r.ruleId);
    const current = new Map(
      (
        await tx
          .select({ sequence: salaryStructureRules.sequence, ruleId: salaryStructureRules.ruleId })
          .from(salaryStructureRules)
          .where(ofStructure)
      ).map((r) => [r.sequence, r.ruleId]),
    );
    if ([...current.keys()].some((sequence) => sequence > wanted.length))
      await tx
        .delete(salaryStructureRules)
        .where(and(ofStructure, gt(salaryStructureRules.sequence, wanted.length)));
    // The positions kept whose rule changes, and which kept position holds each rule now.
    const pending = new Map<number, string>();
    const holder = new Map<string, number>();
    wanted.forEach((ruleId, i) => {
      const was = current.get(i + 1);
      if (was === undefined) return;
      holder.set(was, i + 1);
      if (was !== ruleId) pending.set(i + 1, ruleId);
    });
    const readded: number[] = [];
    const at = (sequence: number) => and(ofStructure, eq(salaryStructureRules.sequence, sequence));
    while (pending.size) {
      const free = [...pending].find(([, ruleId]) => !pending.has(holder.get(ruleId) ?? 0));
      if (free) {
        const [sequence, ruleId] = free;
        await tx.update(salaryStructureRules).set({ ruleId }).where(at(sequence));
        pending.delete(sequence);
        continue;
      }
      // Every pending rule is held by another pending position: a cycle; its first position is freed.
      const sequence = pending.keys().next().value as number;
      await tx.delete(salaryStructureRules).where(at(sequence));
      pending.delete(sequence);
      readded.push(sequence);
    }
    const added = wanted
      .map((ruleId, i) => ({ tenantId, structureId, ruleId, sequence: i + 1 }))
      .filter((r) => !current.has(r.sequence) || readded.includes(r.sequence));
    if (added.length) await tx.insert(salaryStructureRules).values(added);
  }

  /** A name another live structure has fails on the unique index (no check before it). */
  const uniqueName = (name: string) =>
    uniqueNameErrors('salary_structures', () => new AppError('SalaryStructure:DuplicateName', { name }));

  const structures = headerWithLines(db, {
    table: salaryStructures,
    list: salaryStructureEndpoints.list,
    uniqueName,
    linesOf: rulesOf,
    noLines: (): SalaryStructureDto['structureRules'] => [],
    toDto,
    check: async (tx, tenantId, input: CreateSalaryStructureInput) => {
      await compiled(tx, tenantId, input.structureRules);
    },
    insertLines: (tx, tenantId, id, input) => insertRules(tx, tenantId, id, input.structureRules),
    replaceLines: (tx, tenantId, id, input) => replaceRules(tx, tenantId, id, input.structureRules),
    lockOnUpdate: true,
    countUsing: async (ctx, id) => (deps.holders ? await deps.holders.countByStructure(ctx, id) : 0),
    inUse: (name, count) => new AppError('SalaryStructure:UsedByContracts', { name, count }),
  });
  const { byId } = structures;

  return {
    list: (ctx: RequestContext, input: GetSalaryStructuresInput): Promise<PagedResult<SalaryStructureDto>> =>
      structures.list(ctx, input),
    get: structures.get,
    create: (ctx: RequestContext, input: CreateSalaryStructureInput): Promise<string> =>
      structures.create(ctx, input),
    update: (
      ctx: RequestContext,
      id: string,
      input: UpdateSalaryStructureInput,
    ): Promise<SalaryStructureDto> => structures.update(ctx, id, input),
    /** Soft delete (its rules stay listed for history), refused while a contract uses it. */
    delete: structures.delete,
    /**
     * Whether the structure is live in the caller's tenant, holding a share lock on it until the caller's
     * transaction ends: a contract saved with it cannot lose it to a delete (which locks it for update).
     */
    lockForUse: structures.lockForUse,

    /** The names of the tenant's live structures among `ids`, in the reader's language: for the contracts' lists. */
    async namesByIds(
      ctx: Pick<RequestContext, 'tenantId' | 'language'>,
      ids: readonly string[],
    ): Promise<Map<string, string>> {
      const tenantId = tenantOf(ctx);
      if (!ids.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: salaryStructures.id, name: localName(salaryStructures) })
          .from(salaryStructures)
          .where(and(structuresOf(tenantId), inArray(salaryStructures.id, [...new Set(ids)]))),
      );
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /**
     * A saved structure compiled for payslips, with its names and each rule's category's names (by rule code),
     * its rules share-locked until the caller's transaction ends. Null when the structure is not live.
     */
    async forPayslip(
      ctx: Pick<RequestContext, 'tenantId'>,
      id: string,
    ): Promise<{
      /** Its names in both languages (a payslip keeps both). */
      names: NamePair;
      compiled: CompiledStructure;
      /** Each rule's category's names: in the generating request's language and in both (a line keeps all). */
      categoryNameOfRule: Map<string, CategoryNames>;
    } | null> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [row] = await tx
          .select({ nameEn: salaryStructures.nameEn, nameAr: salaryStructures.nameAr })
          .from(salaryStructures)
          .where(byId(tenantId, id))
          .for('share');
        if (!row) return null;
        const rules = (await rulesOf(tx, tenantId, [id])).get(id) ?? [];
        const locked = await lockedRules(
          tx,
          tenantId,
          rules.map((r) => r.ruleId),
        );
        const rows = rules.map((r) => locked.get(r.ruleId)).filter((r): r is RuleRow => r !== undefined);
        return {
          names: namePairOf(row),
          compiled: compileStructure(rows.map((r) => ruleDefinition(r.row, r.categoryCode))),
          categoryNameOfRule: new Map(
            rows.map((r) => [
              r.row.code,
              { name: r.categoryName, nameEn: r.categoryNameEn, nameAr: r.categoryNameAr },
            ]),
          ),
        };
      });
    },

    /** Compiles the rules given in order (not saved): what "Try formula" runs on a structure. */
    async compile(ctx: RequestContext, rules: StructureRules): Promise<CompiledStructure> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) => compiled(tx, tenantId, rules));
    },

    /**
     * Every live structure using the rule compiles still (called in the rule's update, after its write):
     * the first one that does not is refused, naming it and why.
     */
    async assertStillCompile(ctx: RequestContext, tx: Tx, ruleId: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      const users = await tx
        .select({ id: salaryStructures.id, name: localName(salaryStructures) })
        .from(salaryStructureRules)
        .innerJoin(salaryStructures, eq(salaryStructures.id, salaryStructureRules.structureId))
        .where(
          tenantRows(salaryStructureRules, tenantId, [
            eq(salaryStructureRules.ruleId, ruleId),
            structuresOf(tenantId),
          ]),
        );
      const rules = await rulesOf(
        tx,
        tenantId,
        users.map((u) => u.id),
      );
      for (const structure of users) {
        try {
          await compiled(tx, tenantId, rules.get(structure.id) ?? []);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          throw new AppError('SalaryRule:BreaksStructure', {
            structure: structure.name,
            reason: translate(error.code, ctx.language, error.params),
          });
        }
      }
    },
  };
}
export type SalaryStructureService = ReturnType<typeof createSalaryStructureService>;

function toDto(
  row: Row,
  structureRules: SalaryStructureDto['structureRules'],
  language: LanguageCode,
): SalaryStructureDto {
  return entityDto(row, { ...nameFields(row, language), structureRules });
}
