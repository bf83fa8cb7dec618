import { existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureTemplateDir, isNewDataDir, openEmbedded } from './template.ts';

/**
 * A new data folder is a copy of the unpacked template (a migrated database): it opens migrated, holds its
 * own copy (a write there leaves the template as it was), and a copy cut short before PG_VERSION is copied
 * again at the next open.
 */
const root = mkdtempSync(path.join(tmpdir(), 'hr-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const migrations = async (dataDir: string) => {
  const db = await openEmbedded(dataDir);
  try {
    const { rows } = await db.ownerSql.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return rows[0]!.n;
  } finally {
    await db.close();
  }
};

describe('the embedded database template', () => {
  it('makes a new data folder a copy of the migrated template, written apart from it', async () => {
    const template = await ensureTemplateDir();
    expect(existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    const dataDir = path.join(root, 'new');
    expect(isNewDataDir(dataDir)).toBe(true);
    const db = await openEmbedded(dataDir);
    try {
      const { rows } = await db.ownerSql.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows[0]!.n).toBeGreaterThan(50);
      await db.ownerSql.query('create table copy_only (id int)');
    } finally {
      await db.close();
    }
    expect(isNewDataDir(dataDir)).toBe(false);
    // The table made in the copy is not in the template: a second folder does not see it.
    const other = await openEmbedded(path.join(root, 'other'));
    try {
      const { rows } = await other.ownerSql.query<{ t: string | null }>(
        `select to_regclass('public.copy_only')::text as t`,
      );
      expect(rows[0]!.t).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('copies again a folder whose copy stopped before PG_VERSION', async () => {
    const dataDir = path.join(root, 'cut');
    const expected = await migrations(dataDir);
    // As if the copy had stopped: PG_VERSION gone, a file left half written.
    unlinkSync(path.join(dataDir, 'PG_VERSION'));
    writeFileSync(path.join(dataDir, 'postgresql.conf'), '# half');
    expect(isNewDataDir(dataDir)).toBe(true);
    expect(await migrations(dataDir)).toBe(expected);
    expect(readdirSync(dataDir)).toContain('PG_VERSION');
  });
});
