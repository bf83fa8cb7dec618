import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/context.ts';
import { newId } from '../../../platform/db/columns.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { zoneClock } from '../../employment/public.ts';
import type { DevicePunch } from '../terminal-protocol/index.ts';
import type { SyncJob } from './attendance-sync.ts';

// The punch intake: a device's log as rows of `punches`, stored once (a re-sync adds nothing).

/** A punch as `storePunches` sends it (the table's column names). */
export interface StoredPunch {
  id: string;
  tenant_id: string;
  terminal_id: string;
  device_user_id: string;
  device_time: string;
  instant: string;
  verify_type: number;
  state: number;
  read_at: string;
  /** Set when the PIN is known: the punch is paired in the transaction that stores it. */
  paired_at: string | null;
}

/** A stored punch the pairing starts from. */
export interface FreshPunch {
  id: string;
  deviceUserId: string;
  instant: Date;
}

/** The rows of `tx.execute` on either driver (node-postgres answers a result, PGlite's too). */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** The punch states a ZKTeco device defines (check-in, check-out, break out/in, overtime in/out). */
const definedStates = new Set([0, 1, 2, 3, 4, 5]);
/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const punchesPerInsert = 20_000;

const wallPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** The wall time as ms "in UTC" (the zone clock's input), or null for a date that does not exist (Feb 31). */
export function wallMs(deviceTime: string): number | null {
  const m = wallPattern.exec(deviceTime);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  if (y < 2000 || y > 2099) return null;
  return ms;
}

/**
 * The device's punches as rows to store: those with a wall time that exists and a user id of at most 24
 * characters, their instant on the terminal's clock, marked paired when the PIN is known (they are paired
 * in the transaction that stores them). Counts the punches of a state no device defines, with one of them.
 */
export function punchRows(
  punches: readonly DevicePunch[],
  job: SyncJob,
  zone: ReturnType<typeof zoneClock>,
  now: Date,
  byPin: ReadonlyMap<string, string>,
) {
  const rows: StoredPunch[] = [];
  let undefinedStates = 0;
  let exampleState = 0;
  for (const p of punches) {
    const wall = wallMs(p.deviceTime);
    const userId = p.userId.trim();
    if (wall === null || !userId || userId.length > 24) continue;
    if (!definedStates.has(p.state)) {
      undefinedStates++;
      exampleState = p.state;
    }
    rows.push({
      id: newId(),
      tenant_id: job.tenantId,
      terminal_id: job.terminalId,
      device_user_id: userId,
      device_time: p.deviceTime.replace('T', ' '),
      instant: new Date(zone.instantOf(wall)).toISOString(),
      verify_type: p.verifyType,
      state: p.state,
      read_at: now.toISOString(),
      paired_at: byPin.has(userId) ? now.toISOString() : null,
    });
  }
  return { rows, undefinedStates, exampleState };
}

/**
 * Stores the punches not stored yet, in one transaction; answers how many were new. The rows travel as
 * one JSON parameter per slice (`jsonb_to_recordset`): a hundred thousand rows in a few statements,
 * without a parameter per value.
 */
export async function storePunches(db: Database, ctx: RequestContext, rows: readonly StoredPunch[]) {
  const fresh: FreshPunch[] = [];
  let stored = 0;
  await db.transaction(ctx, async (tx) => {
    for (let i = 0; i < rows.length; i += punchesPerInsert) {
      const slice = JSON.stringify(rows.slice(i, i + punchesPerInsert));
      // Those already stored are left out before the insert (an anti-join is much cheaper than a conflict
      // per row on a re-sync); the conflict clause still settles a concurrent run's rows.
      const inserted = await tx.execute<{
        id: string;
        device_user_id: string;
        instant: string;
        paired_at: unknown;
      }>(sql`
        insert into punches (id, tenant_id, terminal_id, device_user_id, device_time, instant, verify_type, state,
          read_at, paired_at)
        select r.id, r.tenant_id, r.terminal_id, r.device_user_id, r.device_time, r.instant, r.verify_type, r.state,
          r.read_at, r.paired_at
        from jsonb_to_recordset(${slice}::jsonb) as r(id uuid, tenant_id uuid, terminal_id uuid,
          device_user_id varchar, device_time timestamp, instant timestamptz, verify_type smallint,
          state smallint, read_at timestamptz, paired_at timestamptz)
        where not exists (select 1 from punches p where p.tenant_id = r.tenant_id and p.terminal_id = r.terminal_id
          and p.device_user_id = r.device_user_id and p.device_time = r.device_time)
        on conflict (tenant_id, terminal_id, device_user_id, device_time) do nothing
        returning id, device_user_id, instant, paired_at`);
      const list = rowsOf<{
        id: string;
        device_user_id: string;
        instant: string | Date;
        paired_at: unknown;
      }>(inserted);
      stored += list.length;
      for (const r of list)
        if (r.paired_at !== null)
          fresh.push({ id: r.id, deviceUserId: r.device_user_id, instant: new Date(r.instant) });
    }
  });
  return { stored, fresh };
}
