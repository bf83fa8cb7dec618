import { createHash } from 'node:crypto';
import {
  constants,
  copyFileSync,
  cpSync,
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
 *
 * The dump is also kept unpacked, as a data folder closed cleanly (`<key>/`), and a new data folder is a
 * native copy of it: loading the dump made PGlite write every file through its WebAssembly file system
 * (about 2.0-3.7 s of CPU under load, against 1.2-2.3 s for copying and opening the copy).
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

/**
 * The template unpacked: a data folder made from the dump and closed (made when missing, from the dump,
 * which is made first when missing too). Made aside and renamed, so a start beside never copies half of it.
 */
export async function ensureTemplateDir(options: { force?: boolean } = {}): Promise<string> {
  const key = templateKey();
  const dir = path.join(templateFolder, key);
  if (options.force) rmSync(dir, { recursive: true, force: true });
  else if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const dump = await ensureTemplate(options);
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const db = await openPglite(partial, { loadDataDir: new Blob([readFileSync(dump)]) });
  await db.close();
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another start made it at the same moment: theirs is as good.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw error;
  }
  // The unpacked templates of earlier migrations are of no more use.
  for (const other of readdirSync(templateFolder, { withFileTypes: true }))
    if (other.isDirectory() && other.name !== key && !other.name.endsWith('.partial'))
      rmSync(path.join(templateFolder, other.name), { recursive: true, force: true });
  return dir;
}

/**
 * Copies the unpacked template into a new data folder: every file but PG_VERSION first, PG_VERSION last,
 * so that a copy cut short leaves a folder still seen as new (`isNewDataDir`), copied again at the next
 * start. Copy-on-write clones where the file system has them.
 */
function copyTemplate(template: string, dataDir: string): void {
  for (const entry of readdirSync(template)) {
    if (entry === 'PG_VERSION') continue;
    cpSync(path.join(template, entry), path.join(dataDir, entry), {
      recursive: true,
      force: true,
      mode: constants.COPYFILE_FICLONE,
    });
  }
  copyFileSync(
    path.join(template, 'PG_VERSION'),
    path.join(dataDir, 'PG_VERSION'),
    constants.COPYFILE_FICLONE,
  );
}

/** Whether a data folder holds no database yet (missing, or without PostgreSQL's PG_VERSION). */
export function isNewDataDir(dataDir: string): boolean {
  return (
    !dataDir.startsWith('memory://') && !statSync(path.join(dataDir, 'PG_VERSION'), { throwIfNoEntry: false })
  );
}

/**
 * The embedded database in `dataDir`, for this process only: a new folder gets a copy of the unpacked
 * template (made first when missing); an existing one opens as it is.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  if (dataDir.startsWith('memory://')) return openPglite(dataDir);
  mkdirSync(dataDir, { recursive: true });
  // The folder is this process's while it is open (data-dir-lock.ts): a backup or restore refuses it.
  const release = claimDataDir(dataDir);
  try {
    if (isNewDataDir(dataDir)) copyTemplate(await ensureTemplateDir(), dataDir);
    const db = await openPglite(dataDir);
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
