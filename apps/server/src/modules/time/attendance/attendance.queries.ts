import {
  type AttendanceDto,
  attendanceEndpoints,
  type GetAttendances,
  type PagedResult,
} from '@hr/contracts';
import { desc, eq, gte, lte } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import { findOr404, pageOfTable } from '../../../platform/db/crud.ts';
import type { Database } from '../../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../../platform/db/sorting.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import { attendanceRecords } from '../time.tables.ts';
import { type AttendanceDeps, byId } from './attendance.rows.ts';
import type { AttendanceRules } from './attendance.rules.ts';

const sortable = sortColumns(attendanceEndpoints.list, {
  checkIn: attendanceRecords.checkIn,
  checkOut: attendanceRecords.checkOut,
  workDay: attendanceRecords.workDay,
  creationTime: attendanceRecords.creationTime,
});

const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, {
    fallback: [desc(attendanceRecords.checkIn), desc(attendanceRecords.id)],
    tieBreaker: attendanceRecords.id,
  });

/** HR's reads of the records: the list (by employee and work days) and one record. */
export function createAttendanceQueries(
  db: Database,
  deps: Pick<AttendanceDeps, 'employees'>,
  rules: Pick<AttendanceRules, 'toDtos'>,
) {
  return {
    async list(ctx: RequestContext, input: GetAttendances): Promise<PagedResult<AttendanceDto>> {
      const tenantId = tenantOf(ctx);
      const where = tenantRows(attendanceRecords, tenantId, [
        input.employeeId ? eq(attendanceRecords.employeeId, input.employeeId) : undefined,
        input.fromDate ? gte(attendanceRecords.workDay, input.fromDate) : undefined,
        input.toDate ? lte(attendanceRecords.workDay, input.toDate) : undefined,
      ]);
      const { result, names } = await db.transaction(ctx, async (tx) => {
        const result = await pageOfTable(tx, attendanceRecords, input, {
          where,
          order: orderBy(input.sorting),
          map: (row) => row,
        });
        const names = await deps.employees.namesByIds(
          ctx,
          result.items.map((r) => r.employeeId),
        );
        return { result, names };
      });
      return { ...result, items: await rules.toDtos(ctx, result.items, names) };
    },

    async get(ctx: RequestContext, id: string): Promise<AttendanceDto> {
      const tenantId = tenantOf(ctx);
      const { row, names } = await db.transaction(ctx, async (tx) => {
        const row = findOr404(await tx.select().from(attendanceRecords).where(byId(tenantId, id)));
        return { row, names: await deps.employees.namesByIds(ctx, [row.employeeId]) };
      });
      const [dto] = await rules.toDtos(ctx, [row], names);
      return dto!;
    },
  };
}
