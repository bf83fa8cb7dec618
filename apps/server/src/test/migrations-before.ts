import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';

/** The committed migrations (apps/server/drizzle). */
export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * For a test of a migration that changes stored data: `before(tag)` is a folder of the committed migrations up
 * to (not including) `tag`, so a test migrates to just before it, stores the rows a server held then, and
 * migrates the rest (`migrationsFolder`). `tag` may leave out the number (`'payslip-names'`): numbers change when
 * branches merge, names do not. The folders are removed after the file's tests.
 */
export function migrationsBefore(): (tag: string) => string {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return (tag) => {
    const folder = mkdtempSync(join(tmpdir(), 'hr-migrations-'));
    folders.push(folder);
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const at = journal.entries.findIndex((e) => e.tag === tag || e.tag.replace(/^\d+_/, '') === tag);
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    return folder;
  };
}
