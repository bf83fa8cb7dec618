import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { claimDataDir } from './data-dir-lock.ts';
import { type Database, migrate, migrationsFolder, openPglite } from './database.ts';

/**
 * The embedded database's template (issue 45 item 3): a PGlite data-dir dump of a migrated empty
 * database, made once and loaded into every new data folder instead of creating the cluster (initdb)
 * and running every migration there, which took most of a first start. Kept in apps/server/dist
 * (not committed), named by the hash of the migrations and of PGlite's version: a new migration or
 * another PGlite makes another. `npm run build` makes it; a first start that finds none makes it too.
 * The migrations still run after loading it (nothing to apply then; the grants, row-level security and
 * audit triggers are set again at every start as before).
 */
const templateFolder = new URL('../../../dist/pglite-template', import.meta.url).pathname;

/** What the template is made of: every migration file and the PGlite version. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  for (const file of files(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file));
    hash.update(readFileSync(file));
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir)) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function templateFile(key = templateKey()): string {
  return path.join(templateFolder, `${key}.tar`);
}

/** Makes the template when it is missing (or when `force`); returns its file. */
export async function ensureTemplate(options: { force?: boolean } = {}): Promise<string> {
  const file = templateFile();
  if (!options.force && existsSync(file)) return file;
  const db = await openPglite('memory://');
  try {
    await migrate(db);
    const dump = await (db.pglite as NonNullable<Database['pglite']>).dumpDataDir('none');
    mkdirSync(templateFolder, { recursive: true });
    // Written aside then renamed: a start running beside never reads half a template.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    // The templates of earlier migrations are of no more use.
    for (const other of readdirSync(templateFolder))
      if (other.endsWith('.tar') && path.join(templateFolder, other) !== file)
        rmSync(path.join(templateFolder, other), { force: true });
  } finally {
    await db.close();
  }
  return file;
}

/** Whether a data folder holds no database yet (missing, or without PostgreSQL's PG_VERSION). */
export function isNewDataDir(dataDir: string): boolean {
  return (
    !dataDir.startsWith('memory://') && !statSync(path.join(dataDir, 'PG_VERSION'), { throwIfNoEntry: false })
  );
}

/**
 * The embedded database in `dataDir`, for this process only: a new folder gets the template's copy (made
 * first when missing); an existing one opens as it is.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  if (dataDir.startsWith('memory://')) return openPglite(dataDir);
  mkdirSync(dataDir, { recursive: true });
  // The folder is this process's while it is open (data-dir-lock.ts): a backup or restore refuses it.
  const release = claimDataDir(dataDir);
  try {
    const db = isNewDataDir(dataDir)
      ? await openPglite(dataDir, { loadDataDir: new Blob([readFileSync(await ensureTemplate())]) })
      : await openPglite(dataDir);
    const close = db.close;
    return {
      ...db,
      close: async () => {
        await close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
