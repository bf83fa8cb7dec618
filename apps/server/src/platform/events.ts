import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Tx } from './db/database.ts';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const maxEventPayloadBytes = 7900;

type Handler = (payload: unknown) => void;

/**
 * Events between server processes through PostgreSQL LISTEN/NOTIFY. `publish` runs inside the writer's
 * transaction, so subscribers hear of a change only once it is committed (and never of one rolled back);
 * every process subscribed to the channel hears it, the publishing one included. On the embedded
 * database it is the same mechanism within the one process.
 */
export interface EventBus {
  publish(tx: Tx, channel: string, payload: unknown): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe(channel: string, handler: Handler): Promise<() => Promise<void>>;
  /**
   * Called after the listening connection was lost and made again: events published in between were
   * missed, so whoever relies on them should re-read.
   */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

const channelPattern = /^[a-z][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!channelPattern.test(channel)) throw new Error(`invalid event channel name: ${channel}`);
}

/** A payload as it travels: JSON, under PostgreSQL's limit. */
function payloadText(channel: string, payload: unknown): string {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > maxEventPayloadBytes)
    throw new Error(`event payload on ${channel} is too large (${Buffer.byteLength(text)} bytes)`);
  return text;
}

/**
 * The statement that publishes `payloads` on `channel` (one event each), for a connection that is not a
 * drizzle transaction (pg-boss's, or the one it sends on: `jobsIn`). Like `publish`, it is heard once the
 * connection's transaction commits.
 */
export function eventsStatement(
  channel: string,
  payloads: readonly unknown[],
): { text: string; values: unknown[] } {
  checkChannel(channel);
  return {
    text: 'select pg_notify($1, p) from unnest($2::text[]) as p',
    values: [channel, payloads.map((payload) => payloadText(channel, payload))],
  };
}

export function createEventBus(db: Database): EventBus {
  const handlers = new Map<string, Set<Handler>>();
  const reconnectHandlers = new Set<() => void>();
  let closed = false;

  function dispatch(channel: string, text: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return;
    }
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`[events] handler of ${channel} failed`, error);
      }
    }
  }

  // One LISTEN per channel on the connection, however many subscribers the process has.
  let listen: (channel: string) => Promise<void>;
  let unlisten: (channel: string) => Promise<void>;
  let shutdown: () => Promise<void>;

  if (db.pglite) {
    const client = db.pglite;
    const stops = new Map<string, () => Promise<void>>();
    listen = async (channel) => {
      stops.set(channel, await client.listen(channel, (text) => dispatch(channel, text)));
    };
    unlisten = async (channel) => {
      await stops.get(channel)?.();
      stops.delete(channel);
    };
    shutdown = async () => {
      for (const stop of stops.values()) await stop().catch(() => undefined);
      stops.clear();
    };
  } else {
    // A dedicated connection (LISTEN needs a session that stays open), made again when it drops.
    let client: pg.Client | undefined;
    let connecting: Promise<pg.Client> | undefined;
    let retry: NodeJS.Timeout | undefined;
    let attempt = 0;

    const connect = (): Promise<pg.Client> => {
      connecting ??= (async () => {
        const next = new pg.Client({ connectionString: db.url });
        next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
        next.on('error', () => undefined); // 'end' follows; reconnection happens there
        next.on('end', () => {
          if (client !== next) return;
          client = undefined;
          connecting = undefined;
          scheduleReconnect();
        });
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
        client = next;
        attempt = 0;
        return next;
      })().catch((error: unknown) => {
        connecting = undefined;
        throw error;
      });
      return connecting;
    };

    const scheduleReconnect = () => {
      if (closed || retry) return;
      const delay = Math.min(30_000, 500 * 2 ** attempt++);
      retry = setTimeout(() => {
        retry = undefined;
        connect().then(
          () => {
            for (const handler of reconnectHandlers) handler();
          },
          (error: Error) => {
            console.warn(`[events] listener connection failed: ${error.message}`);
            scheduleReconnect();
          },
        );
      }, delay);
      retry.unref();
    };

    listen = async (channel) => {
      const c = client ?? (await connect());
      // connect() already listens to every channel with handlers; a live client needs the new one.
      await c.query(`LISTEN ${channel}`);
    };
    unlisten = async (channel) => {
      await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
    shutdown = async () => {
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    };
  }

  return {
    async publish(tx, channel, payload) {
      checkChannel(channel);
      await tx.execute(sql`select pg_notify(${channel}, ${payloadText(channel, payload)})`);
    },

    async subscribe(channel, handler) {
      checkChannel(channel);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listen(channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        await unlisten(channel);
      };
    },

    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },

    async close() {
      closed = true;
      handlers.clear();
      reconnectHandlers.clear();
      await shutdown();
    },
  };
}
