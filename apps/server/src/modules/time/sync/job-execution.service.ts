import {
  formatText,
  type GetJobExecutionRecords,
  type JobExecutionLogDto,
  JobExecutionLogType,
  type JobExecutionRecordDto,
  JobExecutionStatus,
  type JobLogTextKey,
  jobLogTexts,
  type LanguageCode,
  type PagedResult,
} from '@hr/contracts';
import { asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import { auditFields, newStamp } from '../../../platform/db/columns.ts';
import { findOr404, pageOfTable } from '../../../platform/db/crud.ts';
import type { Database, Tx } from '../../../platform/db/database.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import { jobExecutionLogs, jobExecutionRecords } from '../time.tables.ts';

type RecordRow = typeof jobExecutionRecords.$inferSelect;

/** A text of a run: a key of `jobLogTexts` and its parameters (a parameter may itself be a key). */
export interface JobText {
  key: JobLogTextKey;
  params?: Record<string, string | number>;
}

/** Log lines and details are bounded by their columns. */
const clip = (text: string, max = 2000) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** How a text is stored: its key and parameters as JSON, so that every reader gets their own language. */
const stored = (text: JobText, max = 2000) =>
  clip(JSON.stringify({ key: text.key, params: text.params ?? {} }), max);

const isKey = (value: unknown): value is JobLogTextKey => typeof value === 'string' && value in jobLogTexts;

/** A stored text in the reader's language (a text stored otherwise is shown as it is). */
export function readText(value: string | null, language: LanguageCode): string | null {
  if (value === null) return null;
  try {
    const { key, params } = JSON.parse(value) as { key: unknown; params?: Record<string, unknown> };
    if (!isKey(key)) return value;
    const own = Object.fromEntries(
      Object.entries(params ?? {}).map(([name, v]) => [name, isKey(v) ? jobLogTexts[v][language] : v]),
    );
    return formatText(jobLogTexts[key][language], own);
  } catch {
    return value;
  }
}

function toDto(row: RecordRow, language: LanguageCode): JobExecutionRecordDto {
  return {
    id: row.id,
    name: readText(row.name, language) ?? row.name,
    groupName: row.groupName,
    status: row.status,
    details: readText(row.details, language),
    terminalId: row.terminalId,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ...auditFields(row),
  };
}

/** Waiting or running: a run in progress. */
export const unfinished = [JobExecutionStatus.Enqueued, JobExecutionStatus.Running];

/**
 * A run unfinished for this long has died with its process (a run takes seconds; pg-boss gives up on a
 * job after its expiry and retries): it no longer holds back a new run, and is marked Failed when one starts.
 */
export const staleRunMs = 30 * 60_000;

/**
 * Job execution records and their log lines: what a background run of the tenant did, for the people who
 * look after it. The runs write them (`start`, `status`, `log`); users read them (`list`, `logs`).
 */
export function createJobExecutionService(db: Database) {
  return {
    /** Newest first; filtered by status. */
    async list(
      ctx: RequestContext,
      input: GetJobExecutionRecords,
    ): Promise<PagedResult<JobExecutionRecordDto>> {
      const tenantId = tenantOf(ctx);
      const where: SQL | undefined = tenantRows(jobExecutionRecords, tenantId, [
        input.status === undefined ? undefined : eq(jobExecutionRecords.status, input.status),
      ]);
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, jobExecutionRecords, input, {
          where,
          order: [desc(jobExecutionRecords.creationTime), desc(jobExecutionRecords.id)],
          map: (row) => toDto(row, ctx.language),
        }),
      );
    },

    /** The record's log lines, oldest first (the first thousand); 404 for another tenant's record. */
    async logs(ctx: RequestContext, id: string): Promise<JobExecutionLogDto[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        findOr404(
          await tx
            .select({ id: jobExecutionRecords.id })
            .from(jobExecutionRecords)
            .where(tenantRows(jobExecutionRecords, tenantId, [eq(jobExecutionRecords.id, id)])),
        );
        const rows = await tx
          .select()
          .from(jobExecutionLogs)
          .where(tenantRows(jobExecutionLogs, tenantId, [eq(jobExecutionLogs.recordId, id)]))
          .orderBy(asc(jobExecutionLogs.creationTime), asc(jobExecutionLogs.id))
          .limit(1000);
        return rows.map((r) => ({
          id: r.id,
          logType: r.logType,
          logMessage: readText(r.logMessage, ctx.language) ?? '',
          creationTime: r.creationTime.toISOString(),
        }));
      });
    },

    /** The unfinished runs of the tenant's terminals that still count (not stale), by terminal. */
    async runningTerminals(tx: Tx, tenantId: string, now: Date): Promise<Set<string>> {
      const rows = await tx
        .select({
          terminalId: jobExecutionRecords.terminalId,
          creationTime: jobExecutionRecords.creationTime,
        })
        .from(jobExecutionRecords)
        .where(tenantRows(jobExecutionRecords, tenantId, [inArray(jobExecutionRecords.status, unfinished)]));
      const since = now.getTime() - staleRunMs;
      return new Set(
        rows
          .filter((r) => r.terminalId && r.creationTime.getTime() >= since)
          .map((r) => r.terminalId as string),
      );
    },

    /** Marks the tenant's stale unfinished runs Failed (their process died and pg-boss gave up). */
    async failStale(
      tx: Tx,
      tenantId: string,
      ctx: Pick<RequestContext, 'now'>,
      text: JobText,
    ): Promise<void> {
      const message = stored(text);
      const now = ctx.now();
      const stale = await tx
        .update(jobExecutionRecords)
        .set({
          status: JobExecutionStatus.Failed,
          finishedAt: now,
          details: message,
          lastModificationTime: now,
        })
        .where(
          tenantRows(jobExecutionRecords, tenantId, [
            inArray(jobExecutionRecords.status, unfinished),
            lt(jobExecutionRecords.creationTime, new Date(now.getTime() - staleRunMs)),
          ]),
        )
        .returning({ id: jobExecutionRecords.id });
      for (const { id } of stale)
        await tx.insert(jobExecutionLogs).values({
          tenantId,
          recordId: id,
          logType: JobExecutionLogType.Error,
          logMessage: message,
          creationTime: now,
        });
    },

    /** A new Enqueued record. */
    async enqueue(
      tx: Tx,
      ctx: RequestContext,
      values: { name: JobText; groupName: string; terminalId: string | null },
    ): Promise<string> {
      const [row] = await tx
        .insert(jobExecutionRecords)
        .values({
          tenantId: tenantOf(ctx),
          name: stored(values.name, 256),
          groupName: values.groupName,
          terminalId: values.terminalId,
          status: JobExecutionStatus.Enqueued,
          creationTime: ctx.now(),
          creatorId: ctx.userId,
          concurrencyStamp: newStamp(),
        })
        .returning({ id: jobExecutionRecords.id });
      return row!.id;
    },

    /**
     * Moves a run to Running when it is Enqueued or Running (a retry after its process died); false when it
     * is finished or unknown, and the run must not start again.
     */
    async begin(ctx: RequestContext, id: string): Promise<boolean> {
      const tenantId = tenantOf(ctx);
      const now = ctx.now();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .update(jobExecutionRecords)
          .set({ status: JobExecutionStatus.Running, startedAt: now, lastModificationTime: now })
          .where(
            tenantRows(jobExecutionRecords, tenantId, [
              eq(jobExecutionRecords.id, id),
              inArray(jobExecutionRecords.status, unfinished),
            ]),
          )
          .returning({ id: jobExecutionRecords.id }),
      );
      return rows.length === 1;
    },

    /** Ends a run: Succeeded or Failed, with its summary. */
    async finish(ctx: RequestContext, id: string, status: number, details: JobText): Promise<void> {
      const tenantId = tenantOf(ctx);
      const now = ctx.now();
      await db.transaction(ctx, (tx) =>
        tx
          .update(jobExecutionRecords)
          .set({ status, details: stored(details), finishedAt: now, lastModificationTime: now })
          .where(
            tenantRows(jobExecutionRecords, tenantId, [
              eq(jobExecutionRecords.id, id),
              inArray(jobExecutionRecords.status, unfinished),
            ]),
          ),
      );
    },

    /** Writes log lines of a run (in the caller's transaction when there is one). */
    async log(ctx: RequestContext, recordId: string, lines: readonly { type: number; text: JobText }[]) {
      if (!lines.length) return;
      const tenantId = tenantOf(ctx);
      const now = ctx.now();
      await db.transaction(ctx, (tx) =>
        tx.insert(jobExecutionLogs).values(
          lines.map((l, i) => ({
            tenantId,
            recordId,
            logType: l.type,
            logMessage: stored(l.text),
            // Lines written together keep their order.
            creationTime: new Date(now.getTime() + i),
          })),
        ),
      );
    },
  };
}
export type JobExecutionService = ReturnType<typeof createJobExecutionService>;
