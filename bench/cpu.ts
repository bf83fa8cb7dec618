import { readdirSync, readFileSync } from 'node:fs';
import type { Raw } from './throwaway.ts';

// CPU time, which says more than wall time on a machine shared with other work: a bench's own process and
// the PostgreSQL server it uses (on this machine, as scripts/with-postgres.mjs starts it), read from /proc.

/** CPU seconds of a process (user + system), with those of its children it waited for when asked. */
export function cpuOf(pid: number, withChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    // Fields 14-17 of stat (utime, stime, cutime, cstime), in clock ticks (100 a second).
    return (f[11]! + f[12]! + (withChildren ? f[13]! + f[14]! : 0)) / 100;
  } catch {
    return 0;
  }
}

/** A process's peak resident memory so far (VmHWM of /proc), in MB; undefined when /proc has no such process. */
export function peakMemoryOf(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** CPU seconds of the whole PostgreSQL server: its postmaster (and the children it reaped) and all its live children. */
export function serverCpu(postmaster: number): number {
  let total = cpuOf(postmaster, true);
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += cpuOf(Number(d));
    } catch {}
  }
  return total;
}

/** The postmaster of the PostgreSQL server `raw` talks to, when it runs on this machine (else undefined). */
export async function postmasterOf(raw: Raw): Promise<number | undefined> {
  try {
    const [row] = await raw('select pg_backend_pid() as pid');
    const backend = readFileSync(`/proc/${Number(row!.pid)}/stat`, 'utf8');
    return Number(backend.slice(backend.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by this process and the database: the PostgreSQL server's when `postmaster` is
 * given, else only this process's (the embedded PGlite runs in it).
 */
export function cpuNow(postmaster?: number): { process: number; database: number } {
  const own = process.cpuUsage();
  return { process: (own.user + own.system) / 1e6, database: postmaster ? serverCpu(postmaster) : 0 };
}
