import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DepartmentDto, departmentEndpoints, type PagedResult } from '@hr/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { openTestDatabase, testConfig, testSecretsKey } from '../../test/test-database.ts';
import { BackupError, backupDataDir, restoreDataDir } from './backup.ts';
import { DataDirBusy } from './data-dir-lock.ts';
import { type Database, openPglite, openPostgres } from './database.ts';
import { openEmbedded } from './template.ts';

/** The app on a database, the acme admin signed in through /connect/token. */
async function signedIn(db: Database, config = testConfig()) {
  const built: BuiltApp = await buildApp(config, db, { logger: false });
  await built.app.ready();
  const token = await built.app
    .inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'acme' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'admin',
        password: '1q2w3E*',
        client_id: 'HR_App',
      }).toString(),
    })
    .then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ access_token: string }>().access_token;
    });
  const headers = { authorization: `Bearer ${token}` };
  return {
    async departments(): Promise<string[]> {
      const r = await built.app.inject({
        url: `${departmentEndpoints.list.path}?maxResultCount=1000`,
        headers,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r
        .json<PagedResult<DepartmentDto>>()
        .items.map((d) => d.name)
        .sort();
    },
    async addDepartment(name: string): Promise<void> {
      const r = await built.app.inject({
        method: 'POST',
        url: departmentEndpoints.create.path,
        headers,
        payload: { name },
      });
      expect(r.statusCode, r.body).toBe(200);
    },
    close: () => built.app.close(),
  };
}

describe.skipIf(process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  let root: string;
  let dataDir: string;
  const key = `${testSecretsKey}\n`;
  // The server's own configuration for the folder: the key comes from its secrets.key.
  const folderConfig = () => testConfig({ DATA_DIR: dataDir, SECRETS_KEY: '' });

  async function withApp<T>(fn: (app: Awaited<ReturnType<typeof signedIn>>) => Promise<T>): Promise<T> {
    const db = await openEmbedded(dataDir);
    const app = await signedIn(db, folderConfig());
    try {
      return await fn(app);
    } finally {
      await app.close();
      await db.close();
    }
  }

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'hr-backup-'));
    dataDir = path.join(root, 'data');
    // A seeded data folder (the run's snapshot, written to disk) with its key file.
    const source = await openTestDatabase();
    const dump = await source.db.pglite!.dumpDataDir('none');
    await source.db.close();
    const folder = await openPglite(dataDir, { loadDataDir: dump });
    await folder.close();
    writeFileSync(path.join(dataDir, 'secrets.key'), key, { mode: 0o600 });
  }, 600_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // Four starts of the app on a folder and a whole backup and restore: longer than a unit test.
  it('brings back the data and the key as they were at the backup', { timeout: 300_000 }, async () => {
    const kept = `Backed up ${Date.now()}`;
    const atBackup = await withApp(async (app) => {
      await app.addDepartment(kept);
      return app.departments();
    });
    expect(atBackup).toContain(kept);

    const file = path.join(root, 'backup.tar');
    const manifest = await backupDataDir(dataDir, file);
    expect(manifest).toMatchObject({ format: 'hr-back-office-embedded-backup', secretsKey: true });
    expect(manifest.migrations).toBeGreaterThan(40);
    // A tar that the system's tar reads: the manifest, the database's dump, the key.
    expect(execFileSync('tar', ['tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'manifest.json',
      'database.tar.gz',
      'secrets.key',
    ]);

    const later = `After the backup ${Date.now()}`;
    await withApp(async (app) => {
      await app.addDepartment(later);
      expect(await app.departments()).toEqual([...atBackup, later].sort());
    });
    // The key file changed too (lost, replaced): the restore brings the backup's back.
    writeFileSync(path.join(dataDir, 'secrets.key'), `${Buffer.alloc(32, 9).toString('base64')}\n`);

    const { previous } = await restoreDataDir(file, dataDir);
    expect(previous).toBeDefined();
    expect(readFileSync(path.join(dataDir, 'secrets.key'), 'utf8')).toBe(key);
    // Signed in again (the signing keys open with the restored key) and read back as at the backup.
    await withApp(async (app) => expect(await app.departments()).toEqual(atBackup));
    // The folder it replaced is kept as it was.
    const before = await openPglite(previous!);
    const names = await before.ownerSql.query<{ name: string }>(
      'select name_en as name from departments where name_en = $1',
      [later],
    );
    await before.close();
    expect(names.rows).toHaveLength(1);
  });

  it('refuses while a process runs on the folder, and a file that is not a backup', {
    timeout: 300_000,
  }, async () => {
    const file = path.join(root, 'refused.tar');
    await backupDataDir(dataDir, file);
    // A living process holding the folder, as a running server does (its server.pid).
    const holder: ChildProcess = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    try {
      writeFileSync(path.join(dataDir, 'server.pid'), `${holder.pid}\n`);
      await expect(restoreDataDir(file, dataDir)).rejects.toThrow(DataDirBusy);
      await expect(restoreDataDir(file, dataDir)).rejects.toThrow(
        /is running on the data folder .* stop it first/,
      );
      await expect(backupDataDir(dataDir, path.join(root, 'other.tar'))).rejects.toThrow(DataDirBusy);
      await expect(openEmbedded(dataDir)).rejects.toThrow(DataDirBusy);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // The process is gone: its file holds nothing any more.
    await withApp(async (app) => expect((await app.departments()).length).toBeGreaterThan(0));

    const notBackup = path.join(root, 'not-a-backup.tar');
    writeFileSync(notBackup, 'hello');
    await expect(restoreDataDir(notBackup, dataDir)).rejects.toThrow(BackupError);
  });
});

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL server backed up with pg_dump', () => {
  const tools = ['pg_dump', 'pg_restore'].map((tool) => {
    for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
      try {
        execFileSync(path.join(dir, tool), ['--version']);
        return path.join(dir, tool);
      } catch {
        // not there
      }
    }
    return tool;
  });

  it('restores into a new database, where the admin signs in and reads the data', {
    timeout: 300_000,
  }, async () => {
    const source = await openTestDatabase();
    const name = `Dumped ${Date.now()}`;
    const app = await signedIn(source.db);
    await app.addDepartment(name);
    const atDump = await app.departments();
    await app.close();
    const root = mkdtempSync(path.join(tmpdir(), 'hr-pg-dump-'));
    const file = path.join(root, 'hr.dump');
    const target = `hr_restored_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      // The README's commands: a custom-format dump, then pg_restore into a new, empty database.
      execFileSync(tools[0]!, ['--format=custom', `--file=${file}`, `--dbname=${source.db.url}`]);
      await source.drop();
      await admin.query(`CREATE DATABASE ${target}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${target}`;
      execFileSync(tools[1]!, ['--exit-on-error', `--dbname=${url}`, file]);
      const restored = await openPostgres(url.toString(), 2);
      try {
        const again = await signedIn(restored);
        expect(await again.departments()).toEqual(atDump);
        expect(atDump).toContain(name);
        await again.close();
      } finally {
        await restored.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      await admin.end();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
