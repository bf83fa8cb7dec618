import type {
  CreatePenaltyType,
  CreateRewardType,
  GetPenaltyTypes,
  PagedResult,
  PenaltyTypeDto,
  RewardTypeDto,
  SalaryEffectDto,
  UpdatePenaltyType,
} from '@hr/contracts';
import { and, asc, count, eq, ilike, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import {
  findOr404,
  pageOfTable,
  softDelete,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
import { DisciplineKind, disciplineRecords, disciplineTypes } from './discipline.tables.ts';

export type DisciplineTypeRow = typeof disciplineTypes.$inferSelect;

/** The tenant's live types of a kind (the data layer's tenant filter; row-level security is the second lock). */
export const typesOf = (tenantId: string | null, kind: DisciplineKind): SQL =>
  tenantId
    ? and(
        eq(disciplineTypes.tenantId, tenantId),
        eq(disciplineTypes.kind, kind),
        not(disciplineTypes.isDeleted),
      )!
    : sql`false`;

const effectOf = (row: DisciplineTypeRow): SalaryEffectDto => ({
  salaryEffectValueType: row.salaryEffectValueType as SalaryEffectDto['salaryEffectValueType'],
  salaryEffectValue: row.salaryEffectValue,
});

const baseDto = (row: DisciplineTypeRow) => ({
  id: row.id,
  name: row.name,
  code: row.code,
  ...effectOf(row),
  ...auditFields(row),
  concurrencyStamp: row.concurrencyStamp,
});

export const penaltyTypeToDto = (row: DisciplineTypeRow): PenaltyTypeDto => ({
  ...baseDto(row),
  penaltySalaryEffect: effectOf(row),
  isTerminateContract: row.isTerminateContract,
});

export const rewardTypeToDto = (row: DisciplineTypeRow): RewardTypeDto => ({
  ...baseDto(row),
  rewardSalaryEffect: effectOf(row),
});

const sortable: Record<string, AnyPgColumn> = {
  name: disciplineTypes.normalizedName,
  code: disciplineTypes.normalizedCode,
  creationtime: disciplineTypes.creationTime,
};
const byName = [asc(disciplineTypes.normalizedName), asc(disciplineTypes.id)];
const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, { fallback: byName, tieBreaker: disciplineTypes.id });

type TypeInput = CreateRewardType & { isTerminateContract?: boolean };

function columns(kind: DisciplineKind, input: TypeInput) {
  const name = input.name.trim();
  const code = input.code.trim();
  return {
    name,
    normalizedName: normalized(name),
    code,
    normalizedCode: normalized(code),
    salaryEffectValueType: input.salaryEffectValueType,
    salaryEffectValue: input.salaryEffectValue,
    isTerminateContract: kind === DisciplineKind.Penalty && (input.isTerminateContract ?? false),
  };
}

/**
 * The types of one kind (penalty types, reward types): codes unique among the tenant's live types of the
 * kind whatever their case (a partial unique index, its violation mapped to Discipline:DuplicateCode), the
 * salary effect as a value type and a numeric(18,2) value; deleting is soft and refused while records use it.
 */
export function createDisciplineTypeService<Dto>(
  db: Database,
  kind: DisciplineKind,
  toDto: (row: DisciplineTypeRow) => Dto,
) {
  const live = (tenantId: string | null) => typesOf(tenantId, kind);
  const byId = (tenantId: string | null, id: string) => and(live(tenantId), eq(disciplineTypes.id, id));
  const duplicate = (code: string) => () => new AppError('Discipline:DuplicateCode', { code });
  const unique = (code: string) => ({ discipline_types_tenant_kind_code: duplicate(code) });

  async function assertCodeFree(tx: Tx, tenantId: string, code: string, exceptId?: string) {
    const [clash] = await tx
      .select({ id: disciplineTypes.id })
      .from(disciplineTypes)
      .where(and(live(tenantId), eq(disciplineTypes.normalizedCode, normalized(code))));
    if (clash && clash.id !== exceptId) throw duplicate(code)();
  }

  return {
    async list(ctx: RequestContext, input: GetPenaltyTypes): Promise<PagedResult<Dto>> {
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, disciplineTypes, input, {
          where: and(
            live(ctx.tenantId),
            input.filter
              ? or(
                  ilike(disciplineTypes.name, containing(input.filter)),
                  ilike(disciplineTypes.code, containing(input.filter)),
                )
              : undefined,
          ),
          order: orderBy(input.sorting),
          map: toDto,
        }),
      );
    },

    async get(ctx: RequestContext, id: string): Promise<Dto> {
      return db.transaction(ctx, async (tx) =>
        toDto(findOr404(await tx.select().from(disciplineTypes).where(byId(ctx.tenantId, id)))),
      );
    },

    async create(ctx: RequestContext, input: TypeInput | CreatePenaltyType): Promise<string> {
      const tenantId = tenantOf(ctx);
      const values = columns(kind, input);
      return withUniqueErrors(unique(values.code), () =>
        db.transaction(ctx, async (tx) => {
          await assertCodeFree(tx, tenantId, values.code);
          const [row] = await tx
            .insert(disciplineTypes)
            .values({ tenantId, kind, ...values, creatorId: ctx.userId })
            .returning({ id: disciplineTypes.id });
          return row!.id;
        }),
      );
    },

    /**
     * Under the stamp (409 when stale). The type is locked for update: a record saved with it meanwhile
     * (which share-locks it) is either before this change or plans its termination after it.
     */
    async update(ctx: RequestContext, id: string, input: UpdatePenaltyType | TypeInput): Promise<Dto> {
      const tenantId = tenantOf(ctx);
      const values = columns(kind, input as TypeInput);
      const stamp = (input as UpdatePenaltyType).concurrencyStamp;
      return withUniqueErrors(unique(values.code), () =>
        db.transaction(ctx, async (tx) => {
          findOr404(
            await tx
              .select({ id: disciplineTypes.id })
              .from(disciplineTypes)
              .where(byId(tenantId, id))
              .for('update'),
          );
          await assertCodeFree(tx, tenantId, values.code, id);
          await updateStamped(tx, disciplineTypes, { where: byId(tenantId, id), stamp, set: values, ctx });
          return toDto(findOr404(await tx.select().from(disciplineTypes).where(byId(tenantId, id))));
        }),
      );
    },

    /**
     * Soft delete, refused while live records use the type (Discipline:TypeInUse with their count). The row
     * is locked first: a record saved with the type holds a share lock on it (`lockForUse`), so it either
     * commits first and is counted, or waits and then finds the type gone.
     */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        findOr404(
          await tx
            .select({ id: disciplineTypes.id })
            .from(disciplineTypes)
            .where(byId(tenantId, id))
            .for('update'),
        );
        const [used] = await tx
          .select({ n: count() })
          .from(disciplineRecords)
          .where(
            and(
              eq(disciplineRecords.tenantId, tenantId),
              eq(disciplineRecords.typeId, id),
              not(disciplineRecords.isDeleted),
            ),
          );
        const n = used?.n ?? 0;
        if (n > 0) throw new AppError('Discipline:TypeInUse', { count: n });
        await softDelete(tx, disciplineTypes, byId(tenantId, id), ctx);
      });
    },

    /** The live type of this kind, share-locked until the caller's transaction ends (null: none). */
    async lockForUse(tx: Tx, tenantId: string, id: string): Promise<DisciplineTypeRow | null> {
      const [row] = await tx.select().from(disciplineTypes).where(byId(tenantId, id)).for('share');
      return row ?? null;
    },
  };
}
export type DisciplineTypeService<Dto = unknown> = ReturnType<typeof createDisciplineTypeService<Dto>>;
