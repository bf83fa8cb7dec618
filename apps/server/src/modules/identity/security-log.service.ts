import {
  type GetSecurityLogsInput,
  type PagedResult,
  SecurityLogActions,
  type SecurityLogDto,
} from '@hr/contracts';
import { and, desc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { RequestContext, RequestOrigin } from '../../platform/context.ts';
import { pageOfTable } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { ExcelColumn } from '../../platform/http/excel.ts';
import { securityLogs } from './identity.tables.ts';

/** One event of the security log; who and where default to the request's. */
export interface SecurityEvent {
  action: number;
  userId?: string | null;
  userName?: string | null;
  targetUserId?: string | null;
  targetName?: string | null;
  reason?: string | null;
  details?: string | null;
}

/** An event's details of what changed, as "granted: a, b; revoked: c" (an empty list left out). */
export function changedNames(lists: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(lists)
    .filter(([, names]) => names.length > 0)
    .map(([what, names]) => `${what}: ${names.join(', ')}`)
    .join('; ');
}

/** The scope an event is written in: its tenant (null: the host), the caller, the request's origin. */
export type SecurityScope = Pick<RequestContext, 'tenantId'> &
  Partial<Pick<RequestContext, 'userId' | 'userName' | 'origin' | 'now'>>;

type Row = typeof securityLogs.$inferSelect;

const toDto = (r: Row): SecurityLogDto => ({
  id: r.id,
  tenantId: r.tenantId,
  userId: r.userId,
  userName: r.userName,
  targetUserId: r.targetUserId,
  targetName: r.targetName,
  action: r.action as SecurityLogDto['action'],
  reason: r.reason,
  details: r.details,
  clientId: r.clientId,
  clientIpAddress: r.clientIpAddress,
  browserInfo: r.browserInfo,
  requestId: r.requestId,
  creationTime: r.creationTime.toISOString(),
});

const cut = (v: string | null | undefined, n: number) => (v ? v.slice(0, n) : null);

function rowOf(scope: SecurityScope, event: SecurityEvent, origin: RequestOrigin | undefined) {
  return {
    tenantId: scope.tenantId,
    userId: event.userId !== undefined ? event.userId : (scope.userId ?? null),
    userName: cut(event.userName !== undefined ? event.userName : scope.userName, 256),
    targetUserId: event.targetUserId ?? null,
    targetName: cut(event.targetName, 256),
    action: event.action,
    reason: cut(event.reason, 64),
    details: cut(event.details, 2000),
    clientId: cut(origin?.clientId, 64),
    clientIpAddress: cut(origin?.ip, 64),
    browserInfo: cut(origin?.userAgent, 512),
    requestId: cut(origin?.requestId, 64),
    creationTime: scope.now ? scope.now() : new Date(),
  };
}

/** The list's filters (the tenant's rows only: RLS and this condition). */
function filterOf(
  tenantId: string | null,
  input: Partial<GetSecurityLogsInput>,
  own?: string,
): SQL | undefined {
  const t = securityLogs;
  return and(
    tenantId ? eq(t.tenantId, tenantId) : isNull(t.tenantId),
    own ? or(eq(t.userId, own), eq(t.targetUserId, own)) : undefined,
    input.userId ? or(eq(t.userId, input.userId), eq(t.targetUserId, input.userId)) : undefined,
    input.userName ? or(eq(t.userName, input.userName), eq(t.targetName, input.userName)) : undefined,
    input.action !== undefined ? eq(t.action, input.action) : undefined,
    input.clientIpAddress ? eq(t.clientIpAddress, input.clientIpAddress) : undefined,
    input.requestId ? eq(t.requestId, input.requestId) : undefined,
    input.startTime ? gte(t.creationTime, new Date(input.startTime)) : undefined,
    input.endTime ? lte(t.creationTime, new Date(input.endTime)) : undefined,
  );
}

const order = [desc(securityLogs.creationTime), desc(securityLogs.id)];

/**
 * The security log: events written in the caller's transaction (a permission change commits with its
 * entry), or in a transaction of their own for what fails (a failed sign-in is recorded although its
 * request answers an error). Read per tenant, newest first; each user reads their own.
 */
export function createSecurityLog(db: Database) {
  async function record(scope: SecurityScope, event: SecurityEvent, tx?: Tx): Promise<void> {
    const row = rowOf(scope, event, scope.origin);
    if (tx) await tx.insert(securityLogs).values(row);
    else await db.transaction({ tenantId: scope.tenantId }, (own) => own.insert(securityLogs).values(row));
  }

  return {
    record,

    async list(ctx: RequestContext, input: GetSecurityLogsInput): Promise<PagedResult<SecurityLogDto>> {
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, securityLogs, input, { where: filterOf(ctx.tenantId, input), order, map: toDto }),
      );
    },

    async mine(
      ctx: RequestContext,
      input: Omit<GetSecurityLogsInput, 'userId' | 'userName'>,
    ): Promise<PagedResult<SecurityLogDto>> {
      if (!ctx.userId) throw new AppError('Platform:Unauthorized');
      const own = ctx.userId;
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, securityLogs, input, {
          where: filterOf(ctx.tenantId, input, own),
          order,
          map: toDto,
        }),
      );
    },

    /** The rows of an export, a page at a time (at most 100,000). */
    async *exportRows(
      ctx: RequestContext,
      input: Partial<GetSecurityLogsInput>,
    ): AsyncGenerator<SecurityLogDto> {
      const size = 1000;
      for (let skipCount = 0; skipCount < 100_000; skipCount += size) {
        const rows = await db.transaction(ctx, (tx) =>
          tx
            .select()
            .from(securityLogs)
            .where(filterOf(ctx.tenantId, input))
            .orderBy(...order)
            .limit(size)
            .offset(skipCount),
        );
        for (const row of rows) yield toDto(row);
        if (rows.length < size) return;
      }
    },
  };
}
export type SecurityLog = ReturnType<typeof createSecurityLog>;

/** The security log's export: its columns in both languages. */
export const securityLogExcelColumns: readonly ExcelColumn<SecurityLogDto>[] = [
  {
    header: { en: 'Time', ar: 'الوقت' },
    value: (r) => new Date(r.creationTime),
    numFmt: 'yyyy-mm-dd hh:mm:ss',
    width: 22,
  },
  {
    header: { en: 'Action', ar: 'الإجراء' },
    value: (r, l) => SecurityLogActions.label(r.action, l),
    width: 28,
  },
  { header: { en: 'User', ar: 'المستخدم' }, value: (r) => r.userName },
  { header: { en: 'Concerning', ar: 'بخصوص' }, value: (r) => r.targetName },
  { header: { en: 'Reason', ar: 'السبب' }, value: (r) => r.reason },
  { header: { en: 'Details', ar: 'التفاصيل' }, value: (r) => r.details, width: 40 },
  { header: { en: 'Client', ar: 'العميل' }, value: (r) => r.clientId },
  { header: { en: 'IP address', ar: 'عنوان IP' }, value: (r) => r.clientIpAddress },
  { header: { en: 'Browser', ar: 'المتصفح' }, value: (r) => r.browserInfo, width: 40 },
  { header: { en: 'Request id', ar: 'معرف الطلب' }, value: (r) => r.requestId, width: 38 },
];
