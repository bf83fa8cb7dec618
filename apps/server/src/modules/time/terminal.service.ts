import {
  type CreateTerminal,
  type SetTerminalClockResult,
  type TerminalDto,
  type TerminalFailureKind,
  type TestTerminalConnection,
  type TestTerminalConnectionResult,
  terminalEndpoints,
  terminalFailureKinds,
  type UpdateTerminal,
} from '@hr/contracts';
import { asc, ilike, or } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { columnsOf, entityDto, newId, normalized } from '../../platform/db/columns.ts';
import { updateStamped, withUniqueErrors } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, entityService } from '../../platform/db/entity-service.ts';
import { containing } from '../../platform/db/search.ts';
import type { SecretBox } from '../../platform/secrets.ts';
import { zoneClock } from '../employment/public.ts';
import type { TerminalNetwork } from './terminal-network.ts';
import { terminals } from './time.tables.ts';

/** Where a terminal is reached and how its wall clock reads, for the attendance sync. */
export interface TerminalConnection {
  name: string;
  host: string;
  port: number;
  /** 0: none. */
  commKey: number;
  /** The terminal's IANA zone, or the tenant's when the terminal names none. */
  timeZone: string;
  /** Clear the device's log after a sync whose punches are all stored. */
  clearLogAfterSync: boolean;
}

/** One connection that reads the device's clock ("YYYY-MM-DDTHH:mm:ss"); throws an error with a `kind`. */
export type ReadTerminalClock = (address: {
  host: string;
  port: number;
  commKey: number;
  timeoutMs: number;
}) => Promise<string>;

/**
 * One connection that reads the device's clock, sets it to `wallNow()` (asked once connected) and reads it
 * back; throws an error with a `kind`.
 */
export type SetTerminalClock = (
  address: { host: string; port: number; commKey: number; timeoutMs: number },
  wallNow: () => string,
) => Promise<{ previous: string; current: string }>;

export interface TerminalDeps {
  secrets: SecretBox;
  readClock: ReadTerminalClock;
  setClock: SetTerminalClock;
  /** The tenant's time zone setting. */
  tenantTimeZone(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
  /** The caller's granted policies (the stored key is used for a test only by who may change the terminal). */
  granted(ctx: RequestContext): Promise<ReadonlySet<string>>;
  /** The policy that lets a test use the stored key of a terminal (its Update). */
  updatePolicy: string;
  /** Which typed addresses the server may connect to (terminal-network.ts). */
  network: Pick<TerminalNetwork, 'assertPermitted'>;
}

/** A test of a terminal lasts at most this long (connect, authenticate, read the clock). */
export const terminalTestTimeoutMs = 5_000;

type TerminalRow = typeof terminals.$inferSelect;

/** The key is bound to its tenant and terminal: a sealed value copied to another row does not open. */
const sealContext = (tenantId: string, id: string) => `time.terminal.comKey:${tenantId}:${id}`;

const toDto = (row: TerminalRow): TerminalDto =>
  entityDto(row, {
    ...columnsOf(row, 'name', 'ipAddress', 'port'),
    hasComKey: row.comKeySealed !== null,
    timeZone: row.timeZone,
    clearLogAfterSync: row.clearLogAfterSync,
  });

/** A save that breaks the unique index of names gets its business error from the index itself. */
const uniqueName = (name: string) => ({
  terminals_tenant_name: () => new AppError('Time:DuplicateTerminalName', { name }),
});

const columns = (input: CreateTerminal) => ({
  name: input.name,
  normalizedName: normalized(input.name),
  ipAddress: input.ipAddress,
  port: input.port,
  timeZone: input.timeZone,
  clearLogAfterSync: input.clearLogAfterSync,
});

/** The kind of a failed connection; errors of the socket itself (a host name that does not resolve) are unreachable. */
function failureKind(error: unknown): TerminalFailureKind | undefined {
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (typeof kind === 'string' && (terminalFailureKinds as readonly string[]).includes(kind))
    return kind as TerminalFailureKind;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return 'unreachable';
  return undefined;
}

/**
 * Fingerprint terminals of a tenant: a name unique in the tenant (whatever its case), an address and port,
 * a comm key sealed with the platform's secret box (never read back: the answers say only whether one is
 * set) and the zone of the device's wall clock (null: the tenant's). Soft-deleted, since punches name them.
 */
export function createTerminalService(db: Database, deps: TerminalDeps) {
  // The list, get and (soft) delete of a plain entity (the tenant's live rows); the writes are its own:
  // they seal the key with the row's id.
  const {
    list,
    get,
    find,
    byId,
    where,
    delete: remove,
  } = entityService(db, terminalEndpoints, {
    table: terminals,
    toDto,
    sort: {
      name: terminals.normalizedName,
      ipAddress: terminals.ipAddress,
      port: terminals.port,
      timeZone: terminals.timeZone,
      creationTime: terminals.creationTime,
    },
    defaultOrder: [asc(terminals.normalizedName)],
    filter: (input) => {
      const text = input.filter ? containing(input.filter) : undefined;
      return text ? or(ilike(terminals.name, text), ilike(terminals.ipAddress, text)) : undefined;
    },
    columns,
  });

  const seal = (tenantId: string, id: string, comKey: number) =>
    comKey === 0 ? null : deps.secrets.encrypt(String(comKey), sealContext(tenantId, id));

  /** The stored key; a key sealed under a lost master key reads as none (it must be entered again). */
  function open(row: Pick<TerminalRow, 'tenantId' | 'id' | 'comKeySealed'>): number {
    if (!row.comKeySealed) return 0;
    try {
      return Number(deps.secrets.decrypt(row.comKeySealed, sealContext(row.tenantId, row.id)));
    } catch {
      return 0;
    }
  }

  /** The tenant's live terminals by name: id and name (the sync names its runs after them). */
  async function live(ctx: Pick<RequestContext, 'tenantId'>): Promise<{ id: string; name: string }[]> {
    const tenantId = tenantOf(ctx);
    return db.transaction(ctx, (tx) =>
      tx
        .select({ id: terminals.id, name: terminals.name })
        .from(terminals)
        .where(where(tenantId))
        .orderBy(asc(terminals.normalizedName), asc(terminals.id)),
    );
  }

  /** How the sync reaches a live terminal: its address, its key opened, its zone resolved (404 if none). */
  async function connectionOf(
    ctx: Pick<RequestContext, 'tenantId'>,
    id: string,
  ): Promise<TerminalConnection> {
    const tenantId = tenantOf(ctx);
    const row = await db.transaction(ctx, (tx) => find(tx, tenantId, id));
    return {
      name: row.name,
      host: row.ipAddress,
      port: row.port,
      commKey: open(row),
      timeZone: row.timeZone ?? (await deps.tenantTimeZone(ctx)),
      clearLogAfterSync: row.clearLogAfterSync,
    };
  }

  return {
    list,
    get,

    async create(ctx: RequestContext, input: CreateTerminal): Promise<TerminalDto> {
      const tenantId = tenantOf(ctx);
      deps.network.assertPermitted(input.ipAddress);
      const id = newId();
      return withUniqueErrors(uniqueName(input.name), () =>
        db.transaction(ctx, async (tx) => {
          const [row] = await tx
            .insert(terminals)
            .values({
              id,
              tenantId,
              ...columns(input),
              comKeySealed: seal(tenantId, id, input.comKey ?? 0),
              creatorId: ctx.userId,
            })
            .returning();
          return toDto(row!);
        }),
      );
    },

    /** A comKey absent or null keeps the stored key; a number replaces it (0 clears it). */
    async update(ctx: RequestContext, id: string, input: UpdateTerminal): Promise<TerminalDto> {
      const tenantId = tenantOf(ctx);
      deps.network.assertPermitted(input.ipAddress);
      return withUniqueErrors(uniqueName(input.name), () =>
        db.transaction(ctx, async (tx) => {
          await find(tx, tenantId, id);
          await updateStamped(tx, terminals, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: {
              ...columns(input),
              ...(input.comKey == null ? {} : { comKeySealed: seal(tenantId, id, input.comKey) }),
            },
            ctx,
          });
          return toDto(await find(tx, tenantId, id));
        }),
      );
    },

    /** Soft delete: the punches read from the terminal keep naming it. */
    delete: remove,

    /**
     * Connects to the typed address with the typed key (or, for a saved terminal and no key typed, its
     * stored key: only for a caller who may update the terminal, since the key goes to the typed address)
     * and reads the device's clock. A failure answers its kind, never the socket's message.
     */
    async testConnection(
      ctx: RequestContext,
      input: TestTerminalConnection,
    ): Promise<TestTerminalConnectionResult> {
      const tenantId = tenantOf(ctx);
      deps.network.assertPermitted(input.ipAddress);
      let commKey = input.comKey ?? 0;
      if (input.id && input.comKey == null) {
        const id = input.id;
        if (!(await deps.granted(ctx)).has(deps.updatePolicy)) throw new AppError('Platform:Forbidden');
        commKey = open(await db.transaction(ctx, (tx) => find(tx, tenantId, id)));
      }
      try {
        const time = await deps.readClock({
          host: input.ipAddress,
          port: input.port,
          commKey,
          timeoutMs: terminalTestTimeoutMs,
        });
        return { isSuccess: true, retrievedTime: time };
      } catch (error) {
        const kind = failureKind(error);
        if (!kind) throw error;
        return { isSuccess: false, retrievedTime: null, error: kind };
      }
    },

    /**
     * Set the device clock: connects with the stored address and key and sets the clock to now as the wall
     * time of the terminal's zone (the tenant's when it has none), then reads it back. A failure answers
     * its kind, never the socket's message.
     */
    async setClock(ctx: RequestContext, id: string): Promise<SetTerminalClockResult> {
      const terminal = await connectionOf(ctx, id);
      deps.network.assertPermitted(terminal.host);
      const zone = zoneClock(terminal.timeZone);
      const wallNow = () => {
        const now = ctx.now().getTime();
        return new Date(now + zone.offsetAt(now)).toISOString().slice(0, 19);
      };
      try {
        const { previous, current } = await deps.setClock(
          {
            host: terminal.host,
            port: terminal.port,
            commKey: terminal.commKey,
            timeoutMs: terminalTestTimeoutMs,
          },
          wallNow,
        );
        return { isSuccess: true, previousTime: previous, deviceTime: current, timeZone: terminal.timeZone };
      } catch (error) {
        const kind = failureKind(error);
        if (!kind) throw error;
        return {
          isSuccess: false,
          previousTime: null,
          deviceTime: null,
          timeZone: terminal.timeZone,
          error: kind,
        };
      }
    },

    /** The live terminals' ids, by name: what the sync visits. */
    async listIds(ctx: Pick<RequestContext, 'tenantId'>): Promise<string[]> {
      return (await live(ctx)).map((r) => r.id);
    },

    live,

    connectionOf,
  };
}
export type TerminalService = ReturnType<typeof createTerminalService>;
