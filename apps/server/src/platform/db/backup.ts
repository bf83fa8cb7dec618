import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir, DataDirBusy, holderOf } from './data-dir-lock.ts';

/**
 * Backups of the embedded database (issue 45 item 5). A backup is one file, a tar holding:
 * - `manifest.json`: the format, when it was made, from which folder, the migrations applied;
 * - `database.tar.gz`: PGlite's dump of the data folder (`dumpDataDir`), made with the database open in
 *   this process only, so the copy is consistent (the server must be stopped: the embedded database
 *   belongs to one process);
 * - `secrets.key`: the master key of the secrets stored in the database (the token signing keys, the
 *   SMTP password, the terminals' keys), when the folder has one; with SECRETS_KEY set in the
 *   environment the key is not in the folder, and must be kept with the backup by whoever set it.
 * A restore rebuilds the folder from the dump aside, then swaps it in; the folder it replaces is kept
 * beside it (`<folder>.before-restore-<time>`). A PostgreSQL server is backed up with pg_dump (README).
 */
export const backupFormat = 'hr-back-office-embedded-backup';
export const backupFormatVersion = 1;

interface Manifest {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  dataDir: string;
  migrations: number;
  secretsKey: boolean;
}

export class BackupError extends Error {}

/** Writes the backup of the folder's database (and key) into `file`; returns its manifest. */
export async function backupDataDir(dataDir: string, file: string): Promise<Manifest> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`${dataDir} holds no embedded database: nothing to back up.`);
  const release = claimDataDir(dataDir);
  let dump: Uint8Array;
  let migrations = 0;
  try {
    const pglite = await PGlite.create(dataDir);
    try {
      const applied = await pglite
        .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
        .catch(() => ({ rows: [{ n: 0 }] }));
      migrations = applied.rows[0]?.n ?? 0;
      // Everything written is on disk before the copy (the dump reads the folder's files).
      await pglite.exec('CHECKPOINT');
      dump = new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
  const keyFile = path.join(dataDir, 'secrets.key');
  const key = existsSync(keyFile) ? readFileSync(keyFile) : undefined;
  const manifest: Manifest = {
    format: backupFormat,
    version: backupFormatVersion,
    createdAt: new Date().toISOString(),
    dataDir: path.resolve(dataDir),
    migrations,
    secretsKey: key !== undefined,
  };
  const entries: TarEntry[] = [
    { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    { name: 'database.tar.gz', data: dump },
  ];
  if (key) entries.push({ name: 'secrets.key', data: key, mode: 0o600 });
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, writeTar(entries), { mode: 0o600 });
  renameSync(partial, file);
  return manifest;
}

/**
 * Brings the backup `file` back into `dataDir`, which no living process may hold. Returns the manifest
 * and where the folder it replaced was moved (undefined when there was none).
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
): Promise<{ manifest: Manifest; previous: string | undefined }> {
  const holder = holderOf(dataDir);
  if (holder) throw new DataDirBusy(dataDir, holder);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const entries = new Map(readTar(readFileSync(file)).map((e) => [e.name, e.data]));
  const manifestData = entries.get('manifest.json');
  const dump = entries.get('database.tar.gz');
  let manifest: Manifest | undefined;
  try {
    manifest = manifestData
      ? (JSON.parse(Buffer.from(manifestData).toString('utf8')) as Manifest)
      : undefined;
  } catch {
    manifest = undefined;
  }
  if (!manifest || manifest.format !== backupFormat || !dump)
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (manifest.version > backupFormatVersion)
    throw new BackupError(
      `${file} is of a newer backup format (${manifest.version}): restore it with a newer version.`,
    );

  const target = path.resolve(dataDir);
  const staging = `${target}.restoring-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    // The dump is loaded into the new folder and opened once: a damaged dump fails here, before the
    // current folder is touched.
    const pglite = await PGlite.create(staging, { loadDataDir: new Blob([dump]) });
    await pglite.query('select 1');
    await pglite.close();
    rmSync(path.join(staging, 'server.pid'), { force: true });
    const key = entries.get('secrets.key');
    const keyFile = path.join(staging, 'secrets.key');
    if (key) writeFileSync(keyFile, key, { mode: 0o600 });
    else rmSync(keyFile, { force: true });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // Claimed again just before the swap: a server started meanwhile wins, and the restore stops.
  const holderNow = holderOf(dataDir);
  if (holderNow) {
    rmSync(staging, { recursive: true, force: true });
    throw new DataDirBusy(dataDir, holderNow);
  }
  let previous: string | undefined;
  if (existsSync(target)) {
    previous = `${target}.before-restore-${new Date().toISOString().replaceAll(/[:.]/g, '-')}`;
    renameSync(target, previous);
  }
  renameSync(staging, target);
  return { manifest, previous };
}

interface TarEntry {
  name: string;
  data: Uint8Array;
  mode?: number;
}

/** A ustar archive of plain files (names under 100 bytes), readable by `tar`. */
export function writeTar(entries: TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  const mtime = Math.floor(Date.now() / 1000);
  for (const entry of entries) {
    const header = Buffer.alloc(512);
    const field = (offset: number, length: number, value: string) =>
      header.write(value, offset, length, 'ascii');
    const octal = (offset: number, length: number, value: number) =>
      field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
    field(0, 100, entry.name);
    octal(100, 8, entry.mode ?? 0o644);
    octal(108, 8, 0);
    octal(116, 8, 0);
    octal(124, 12, entry.data.length);
    octal(136, 12, mtime);
    field(148, 8, '        ');
    field(156, 1, '0');
    field(257, 6, 'ustar\0');
    field(263, 2, '00');
    let sum = 0;
    for (const byte of header) sum += byte;
    field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
    blocks.push(header, Buffer.from(entry.data));
    const pad = (512 - (entry.data.length % 512)) % 512;
    if (pad) blocks.push(Buffer.alloc(pad));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

/** The plain files of a ustar archive; throws on a damaged header. */
export function readTar(archive: Uint8Array): TarEntry[] {
  const buffer = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + 512 <= buffer.length) {
    const header = buffer.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
    const text = (start: number, length: number) =>
      header
        .toString('ascii', start, start + length)
        .replace(/\0.*$/s, '')
        .trim();
    if (Number.parseInt(text(148, 8), 8) !== sum)
      throw new BackupError('The backup file is damaged (tar header).');
    const size = Number.parseInt(text(124, 12), 8);
    const start = offset + 512;
    if (start + size > buffer.length) throw new BackupError('The backup file is cut short.');
    const type = text(156, 1);
    if (type === '0' || type === '')
      entries.push({ name: text(0, 100), data: buffer.subarray(start, start + size) });
    offset = start + Math.ceil(size / 512) * 512;
  }
  return entries;
}
