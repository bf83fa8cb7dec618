import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, fillReferenceData, seed } from '../app.ts';
import { type AppConfig, loadConfig } from '../platform/config.ts';
import { type Database, migrate, openPglite, openPostgres } from '../platform/db/database.ts';

/** The configuration every test app runs with, save what a test asks for. */
/**
 * Tests' one secrets key: the run's snapshot holds signing keys sealed with it, and every worker's files
 * open them (an in-memory DATA_DIR would otherwise give each process a key of its own).
 */
export const testSecretsKey = Buffer.alloc(32, 7).toString('base64');

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    PUBLIC_URL: 'http://hr.test',
    DATA_DIR: 'memory://',
    SECRETS_KEY: testSecretsKey,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
}

export interface TestDatabase {
  db: Database;
  /** Removes what the test made on the server (its database); nothing on PGlite. */
  drop(): Promise<void>;
}

const serverUrl = process.env.DATABASE_URL;

/**
 * A migrated and seeded database of the test file's own. Migrating and seeding take most of a test
 * file's start, and every file needs the same result, so the first file of a run makes it once and
 * leaves it in the run's snapshot folder: a PGlite data-dir dump, or on PostgreSQL a template database
 * that each file copies with CREATE DATABASE … TEMPLATE. Files of one run on other workers wait for it.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dir = snapshotDir();
  if (serverUrl) {
    const template = dir ? await shared(dir, 'template-name', makeTemplate) : undefined;
    return serverDatabase(template ? Buffer.from(template).toString('utf8').trim() : undefined);
  }
  const dump = dir ? await shared(dir, 'pglite.tar', makeDump) : undefined;
  if (dump)
    return { db: await openPglite('memory://', { loadDataDir: new Blob([dump]) }), drop: async () => {} };
  const db = await openPglite('memory://');
  await migrateAndSeed(db);
  return { db, drop: async () => {} };
}

function snapshotDir(): string | undefined {
  try {
    return inject('testSnapshotDir');
  } catch {
    return undefined; // run without the suite's global set-up (a single file by hand): no snapshot
  }
}

async function migrateAndSeed(db: Database): Promise<void> {
  await migrate(db);
  const built = await buildApp(testConfig(), db, { logger: false });
  await fillReferenceData(built);
  await seed(built);
  await built.app.close();
}

async function makeDump(): Promise<Uint8Array> {
  const db = await openPglite('memory://');
  await migrateAndSeed(db);
  const dump = await (db.pglite as NonNullable<Database['pglite']>).dumpDataDir('none');
  await db.close();
  return new Uint8Array(await dump.arrayBuffer());
}

async function makeTemplate(): Promise<Uint8Array> {
  const name = uniqueName('hr_template');
  await admin(`CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrl(name), 2);
  await migrateAndSeed(db);
  await db.close();
  return new TextEncoder().encode(name);
}

async function serverDatabase(template: string | undefined): Promise<TestDatabase> {
  const name = uniqueName('hr_test');
  if (template) await copyTemplate(name, template);
  else await admin(`CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrl(name), 5);
  if (!template) await migrateAndSeed(db);
  return { db, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Copies may collide with another file's copy of the same template for a moment: try again. */
async function copyTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/**
 * The content of `file` in the snapshot folder, made by `make` in the one test process that takes the
 * lock (an atomic mkdir) and written under a temporary name then renamed, so readers never see half.
 */
async function shared(dir: string, file: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const target = path.join(dir, file);
  if (!existsSync(target)) {
    let mine = true;
    try {
      mkdirSync(path.join(dir, `${file}.lock`));
    } catch {
      mine = false;
    }
    if (mine) {
      const content = await make();
      writeFileSync(`${target}.part`, content);
      renameSync(`${target}.part`, target);
    } else {
      const deadline = Date.now() + 180_000;
      while (!existsSync(target)) {
        if (Date.now() > deadline) throw new Error(`the test database snapshot ${target} never appeared`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  return readFileSync(target);
}

function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
