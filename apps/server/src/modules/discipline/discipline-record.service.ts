import {
  ContractsPermissions,
  displayParam,
  type GetPenalties,
  type NamePair,
  nameIn,
  type PagedResult,
  type PenaltyDto,
  type PenaltyTerminationDto,
  penaltyEndpoints,
  type RewardDto,
  rewardEndpoints,
  type UpdatePenalty,
} from '@hr/contracts';
import { and, asc, desc, eq, gt, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, withNames } from '../../platform/db/columns.ts';
import {
  findOr404,
  idsOfPage,
  listTotal,
  lockedOr404,
  page,
  softDelete,
  updateStamped,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { RequestsApi } from '../requests/public.ts';
import { DisciplineKind, disciplineRecords, disciplineTypes } from './discipline.tables.ts';
import type { DisciplineTypeRow } from './discipline-type.service.ts';

type RecordRow = typeof disciplineRecords.$inferSelect;
/** A record with what the answer shows of its type. */
type RecordWithType = RecordRow & { typeName: string; isTerminateContract: boolean };

/** The contracts module's calls a terminating penalty needs (`contracts.contracts`). */
export interface ActiveContracts {
  activeOf(
    ctx: Pick<RequestContext, 'tenantId'>,
    employeeId: string,
    date: string,
  ): Promise<{ id: string; name: string } | null>;
  cancel(ctx: RequestContext, id: string, reason: string): Promise<void>;
}

export interface DisciplineRecordDeps {
  types: { lockForUse(tx: Tx, tenantId: string, id: string): Promise<DisciplineTypeRow | undefined> };
  employees: Pick<EmployeesApi['employees'], 'lockForUse' | 'namesByIds'>;
  contracts: ActiveContracts;
  /** The active users holding a permission in the caller's tenant (identity's `users.approvers.holdersOf`). */
  holdersOf(ctx: RequestContext, permission: string): Promise<string[]>;
  notify: RequestsApi['notifications']['write'];
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
}

/** Who is told when a penalty cancels a contract: those who manage contracts. */
export const terminationAudience = ContractsPermissions.Contracts.Default;

/** The contract's cancellation reason: one text in English and Arabic, naming the penalty and its date (yyyy/MM/dd). */
export const terminationReason = (type: NamePair, iso: string) => {
  const date = displayParam(iso);
  const reason = `Penalty ${nameIn(type, 'en')} of ${date} - عقوبة ${nameIn(type, 'ar')} بتاريخ ${date}`;
  return reason.slice(0, 512);
};

/** The lists' sort columns (penalties and rewards sort by the same fields). */
const sortable = (list: typeof penaltyEndpoints.list | typeof rewardEndpoints.list) =>
  sortColumns(list, {
    declarationDate: disciplineRecords.declarationDate,
    implementationDate: disciplineRecords.implementationDate,
    expirationDate: disciplineRecords.expirationDate,
    creationTime: disciplineRecords.creationTime,
  });
const newestFirst = [desc(disciplineRecords.implementationDate), desc(disciplineRecords.id)];

function terminationOf(row: RecordRow): PenaltyTerminationDto | null {
  if (!row.terminationContractId) return null;
  return {
    contractId: row.terminationContractId,
    contractName: row.terminationContractName ?? '',
    on: row.implementationDate,
    done: row.terminationDoneAt !== null,
  };
}

const common = (row: RecordWithType, names: Map<string, string>) => ({
  id: row.id,
  employeeId: row.employeeId,
  employeeName: names.get(row.employeeId) ?? null,
  declarationDate: row.declarationDate,
  implementationDate: row.implementationDate,
  expirationDate: row.expirationDate,
  ...auditFields(row),
  concurrencyStamp: row.concurrencyStamp,
});

export const penaltyToDto = (row: RecordWithType, names: Map<string, string>): PenaltyDto => ({
  ...common(row, names),
  penaltyTypeId: row.typeId,
  penaltyTypeName: row.typeName,
  summary: row.summary,
  isTerminateContract: row.isTerminateContract,
  termination: terminationOf(row),
});

export const rewardToDto = (row: RecordWithType, names: Map<string, string>): RewardDto => ({
  ...common(row, names),
  rewardTypeId: row.typeId,
  rewardTypeName: row.typeName,
  summary: row.summary ?? '',
});

/** What penalties and rewards send: the contracts' inputs with the type under one name. */
export interface RecordInput {
  employeeId: string;
  typeId: string;
  declarationDate: string;
  implementationDate: string;
  expirationDate: string;
  summary?: string | null;
}
/**
 * Penalties (kind 0) or rewards (kind 1) of employees: the employee and the type are share-locked while a
 * record is saved with them; soft delete. A penalty whose type terminates contracts plans the cancellation of
 * the employee's Active contract on its implementation date: at once when that date has come in the tenant's
 * zone (in the save's transaction), otherwise by the daily job (`runDue`). Each termination runs once.
 */
export function createDisciplineRecordService<Dto>(
  db: Database,
  kind: DisciplineKind,
  toDto: (row: RecordWithType, names: Map<string, string>) => Dto,
  deps: DisciplineRecordDeps,
) {
  const live = (tenantId: string | null): SQL =>
    tenantId
      ? tenantRows(disciplineRecords, tenantId, [
          eq(disciplineRecords.kind, kind),
          not(disciplineRecords.isDeleted),
        ])
      : sql`false`;
  const byId = (tenantId: string | null, id: string) => and(live(tenantId), eq(disciplineRecords.id, id));
  const sortBy = sortable(kind === DisciplineKind.Penalty ? penaltyEndpoints.list : rewardEndpoints.list);
  const orderBy = (sorting: string | undefined) =>
    sortingOrder(sorting, sortBy, { fallback: newestFirst, tieBreaker: disciplineRecords.id });
  const withType = {
    typeName: localName(disciplineTypes),
    isTerminateContract: disciplineTypes.isTerminateContract,
  };

  async function read(tx: Tx, where: SQL | undefined, order: SQL[]): Promise<RecordWithType[]> {
    const rows = await tx
      .select({ record: disciplineRecords, ...withType })
      .from(disciplineRecords)
      .innerJoin(disciplineTypes, eq(disciplineTypes.id, disciplineRecords.typeId))
      .where(where)
      .orderBy(...order);
    return rows.map((r) => ({
      ...r.record,
      typeName: r.typeName,
      isTerminateContract: r.isTerminateContract,
    }));
  }

  const dtos = (ctx: RequestContext, rows: RecordWithType[]): Promise<Dto[]> =>
    withNames(
      rows,
      (r) => r.employeeId,
      (ids) => deps.employees.namesByIds(ctx, ids),
      toDto,
    );

  async function one(ctx: RequestContext, tx: Tx, id: string): Promise<Dto> {
    const [row] = await dtos(ctx, [findOr404(await read(tx, byId(ctx.tenantId, id), []))]);
    return row!;
  }

  /** The employee (share-locked) and the type of the kind (share-locked), or the refusal. */
  async function lockReferences(ctx: RequestContext, tx: Tx, tenantId: string, input: RecordInput) {
    if (!(await deps.employees.lockForUse(ctx, input.employeeId)))
      throw new AppError('Discipline:EmployeeNotFound');
    const type = await deps.types.lockForUse(tx, tenantId, input.typeId);
    if (!type) throw new AppError('Discipline:TypeNotFound');
    return type;
  }

  const columns = (input: RecordInput) => ({
    employeeId: input.employeeId,
    typeId: input.typeId,
    declarationDate: input.declarationDate,
    implementationDate: input.implementationDate,
    expirationDate: input.expirationDate,
    summary: input.summary?.trim() || null,
  });

  /**
   * Cancels the penalty's planned contract when it is still due (not deleted, not done), names it done and
   * tells HR; answers whether it did. The employee's Active contract is looked up again: the one planned may
   * have ended meanwhile (then nothing is cancelled and the plan is dropped). The row is locked first, so
   * two runs cannot both cancel.
   */
  async function terminate(ctx: RequestContext, tx: Tx, tenantId: string, id: string): Promise<boolean> {
    const [locked] = await tx.select().from(disciplineRecords).where(byId(tenantId, id)).for('update');
    if (!locked?.terminationContractId || locked.terminationDoneAt) return false;
    const [type] = await tx
      .select({ nameEn: disciplineTypes.nameEn, nameAr: disciplineTypes.nameAr })
      .from(disciplineTypes)
      .where(tenantRows(disciplineTypes, tenantId, [eq(disciplineTypes.id, locked.typeId)]));
    const typeName: NamePair = type ?? { nameEn: null, nameAr: null };
    const contract = await deps.contracts.activeOf(ctx, locked.employeeId, locked.implementationDate);
    if (!contract) {
      await tx
        .update(disciplineRecords)
        .set({ terminationContractId: null, terminationContractName: null })
        .where(byId(tenantId, id));
      return false;
    }
    await deps.contracts.cancel(ctx, contract.id, terminationReason(typeName, locked.implementationDate));
    await tx
      .update(disciplineRecords)
      .set({
        terminationContractId: contract.id,
        terminationContractName: contract.name,
        terminationDoneAt: ctx.now(),
      })
      .where(byId(tenantId, id));
    const recipients = await deps.holdersOf(ctx, terminationAudience);
    if (recipients.length) {
      const names = await deps.employees.namesByIds(ctx, [locked.employeeId]);
      const params = {
        employee: names.get(locked.employeeId) ?? '',
        contract: contract.name,
        penalty: typeName,
        date: locked.implementationDate,
      };
      await deps.notify(tx, ctx, recipients, {
        title: { key: 'Notifications:ContractTerminatedByPenaltyTitle', params },
        message: { key: 'Notifications:ContractTerminatedByPenaltyMessage', params },
      });
    }
    return true;
  }

  /**
   * Plans (or drops) the penalty's termination from its type and date: the employee's Active contract on the
   * implementation date (or their next one), cancelled now when that date is `today` or past.
   */
  async function plan(
    ctx: RequestContext,
    tx: Tx,
    tenantId: string,
    id: string,
    type: DisciplineTypeRow,
    input: RecordInput,
    today: string,
  ) {
    const contract =
      kind === DisciplineKind.Penalty && type.isTerminateContract
        ? await deps.contracts.activeOf(ctx, input.employeeId, input.implementationDate)
        : null;
    await tx
      .update(disciplineRecords)
      .set({
        terminationContractId: contract?.id ?? null,
        terminationContractName: contract?.name ?? null,
        terminationDoneAt: null,
      })
      .where(byId(tenantId, id));
    if (contract && input.implementationDate <= today) await terminate(ctx, tx, tenantId, id);
  }

  const todayOf = (ctx: RequestContext) => tenantToday(deps, ctx);

  return {
    async list(ctx: RequestContext, input: GetPenalties): Promise<PagedResult<Dto>> {
      const where = and(
        live(ctx.tenantId),
        input.employeeId ? eq(disciplineRecords.employeeId, input.employeeId) : undefined,
      );
      const order = orderBy(input.sorting);
      return db.transaction(ctx, async (tx) => {
        const result = await page(input, {
          total: () => listTotal(tx, disciplineRecords, where),
          rows: (limit, offset) =>
            read(
              tx,
              inArray(
                disciplineRecords.id,
                idsOfPage(tx, disciplineRecords, { where, order, limit, offset }),
              ),
              order,
            ),
        });
        return { ...result, items: await dtos(ctx, result.items) };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<Dto> {
      return db.transaction(ctx, (tx) => one(ctx, tx, id));
    },

    async create(ctx: RequestContext, input: RecordInput): Promise<string> {
      const tenantId = tenantOf(ctx);
      // The tenant's zone is read before the tenant's transaction (settings may fall back to the host's).
      const today = await todayOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const type = await lockReferences(ctx, tx, tenantId, input);
        const [row] = await tx
          .insert(disciplineRecords)
          .values({ tenantId, kind, ...columns(input), creatorId: ctx.userId })
          .returning({ id: disciplineRecords.id });
        if (kind === DisciplineKind.Penalty && type.isTerminateContract)
          await plan(ctx, tx, tenantId, row!.id, type, input, today);
        return row!.id;
      });
    },

    /**
     * Under the stamp (409 when stale). A penalty whose termination is not done yet is planned again when its
     * employee, type or implementation date changes; a done one keeps it (the contract stays cancelled).
     */
    async update(
      ctx: RequestContext,
      id: string,
      input: RecordInput & Pick<UpdatePenalty, 'concurrencyStamp'>,
    ): Promise<Dto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const current = await lockedOr404(tx, disciplineRecords, byId(tenantId, id));
        const type = await lockReferences(ctx, tx, tenantId, input);
        await updateStamped(tx, disciplineRecords, {
          where: byId(tenantId, id),
          stamp: input.concurrencyStamp,
          set: columns(input),
          ctx,
        });
        const changed =
          current.typeId !== input.typeId ||
          current.implementationDate !== input.implementationDate ||
          current.employeeId !== input.employeeId;
        if (kind === DisciplineKind.Penalty && changed && !current.terminationDoneAt)
          await plan(ctx, tx, tenantId, id, type, input, today);
        return one(ctx, tx, id);
      });
    },

    /** Soft delete: a termination not done yet never happens; a done one stays (the contract is cancelled). */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await lockedOr404(tx, disciplineRecords, byId(tenantId, id));
        await softDelete(tx, disciplineRecords, byId(tenantId, id), ctx);
      });
    },

    /**
     * The daily work of a tenant: every planned termination whose implementation date is `today` or past,
     * each in its own transaction; answers how many contracts were cancelled. Idempotent.
     */
    async runDue(ctx: RequestContext, today: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      let done = 0;
      let after = '';
      for (;;) {
        const due = await db.transaction(ctx, (tx) =>
          tx
            .select({ id: disciplineRecords.id })
            .from(disciplineRecords)
            .where(
              and(
                live(tenantId),
                sql`${disciplineRecords.terminationContractId} is not null`,
                sql`${disciplineRecords.terminationDoneAt} is null`,
                lte(disciplineRecords.implementationDate, today),
                after ? gt(disciplineRecords.id, after) : undefined,
              ),
            )
            .orderBy(asc(disciplineRecords.id))
            .limit(500),
        );
        for (const { id } of due)
          if (await db.transaction(ctx, (tx) => terminate(ctx, tx, tenantId, id))) done++;
        if (due.length < 500) return done;
        after = due[due.length - 1]!.id;
      }
    },
  };
}
export type DisciplineRecordService<Dto = unknown> = ReturnType<typeof createDisciplineRecordService<Dto>>;

/**
 * A kind's service as its endpoints call it: the contracts' bodies name the type by kind (`penaltyTypeId`,
 * `rewardTypeId`), the service takes it under one name.
 */
export function takingBodies<K extends string, Dto>(service: DisciplineRecordService<Dto>, typeKey: K) {
  type Body = Omit<RecordInput, 'typeId'> & { [P in K]: string };
  const input = <B extends Body>(body: B) => ({ ...body, typeId: body[typeKey] });
  return {
    list: service.list,
    get: service.get,
    delete: service.delete,
    create: (ctx: RequestContext, body: Body) => service.create(ctx, input(body)),
    update: (ctx: RequestContext, id: string, body: Body & Pick<UpdatePenalty, 'concurrencyStamp'>) =>
      service.update(ctx, id, input(body)),
  };
}
