import { AttendanceMode, AttendanceOrigin, JobExecutionLogType } from '@hr/contracts';
import { gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import { newId, newStamp } from '../../../platform/db/columns.ts';
import type { Database } from '../../../platform/db/database.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import { addDays, dateIn } from '../../../platform/tenant-date.ts';
import { pairPunches } from '../attendance/pairing.ts';
import { attendanceRecords, punches } from '../time.tables.ts';
import type { AttendanceSyncDeps, SyncJob } from './attendance-sync.ts';
import type { JobText } from './job-execution.service.ts';
import { type FreshPunch, rowsOf } from './punch-intake.ts';

// The pairing: the punches stored and not yet paired, turned into the Terminal records of their work days.

/** Punches older than this (before the newest one read) are stored but not paired: a device's old history. */
export const pairingHorizonDays = 700;
const recordsPerUpsert = 2000;
const unknownPinsListed = 20;

/**
 * Pairs the punches just stored with a known PIN (`fresh`, stored already marked paired) and the ones
 * waiting for their PIN (unpaired) whose PIN is known now; answers the counts and the log lines.
 */
export async function pair(
  db: Database,
  deps: Pick<AttendanceSyncDeps, 'attendance' | 'expectedTime' | 'tenantTimeZone' | 'beforePairCommit'>,
  ctx: RequestContext,
  fallbackZone: string,
  fresh: readonly FreshPunch[],
  byPin: ReadonlyMap<string, string>,
  job?: SyncJob,
) {
  const tenantId = tenantOf(ctx);
  const lines: { type: number; text: JobText }[] = [];
  return db.transaction(ctx, async (tx) => {
    const unpaired = await tx
      .select({ id: punches.id, deviceUserId: punches.deviceUserId, instant: punches.instant })
      .from(punches)
      .where(tenantRows(punches, tenantId, [isNull(punches.pairedAt)]));
    const now = ctx.now();

    // Unknown PINs stay unpaired: once an employee is given the PIN, the next run pairs them.
    const unknown = new Map<string, number>();
    for (const p of unpaired)
      if (!byPin.has(p.deviceUserId)) unknown.set(p.deviceUserId, (unknown.get(p.deviceUserId) ?? 0) + 1);
    const sorted = [...unknown].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
    for (const [pin, count] of sorted.slice(0, unknownPinsListed))
      lines.push({
        type: JobExecutionLogType.Warning,
        text: { key: 'Sync:UnknownPin', params: { pin, punches: count } },
      });
    if (sorted.length > unknownPinsListed)
      lines.push({
        type: JobExecutionLogType.Warning,
        text: { key: 'Sync:MoreUnknownPins', params: { count: sorted.length - unknownPinsListed } },
      });

    const waiting = unpaired.filter((p) => byPin.has(p.deviceUserId));
    const known = [...fresh, ...waiting];
    if (!known.length) return { punches: 0, employees: 0, records: 0, kept: 0, lines };
    const newest = known.reduce((max, p) => Math.max(max, p.instant.getTime()), 0);
    const horizon = newest - pairingHorizonDays * 86_400_000;
    const tooOld = known.filter((p) => p.instant.getTime() < horizon);
    const recent = known.filter((p) => p.instant.getTime() >= horizon);
    if (tooOld.length)
      lines.push({
        type: JobExecutionLogType.Warning,
        text: { key: 'Sync:TooOld', params: { count: tooOld.length, days: pairingHorizonDays } },
      });

    const tenantZone = await deps.tenantTimeZone(ctx);
    const employeeOf = (pin: string) => byPin.get(pin) as string;
    const employeeIds = [...new Set(recent.map((p) => employeeOf(p.deviceUserId)))].sort();
    const pins = [...new Set(recent.map((p) => p.deviceUserId))];
    let records = 0;
    let kept = 0;
    if (recent.length) {
      // One writer of an employee's records at a time: the attendance service's lock, in id order.
      await deps.attendance.lockEmployees(ctx, employeeIds);
      const first = recent.reduce((min, p) => Math.min(min, p.instant.getTime()), newest);
      const from = addDays(dateIn(tenantZone, new Date(first)), -1);
      const to = dateIn(tenantZone, new Date(newest));
      const expected = await deps.expectedTime.forEmployees(ctx, employeeIds, from, to);
      // Every punch of these people around the new ones: a work day is paired from all of its punches.
      const around = await tx
        .select({ deviceUserId: punches.deviceUserId, instant: punches.instant })
        .from(punches)
        .where(
          tenantRows(punches, tenantId, [
            inArray(punches.deviceUserId, pins),
            gte(punches.instant, new Date(first - 2 * 86_400_000)),
            lte(punches.instant, new Date(newest + 2 * 86_400_000)),
          ]),
        );
      const existing = await tx
        .select({
          id: attendanceRecords.id,
          employeeId: attendanceRecords.employeeId,
          workDay: attendanceRecords.workDay,
          origin: attendanceRecords.origin,
          checkIn: attendanceRecords.checkIn,
          checkOut: attendanceRecords.checkOut,
        })
        .from(attendanceRecords)
        .where(
          tenantRows(attendanceRecords, tenantId, [
            inArray(attendanceRecords.employeeId, employeeIds),
            gte(attendanceRecords.workDay, addDays(from, -1)),
            lte(attendanceRecords.workDay, addDays(to, 2)),
          ]),
        );
      const byHand = new Map<string, { workDay: string; from: number; to: number }[]>();
      for (const r of existing)
        if (r.origin !== AttendanceOrigin.Terminal) {
          const list = byHand.get(r.employeeId) ?? [];
          list.push({
            workDay: r.workDay,
            from: r.checkIn.getTime(),
            to: (r.checkOut ?? r.checkIn).getTime(),
          });
          byHand.set(r.employeeId, list);
        }

      // The work days that hold a new punch are the ones to (re)write.
      const instantsOf = new Map<string, Date[]>();
      for (const p of around) {
        const list = instantsOf.get(p.deviceUserId) ?? [];
        list.push(p.instant);
        instantsOf.set(p.deviceUserId, list);
      }
      const touched = new Map<string, Set<number>>();
      for (const p of recent) {
        const set = touched.get(p.deviceUserId) ?? new Set<number>();
        set.add(p.instant.getTime());
        touched.set(p.deviceUserId, set);
      }
      const values: object[] = [];
      for (const pin of pins) {
        const employeeId = employeeOf(pin);
        const freshTimes = touched.get(pin)!;
        const stays = pairPunches(instantsOf.get(pin) ?? [], expected.get(employeeId) ?? [], fallbackZone);
        for (const stay of stays) {
          if (!stay.instants.some((i) => freshTimes.has(i))) continue;
          const start = stay.checkIn.getTime();
          const end = (stay.checkOut ?? stay.checkIn).getTime();
          const manual = (byHand.get(employeeId) ?? []).some(
            (r) => r.workDay === stay.workDay || (r.from <= end && start <= r.to),
          );
          if (manual) {
            kept++;
            continue;
          }
          // The table's columns, for jsonb_to_recordset.
          values.push({
            id: newId(),
            tenant_id: tenantId,
            employee_id: employeeId,
            work_day: stay.workDay,
            check_in: stay.checkIn.toISOString(),
            check_out: stay.checkOut?.toISOString() ?? null,
            in_mode: AttendanceMode.AttendanceTerminal,
            out_mode: stay.checkOut ? AttendanceMode.AttendanceTerminal : null,
            origin: AttendanceOrigin.Terminal,
            creation_time: now.toISOString(),
            concurrency_stamp: newStamp(),
          });
        }
      }
      for (let i = 0; i < values.length; i += recordsPerUpsert) {
        const slice = JSON.stringify(values.slice(i, i + recordsPerUpsert));
        const written = await tx.execute<{ id: string }>(sql`
          insert into attendance_records (id, tenant_id, employee_id, check_in, check_out, in_mode, out_mode,
            work_day, origin, creation_time, concurrency_stamp)
          select id, tenant_id, employee_id, check_in, check_out, in_mode, out_mode, work_day, origin,
            creation_time, concurrency_stamp
          from jsonb_to_recordset(${slice}::jsonb) as r(id uuid, tenant_id uuid, employee_id uuid,
            check_in timestamptz, check_out timestamptz, in_mode smallint, out_mode smallint, work_day date,
            origin smallint, creation_time timestamptz, concurrency_stamp varchar)
          on conflict (tenant_id, employee_id, work_day) where origin = ${AttendanceOrigin.Terminal}
          do update set check_in = excluded.check_in, check_out = excluded.check_out,
            out_mode = excluded.out_mode, last_modification_time = ${now},
            concurrency_stamp = excluded.concurrency_stamp
          returning id`);
        records += rowsOf(written).length;
      }
    }
    // Marked in the transaction that wrote their records: all of it happens, or none.
    // The fresh ones were stored marked; those that waited for their PIN are marked now.
    const done = waiting.map((p) => p.id);
    for (let i = 0; i < done.length; i += 20_000)
      await tx.execute(sql`
        update punches set paired_at = ${now}
        where tenant_id = ${tenantId} and id = any(${`{${done.slice(i, i + 20_000).join(',')}}`}::uuid[])`);
    if (job) await deps.beforePairCommit?.(job);
    lines.push({
      type: JobExecutionLogType.Info,
      text: {
        key: 'Sync:Paired',
        params: { punches: recent.length, employees: employeeIds.length, records },
      },
    });
    if (kept)
      lines.push({
        type: JobExecutionLogType.Info,
        text: { key: 'Sync:KeptManual', params: { days: kept } },
      });
    return { punches: recent.length, employees: employeeIds.length, records, kept, lines };
  });
}
