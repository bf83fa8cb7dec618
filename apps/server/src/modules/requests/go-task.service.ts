import {
  formatText,
  type GetGoTasks,
  type GoTaskDto,
  type GoTaskKind,
  GoTaskOutcome,
  GoTaskState,
  goTaskNames,
  type LanguageCode,
  type PagedResult,
} from '@hr/contracts';
import { and, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { findOr404, lockedOr404, pageOfTable } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { NotificationContent, NotificationService } from './notification.service.ts';
import { type GoTaskSubject, goTasks } from './requests.tables.ts';

type TaskRow = typeof goTasks.$inferSelect;
type Decision = 'approve' | 'reject';

/**
 * What a kind of request does when its task is decided. The handlers run inside the decision's
 * transaction (after the task's lock) and answer what the requester is told.
 */
export interface GoTaskKindHandler {
  approvePermission: string;
  rejectPermission: string;
  approve(ctx: RequestContext, bindingModelId: string): Promise<NotificationContent>;
  reject(ctx: RequestContext, bindingModelId: string, reason: string | null): Promise<NotificationContent>;
}

/** A request kind decided by go-tasks and its handler (the hook point `goTaskKinds`). */
export interface GoTaskKindRegistration {
  kind: GoTaskKind;
  handler: GoTaskKindHandler;
}

/** What tasks need of the other modules: the requester's manager, the users who act, the notifications. */
export interface GoTaskDeps {
  managerOf(ctx: RequestContext, employeeId: string): Promise<string | null>;
  userOfEmployee(ctx: RequestContext, employeeId: string): Promise<string | null>;
  holdersOf(ctx: RequestContext, permission: string): Promise<string[]>;
  userNames(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, string>>;
  granted(ctx: RequestContext): Promise<ReadonlySet<string>>;
  /** Writes notifications inside the caller's transaction (the notifications service's `write`). */
  notify: NotificationService['write'];
  /** The request kinds and their handlers (the hook point `goTaskKinds`: a live list, complete at start). */
  kinds: readonly GoTaskKindRegistration[];
}

/**
 * Go-tasks: the decision of a request (document 1 §4, "Approvals are tasks"). A request module opens one in
 * its own transaction, assigned to the user of the requester's manager or, without one, to nobody: then
 * every active holder of the kind's approve permission may decide it. Deciding locks the task, runs the
 * kind's handler in the same transaction, closes the task and notifies the requester. Never the requester.
 */
export function createGoTaskService(db: Database, deps: GoTaskDeps) {
  function handlerOf(kind: number): GoTaskKindHandler {
    const handler = deps.kinds.find((k) => k.kind === kind)?.handler;
    if (!handler) throw new Error(`No handler for go-task kind ${kind}`);
    return handler;
  }

  /** Whether the caller may decide the task one way (ignoring its state). */
  function mayDecide(
    ctx: RequestContext,
    task: Pick<TaskRow, 'creatorId' | 'assigneeId' | 'approvePermission' | 'rejectPermission'>,
    granted: ReadonlySet<string>,
    decision?: Decision,
  ) {
    if (!ctx.userId || task.creatorId === ctx.userId) return false;
    if (task.assigneeId === ctx.userId) return true;
    if (decision === 'approve') return granted.has(task.approvePermission);
    if (decision === 'reject') return granted.has(task.rejectPermission);
    return granted.has(task.approvePermission) || granted.has(task.rejectPermission);
  }

  /** Whether the caller may read the task: its requester, or whoever may decide it. */
  const mayRead = (ctx: RequestContext, task: TaskRow, granted: ReadonlySet<string>) =>
    (ctx.userId !== null && task.creatorId === ctx.userId) || mayDecide(ctx, task, granted);

  async function toDtos(ctx: RequestContext, rows: readonly TaskRow[], granted: ReadonlySet<string>) {
    const names = await deps.userNames(
      ctx,
      rows.flatMap((r) => [r.creatorId, r.closedBy]).filter((id): id is string => id !== null),
    );
    const may = (row: TaskRow, decision: Decision) =>
      row.state === GoTaskState.Open && mayDecide(ctx, row, granted, decision);
    return rows.map(
      (row): GoTaskDto => ({
        id: row.id,
        name: taskName(row.kind, row.subject, ctx.language),
        creationTime: row.creationTime.toISOString(),
        state: row.state,
        kind: row.kind,
        creatorId: row.creatorId,
        creatorName: row.creatorId ? (names.get(row.creatorId) ?? null) : null,
        bindingModelId: row.bindingModelId,
        outcome: row.outcome,
        closedTime: row.closedTime?.toISOString() ?? null,
        closedByName: row.closedBy ? (names.get(row.closedBy) ?? null) : null,
        canDecide: may(row, 'approve') || may(row, 'reject'),
        canApprove: may(row, 'approve'),
        canReject: may(row, 'reject'),
      }),
    );
  }

  const service = {
    /**
     * Opens the task of a new request inside the caller's transaction (`ctx.userId` is the requester's
     * user); answers whom to tell: the assignee, or every active holder of the approve permission, never
     * the requester.
     */
    async open(
      ctx: RequestContext,
      input: {
        kind: GoTaskKind;
        bindingModelId: string;
        subject: GoTaskSubject;
        requesterEmployeeId: string;
      },
    ): Promise<{ id: string; notify: string[] }> {
      const tenantId = tenantOf(ctx);
      const handler = handlerOf(input.kind);
      return db.transaction(ctx, async (tx) => {
        const managerId = await deps.managerOf(ctx, input.requesterEmployeeId);
        let assigneeId = managerId ? await deps.userOfEmployee(ctx, managerId) : null;
        // A manager acting as their own manager's user would decide their own request.
        if (assigneeId === ctx.userId) assigneeId = null;
        const [row] = await tx
          .insert(goTasks)
          .values({
            tenantId,
            kind: input.kind,
            bindingModelId: input.bindingModelId,
            subject: input.subject,
            state: GoTaskState.Open,
            assigneeId,
            approvePermission: handler.approvePermission,
            rejectPermission: handler.rejectPermission,
            creationTime: ctx.now(),
            creatorId: ctx.userId,
          })
          .returning({ id: goTasks.id });
        const notify = assigneeId ? [assigneeId] : await deps.holdersOf(ctx, handler.approvePermission);
        return { id: row!.id, notify: notify.filter((id) => id !== ctx.userId) };
      });
    },

    /**
     * Approves or rejects in one transaction: the task locked, the checks, the kind's handler, the task
     * closed and the requester notified. A second decision of the same task waits for the lock, then finds
     * it closed.
     */
    async decide(ctx: RequestContext, id: string, decision: Decision, reason?: string | null): Promise<void> {
      const tenantId = tenantOf(ctx);
      const granted = await deps.granted(ctx);
      await db.transaction(ctx, async (tx) => {
        const task = await lockedOr404(tx, goTasks, tenantRows(goTasks, tenantId, [eq(goTasks.id, id)]));
        // Who may not read the task learns nothing of it (as its GET); its state is told only to who may
        // decide it.
        if (!mayRead(ctx, task, granted)) throw notFound();
        if (task.creatorId === ctx.userId) throw new AppError('Requests:CannotDecideOwnRequest');
        if (!mayDecide(ctx, task, granted, decision)) throw new AppError('Requests:NotYourTask');
        if (task.state !== GoTaskState.Open) throw new AppError('Requests:TaskClosed');
        const handler = handlerOf(task.kind);
        const why = decision === 'reject' ? (reason ?? null) : null;
        const notice =
          decision === 'approve'
            ? await handler.approve(ctx, task.bindingModelId)
            : await handler.reject(ctx, task.bindingModelId, why);
        await tx
          .update(goTasks)
          .set({
            state: GoTaskState.Closed,
            outcome: decision === 'approve' ? GoTaskOutcome.Approved : GoTaskOutcome.Rejected,
            closedTime: ctx.now(),
            closedBy: ctx.userId,
            reason: why,
            lastModificationTime: ctx.now(),
            lastModifierId: ctx.userId,
          })
          .where(tenantRows(goTasks, tenantId, [eq(goTasks.id, id)]));
        if (task.creatorId) await deps.notify(tx, ctx, [task.creatorId], notice);
      });
    },

    /**
     * Closes the open task of a request with an outcome (a cancellation) inside the caller's transaction,
     * locking it first: answers whom it was waiting for (to tell them), or throws Requests:TaskClosed.
     */
    async close(
      ctx: RequestContext,
      kind: GoTaskKind,
      bindingModelId: string,
      outcome: GoTaskOutcome,
    ): Promise<{ notify: string[] }> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = tenantRows(goTasks, tenantId, [
          eq(goTasks.kind, kind),
          eq(goTasks.bindingModelId, bindingModelId),
        ]);
        const [task] = await tx.select().from(goTasks).where(where).for('update');
        if (!task || task.state !== GoTaskState.Open) throw new AppError('Requests:TaskClosed');
        await tx
          .update(goTasks)
          .set({
            state: GoTaskState.Closed,
            outcome,
            closedTime: ctx.now(),
            closedBy: ctx.userId,
            lastModificationTime: ctx.now(),
            lastModifierId: ctx.userId,
          })
          .where(where);
        const notify = task.assigneeId
          ? [task.assigneeId]
          : await deps.holdersOf(ctx, task.approvePermission);
        return { notify: notify.filter((u) => u !== ctx.userId) };
      });
    },

    /**
     * The requester's withdrawal of their own pending request, inside the caller's transaction: another
     * employee's (or none) is 404, any state but pending is `refuse(state)`; the task's lock comes first, as
     * a decision takes it, so a decision and a withdrawal wait for each other and the second finds the
     * first's state. Answers the request locked FOR UPDATE, still pending, and whom its task waited for.
     */
    async withdraw<R extends { employeeId: string; state: number }>(
      ctx: RequestContext,
      kind: GoTaskKind,
      id: string,
      request: {
        employeeId: string;
        pendingState: number;
        read(forUpdate: boolean): Promise<R | undefined>;
        refuse(state: number): AppError;
      },
    ): Promise<{ row: R; notify: string[] }> {
      const seen = await request.read(false);
      if (!seen || seen.employeeId !== request.employeeId) throw notFound();
      if (seen.state !== request.pendingState) throw request.refuse(seen.state);
      let task: { notify: string[] };
      try {
        task = await service.close(ctx, kind, id, GoTaskOutcome.Cancelled);
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'Requests:TaskClosed')) throw e;
        throw request.refuse((await request.read(false))?.state ?? seen.state);
      }
      const row = await request.read(true);
      if (!row || row.state !== request.pendingState) throw request.refuse(row?.state ?? seen.state);
      return { row, notify: task.notify };
    },

    /** The task of a request, as stored, or undefined (joins the caller's transaction). */
    async ofRequest(ctx: RequestContext, kind: GoTaskKind, bindingModelId: string) {
      const tenantId = tenantOf(ctx);
      const [task] = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(goTasks)
          .where(
            tenantRows(goTasks, tenantId, [
              eq(goTasks.kind, kind),
              eq(goTasks.bindingModelId, bindingModelId),
            ]),
          ),
      );
      return task;
    },

    /**
     * The tasks of some requests of a kind, by request id: each one's id and whether the caller may approve
     * and reject it now (open, not theirs, assigned to them or holding that decision's permission), in one
     * statement for a whole page, so a list offers exactly the decisions its tasks' `decide` will take.
     */
    async ofRequests(
      ctx: RequestContext,
      kind: GoTaskKind,
      bindingModelIds: readonly string[],
    ): Promise<Map<string, { id: string; canApprove: boolean; canReject: boolean }>> {
      const tenantId = tenantOf(ctx);
      if (!bindingModelIds.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            id: goTasks.id,
            bindingModelId: goTasks.bindingModelId,
            state: goTasks.state,
            creatorId: goTasks.creatorId,
            assigneeId: goTasks.assigneeId,
            approvePermission: goTasks.approvePermission,
            rejectPermission: goTasks.rejectPermission,
          })
          .from(goTasks)
          .where(
            tenantRows(goTasks, tenantId, [
              eq(goTasks.kind, kind),
              inArray(goTasks.bindingModelId, [...bindingModelIds]),
            ]),
          ),
      );
      const granted = await deps.granted(ctx);
      const open = (r: (typeof rows)[number], decision: Decision) =>
        r.state === GoTaskState.Open && mayDecide(ctx, r, granted, decision);
      return new Map(
        rows.map((r) => [
          r.bindingModelId,
          { id: r.id, canApprove: open(r, 'approve'), canReject: open(r, 'reject') },
        ]),
      );
    },

    /** Whether the caller may decide the task one way or the other, whatever its state. */
    async mayDecide(ctx: RequestContext, task: TaskRow | undefined): Promise<boolean> {
      return task !== undefined && mayDecide(ctx, task, await deps.granted(ctx));
    },

    /**
     * The caller's tasks, newest first: those assigned to them, and the unassigned ones whose approve
     * permission they hold (their own requests left out).
     */
    async listAssigned(ctx: RequestContext, input: GetGoTasks): Promise<PagedResult<GoTaskDto>> {
      const tenantId = tenantOf(ctx);
      const userId = ctx.userId;
      if (!userId) throw new AppError('Platform:Unauthorized');
      const granted = await deps.granted(ctx);
      const approvable = [...new Set(deps.kinds.map((k) => k.handler.approvePermission))].filter((p) =>
        granted.has(p),
      );
      const mine: SQL | undefined = or(
        eq(goTasks.assigneeId, userId),
        approvable.length
          ? and(isNull(goTasks.assigneeId), inArray(goTasks.approvePermission, approvable))
          : undefined,
      );
      const where = tenantRows(goTasks, tenantId, [
        mine,
        or(isNull(goTasks.creatorId), ne(goTasks.creatorId, userId)),
        input.state === undefined ? undefined : eq(goTasks.state, input.state),
      ]);
      return db.transaction(ctx, async (tx) => {
        const result = await pageOfTable(tx, goTasks, input, {
          where,
          order: [desc(goTasks.creationTime), desc(goTasks.id)],
          map: (row) => row,
        });
        return { ...result, items: await toDtos(ctx, result.items, granted) };
      });
    },

    /** One task: for its requester and whoever may decide it; anyone else gets 404. */
    async get(ctx: RequestContext, id: string): Promise<GoTaskDto> {
      const tenantId = tenantOf(ctx);
      const granted = await deps.granted(ctx);
      return db.transaction(ctx, async (tx) => {
        const task = findOr404(
          await tx
            .select()
            .from(goTasks)
            .where(tenantRows(goTasks, tenantId, [eq(goTasks.id, id)])),
        );
        if (!mayRead(ctx, task, granted)) throw notFound();
        const [dto] = await toDtos(ctx, [task], granted);
        return dto!;
      });
    },
  };
  return service;
}

/** A task's name in a language, from its kind's text and its subject. */
export function taskName(kind: number, subject: GoTaskSubject, language: LanguageCode): string {
  const text = goTaskNames[kind];
  if (!text) return '';
  const entries = Object.entries(subject) as Array<[string, string]>;
  // In Arabic each parameter is an isolate, so a Latin name or a date keeps its own order.
  const params = Object.fromEntries(
    language === 'ar' ? entries.map(([k, v]) => [k, `\u2068${v}\u2069`]) : entries,
  );
  return formatText(text[language], params);
}

export type GoTaskService = ReturnType<typeof createGoTaskService>;
