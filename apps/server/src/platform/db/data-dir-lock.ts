import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which process has an embedded data folder open: `<dataDir>/server.pid`, written when a process opens
 * the folder's database and removed when it closes it. The embedded database belongs to one process
 * (two would corrupt it), so the backup and the restore refuse a folder a living process holds; a file
 * left by a process that died (kill -9) names a process that no longer exists and holds nothing.
 */
const lockName = 'server.pid';

/** The process holding the folder, if a living one does (never this process). */
export function holderOf(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, lockName), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export class DataDirBusy extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The server (process ${pid}) is running on the data folder ${dataDir}: stop it first (Ctrl+C, or kill ${pid}), then run this again.`,
    );
  }
}

/** Marks the folder as this process's; throws DataDirBusy when a living process holds it. Returns the release. */
export function claimDataDir(dataDir: string): () => void {
  const holder = holderOf(dataDir);
  if (holder) throw new DataDirBusy(dataDir, holder);
  const file = path.join(dataDir, lockName);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
