import pg from 'pg';
import { type BuiltApp, buildApp, seed } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { type Database, migrate, openPglite, openPostgres } from '../platform/db/database.ts';

export interface TestApp extends BuiltApp {
  db: Database;
  /** Signs in through POST /connect/token, as the web app does; returns the access token. */
  login(tenant: string | null, userName?: string, password?: string): Promise<string>;
  /** Headers for a call as the given token. */
  as(token: string, extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real app on a real, empty, migrated and seeded database: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL (the `pg` stage of npm test), dropped afterwards.
 */
export async function createTestApp(
  options: { webDist?: string; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `hr_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    db = await openPostgres(url.toString(), 5);
    drop = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    db = await openPglite('memory://');
  }
  await migrate(db);
  const config = loadConfig({
    PUBLIC_URL: 'http://hr.test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: options.logStream ? 'trace' : 'silent',
    WEB_DIST: options.webDist ?? '/nonexistent',
  });
  const built = await buildApp(
    config,
    db,
    options.logStream ? { logStream: options.logStream } : { logger: false },
  );
  await seed(built);
  await built.app.ready();

  return {
    ...built,
    db,
    async login(tenant, userName = 'admin', password = '1q2w3E*') {
      const response = await built.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(tenant ? { __tenant: tenant } : {}),
        },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: userName,
          password,
          client_id: 'HR_App',
        }).toString(),
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json<{ access_token: string }>().access_token;
    },
    as: (token, extra = {}) => ({ authorization: `Bearer ${token}`, ...extra }),
    async close() {
      await built.app.close();
      await db.close();
      await drop?.();
    },
  };
}
