import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the first API test file of the run leaves the migrated and seeded database for the others. */
    testSnapshotDir: string;
  }
}

/**
 * Gives the run a folder for the database snapshot (see `test-database.ts`). The snapshot itself is made
 * lazily by the first test file that needs a database, so a run of web or contract tests pays nothing.
 * At the end the folder goes, and on PostgreSQL the template database with it.
 */
let dir = '';

export function setup(project: TestProject): void {
  dir = mkdtempSync(path.join(tmpdir(), 'hr-test-snapshot-'));
  project.provide('testSnapshotDir', dir);
}

export async function teardown(): Promise<void> {
  {
    const marker = path.join(dir, 'template-name');
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl && existsSync(marker)) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${readFileSync(marker, 'utf8').trim()} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
