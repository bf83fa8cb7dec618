import {
  type Endpoint,
  type EnumDefinition,
  type GoTaskKind,
  type NamePair,
  type NotificationTextKey,
  type NotificationType,
  type PagedResult,
  RequestState,
} from '@hr/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { findOr404, pageOfTable } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { GoTaskKindHandler, GoTaskKindRegistration, GoTaskService } from './go-task.service.ts';
import type { NotificationContent, NotificationService } from './notification.service.ts';
import { type RequestParties, type RequestPartyDeps, requestParties, selfOf } from './request-parties.ts';

/** The columns every request kind's table has (a `tenantTable`: id, tenant, audit columns, stamp). */
export interface RequestTable extends PgTable {
  id: PgColumn;
  tenantId: PgColumn;
  employeeId: PgColumn;
  state: PgColumn;
  decisionTime: PgColumn;
  decidedBy: PgColumn;
  creationTime: PgColumn;
  creatorId: PgColumn;
  lastModificationTime: PgColumn;
  lastModifierId: PgColumn;
}

/** What the shared parts read of a request's row. */
interface RequestRowBase {
  id: string;
  employeeId: string;
  state: number;
  decidedBy: string | null;
  creatorId: string | null;
}
export type RequestRow<T extends RequestTable> = T['$inferSelect'] & RequestRowBase;

/** The nine texts of a kind's notifications, after its prefix (`Notifications:LeaveRequestSubmittedTitle`). */
type RequestNoticeText =
  | 'SubmittedTitle'
  | 'SubmittedMessage'
  | 'ApprovedTitle'
  | 'ApprovedMessage'
  | 'RejectedTitle'
  | 'RejectedMessage'
  | 'RejectedWithReasonMessage'
  | 'CancelledTitle'
  | 'CancelledMessage';
type NoticePrefix = {
  [K in NotificationTextKey]: K extends `Notifications:${infer P}SubmittedTitle` ? P : never;
}[NotificationTextKey];
/** A prefix of the notification texts that has all nine (`LeaveRequest`, `AttendanceRequest`). */
export type RequestTexts = {
  [P in NoticePrefix]: `Notifications:${P}${RequestNoticeText}` extends NotificationTextKey ? P : never;
}[NoticePrefix];

/** What a request's task name (`days`) and its notifications' texts (`params`) say of it. */
export interface RequestDescription {
  days: string;
  params: Record<string, string | number | NamePair>;
}

/** What a kind's shared parts need of the other modules (each kind's service has them as deps). */
export interface RequestKindDeps extends RequestPartyDeps {
  goTasks: Pick<GoTaskService, 'open' | 'withdraw' | 'ofRequest' | 'ofRequests' | 'mayDecide'>;
  /** Writes notifications inside the caller's transaction (the notifications service's `write`). */
  notify: NotificationService['write'];
  granted(ctx: RequestContext): Promise<ReadonlySet<string>>;
}

/** A list's query as the shared parts read it: paging, HR's sorting and employee. */
interface RequestListInput {
  skipCount: number;
  maxResultCount: number;
  sorting?: string | undefined;
  employeeId?: string | undefined;
}

/**
 * A kind of request decided by go-tasks (a leave request, an attendance correction): its own pieces. The
 * shared parts (`defineRequestKind`) make of them the state machine, the withdrawal, the go-task handler,
 * the notifications of the parties, the lists and the details' reader.
 */
export interface RequestKindDefinition<T extends RequestTable, Dto, Details extends object, List> {
  /** Its go-task kind (`GoTaskKind`; the task's name is its `goTaskNames` text). */
  kind: GoTaskKind;
  table: T;
  /** Its states (`defineRequestStates`), for the labels of a refusal. */
  states: EnumDefinition;
  /**
   * `read`: who reads every request (HR's list, any request's details); `approve` and `reject`: who decides
   * a task assigned to nobody (or to someone else), each decision apart.
   */
  permissions: { read: string; approve: string; reject: string };
  /** Its notifications' type and the prefix of their nine texts (`Notifications:<texts>SubmittedTitle`, …). */
  notifications: { type: NotificationType; texts: RequestTexts };
  /** The error code of a withdrawal of a request no longer pending (the state's label as `state`). */
  notPendingError: string;
  /** The prefix of the advisory lock of one employee's requests of the kind (`lockRequester`). */
  lockKey: string;
  /** The column a rejection's reason is kept in, when the kind keeps it (null after any other decision). */
  rejectionReason?: keyof T['$inferSelect'] & string;
  /** What the task's name and the notifications say of a request (read in the write's transaction). */
  describe(ctx: RequestContext, tx: Tx, row: RequestRow<T>): Promise<RequestDescription>;
  list: {
    /** HR's list endpoint (its contract's sort fields) and the column of each. */
    endpoint: Pick<Endpoint, 'method' | 'path' | 'sort'>;
    sort: Readonly<Record<string, AnyPgColumn>>;
    /** The kind's filters of its lists (HR's and the requester's own). */
    filters(ctx: RequestContext, input: List): Promise<Array<SQL | undefined>> | Array<SQL | undefined>;
  };
  /**
   * The answers of a page of rows: what the kind reads once for the page, then each row's answer with its
   * parties (`requestParties`: names, task, what the caller may decide) where the kind's contract puts them.
   */
  toDtos(
    ctx: RequestContext,
    rows: readonly RequestRow<T>[],
  ): Promise<(row: RequestRow<T>, parties: RequestParties) => Dto>;
  /** What one request's details add to its item (read in the details' transaction). */
  details(ctx: RequestContext, tx: Tx, row: RequestRow<T>): Promise<Details>;
  /**
   * What approving does besides the state, in the decision's transaction with the request locked (leave
   * takes its reservation, a correction is applied): the kind's own columns it writes with the state.
   */
  approve?(ctx: RequestContext, tx: Tx, row: RequestRow<T>): Promise<Record<string, unknown> | undefined>;
  /** What rejecting does besides the state (leave releases its reservation). */
  reject?(ctx: RequestContext, tx: Tx, row: RequestRow<T>): Promise<void>;
  /** What the requester's withdrawal does besides the state (leave releases its reservation). */
  withdraw?(ctx: RequestContext, tx: Tx, row: RequestRow<T>): Promise<void>;
}

/**
 * The shared parts of a request kind from its definition: the go-task handler (approve and reject, in the
 * decision's transaction: the request locked, still pending, the kind's effect, the state, the requester's
 * notification) and its contribution to the hook point `goTaskKinds`; filing (`submit`: the kind's rules
 * and row, its task, the deciders' notification); the requester's withdrawal; the requester's own list and
 * HR's (sorted by the contract's fields); one request's details for its employee, whoever may decide its
 * task and the holders of `permissions.read` (anyone else: 404).
 */
export function defineRequestKind<
  T extends RequestTable,
  Dto,
  Details extends object,
  List extends RequestListInput,
>(db: Database, deps: RequestKindDeps, definition: RequestKindDefinition<T, Dto, Details, List>) {
  type Row = RequestRow<T>;
  const { table, kind, states } = definition;
  // The table's columns are typed generically; drizzle's builders are called untyped inside.
  const query = table as PgTable;
  const requestsOf = (tenantId: string) => eq(table.tenantId, tenantId);
  const byId = (tenantId: string, id: string) => tenantRows(table, tenantId, [eq(table.id, id)]);
  const select = (tx: Tx, where: SQL | undefined) =>
    tx.select().from(query).where(where) as unknown as Promise<Row[]> & {
      for: (strength: 'update') => Promise<Row[]>;
    };
  const newestFirst = [desc(table.creationTime), desc(table.id)];
  const sortFields = sortColumns(definition.list.endpoint, definition.list.sort);

  const text = (name: RequestNoticeText) =>
    `Notifications:${definition.notifications.texts}${name}` as NotificationTextKey;
  const notice = (
    ctx: RequestContext,
    event: 'Submitted' | 'Approved' | 'Cancelled',
    params: RequestDescription['params'],
    id: string,
  ): NotificationContent => ({
    title: { key: text(`${event}Title`) },
    message: { key: text(`${event}Message`), params },
    type: definition.notifications.type,
    relatedId: id,
    at: ctx.now(),
  });
  const employeeName = async (ctx: RequestContext, employeeId: string) =>
    (await deps.employees.namesByIds(ctx, [employeeId])).get(employeeId) ?? '';

  /** The pending request locked for a decision (anything else: the task was closed meanwhile). */
  async function pendingForDecision(tx: Tx, tenantId: string, id: string) {
    const row = findOr404(await select(tx, byId(tenantId, id)).for('update'));
    if (row.state !== RequestState.PendingApproval) throw new AppError('Requests:TaskClosed');
    return row;
  }

  /** Moves a request to a decided state: when and by whom, the reason of a rejection, the kind's columns. */
  async function decided(
    tx: Tx,
    ctx: RequestContext,
    tenantId: string,
    row: Row,
    state: number,
    reason: string | null,
    columns?: Record<string, unknown>,
  ) {
    const now = ctx.now();
    const rejection = definition.rejectionReason ? { [definition.rejectionReason]: reason } : {};
    await tx
      .update(query)
      .set({
        state,
        ...rejection,
        decisionTime: now,
        decidedBy: ctx.userId,
        ...columns,
        lastModificationTime: now,
        lastModifierId: ctx.userId,
      } as never)
      .where(byId(tenantId, row.id));
  }

  async function toDtos(ctx: RequestContext, rows: readonly Row[]): Promise<Dto[]> {
    const dto = await definition.toDtos(ctx, rows);
    const partiesOf = await requestParties(ctx, deps, kind, rows);
    return rows.map((row) => dto(row, partiesOf(row)));
  }

  /** A page of the tenant's requests matching `where`, in `order`. */
  async function page(ctx: RequestContext, input: List, where: SQL | undefined, order: SQL[]) {
    const tenantId = tenantOf(ctx);
    return db.transaction(ctx, async (tx): Promise<PagedResult<Dto>> => {
      const result = await pageOfTable(tx, table, input, {
        where: tenantRows(table, tenantId, [where]),
        order,
        map: (row) => row as Row,
      });
      return { ...result, items: await toDtos(ctx, result.items) };
    });
  }

  /** The kind's handler: what approving and rejecting a request do (inside the task's transaction). */
  const handler: GoTaskKindHandler = {
    approvePermission: definition.permissions.approve,
    rejectPermission: definition.permissions.reject,
    async approve(ctx, id) {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await pendingForDecision(tx, tenantId, id);
        const columns = await definition.approve?.(ctx, tx, row);
        await decided(tx, ctx, tenantId, row, RequestState.Approved, null, columns);
        const { params } = await definition.describe(ctx, tx, row);
        return notice(ctx, 'Approved', params, id);
      });
    },
    async reject(ctx, id, reason) {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await pendingForDecision(tx, tenantId, id);
        await definition.reject?.(ctx, tx, row);
        await decided(tx, ctx, tenantId, row, RequestState.Rejected, reason);
        const { params } = await definition.describe(ctx, tx, row);
        const notice: NotificationContent = {
          title: { key: text('RejectedTitle') },
          message: reason
            ? { key: text('RejectedWithReasonMessage'), params: { ...params, reason } }
            : { key: text('RejectedMessage'), params },
          type: definition.notifications.type,
          relatedId: id,
          at: ctx.now(),
        };
        return notice;
      });
    },
  };

  return {
    handler,
    /** The kind's contribution to requests' hook point `goTaskKinds`. */
    goTaskKind: { kind, handler } satisfies GoTaskKindRegistration as GoTaskKindRegistration,
    requestsOf,
    byId,
    toDtos,

    /** One writer of an employee's requests of the kind at a time: two overlapping ones cannot both pass. */
    lockRequester: (tx: Tx, tenantId: string, employeeId: string) =>
      tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`${definition.lockKey}:${tenantId}:${employeeId}`}))`,
      ),

    /**
     * Files the caller's request in one transaction: `file` checks the kind's rules and writes its row (and
     * what goes with it), answering its id and description; then its task opens and its deciders are told.
     */
    async submit(
      ctx: RequestContext,
      employeeId: string,
      file: (tx: Tx) => Promise<{ id: string; about: RequestDescription }>,
    ): Promise<string> {
      return db.transaction(ctx, async (tx) => {
        const { id, about } = await file(tx);
        const employee = await employeeName(ctx, employeeId);
        const task = await deps.goTasks.open(ctx, {
          kind,
          bindingModelId: id,
          subject: { employee, days: about.days },
          requesterEmployeeId: employeeId,
        });
        await deps.notify(tx, ctx, task.notify, notice(ctx, 'Submitted', { employee, ...about.params }, id));
        return id;
      });
    },

    /**
     * Withdraws the caller's own pending request: the task's lock first (the order a decision takes), its
     * task closed as Cancelled, the kind's effect, the state, its deciders told.
     */
    async withdraw(ctx: RequestContext, id: string): Promise<void> {
      const employeeId = selfOf(ctx);
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const { row, notify } = await deps.goTasks.withdraw(ctx, kind, id, {
          employeeId,
          pendingState: RequestState.PendingApproval,
          read: async (forUpdate) => {
            const rows = select(tx, byId(tenantId, id));
            return (await (forUpdate ? rows.for('update') : rows))[0];
          },
          refuse: (state) =>
            new AppError(definition.notPendingError, { state: states.label(state, ctx.language) }),
        });
        await definition.withdraw?.(ctx, tx, row);
        await decided(tx, ctx, tenantId, row, RequestState.Withdrawn, null);
        const employee = await employeeName(ctx, employeeId);
        const { params } = await definition.describe(ctx, tx, row);
        await deps.notify(tx, ctx, notify, notice(ctx, 'Cancelled', { employee, ...params }, id));
      });
    },

    /** The caller's own requests, newest first, filtered as the kind says (and by `narrower`). */
    async listSelf(ctx: RequestContext, input: List, narrower?: SQL): Promise<PagedResult<Dto>> {
      const employeeId = selfOf(ctx);
      const filters = await definition.list.filters(ctx, input);
      return page(ctx, input, and(eq(table.employeeId, employeeId), ...filters, narrower), newestFirst);
    },

    /**
     * Every employee's requests (HR), filtered as the own ones are and by employee; newest first unless
     * sorted. Each says whether the caller may decide it (its task's rule, read once for the page).
     */
    async all(ctx: RequestContext, input: List): Promise<PagedResult<Dto>> {
      const filters = await definition.list.filters(ctx, input);
      const order = sortingOrder(input.sorting, sortFields, { fallback: newestFirst, tieBreaker: table.id });
      return page(
        ctx,
        input,
        and(input.employeeId ? eq(table.employeeId, input.employeeId) : undefined, ...filters),
        order,
      );
    },

    /**
     * One request with its details: for its employee, whoever may decide its task, and the holders of
     * `permissions.read`; anyone else gets 404.
     */
    async get(ctx: RequestContext, id: string): Promise<Dto & Details & { canCancel: boolean }> {
      const tenantId = tenantOf(ctx);
      const granted = await deps.granted(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = findOr404(await select(tx, byId(tenantId, id)));
        const task = await deps.goTasks.ofRequest(ctx, kind, id);
        const own = ctx.employeeId !== null && row.employeeId === ctx.employeeId;
        if (!own && !granted.has(definition.permissions.read) && !(await deps.goTasks.mayDecide(ctx, task)))
          throw notFound();
        const [dto] = await toDtos(ctx, [row]);
        return {
          ...dto!,
          ...(await definition.details(ctx, tx, row)),
          canCancel: own && row.state === RequestState.PendingApproval,
        };
      });
    },
  };
}
export type RequestKind = ReturnType<typeof defineRequestKind>;
