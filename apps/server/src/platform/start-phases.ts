/**
 * The phases of a server start, in seconds, for the line it prints once it listens (issue 45 item 3):
 * `ready in 4.1 s (cpu 3.6 s): modules 0.9, database 1.2, migrations 0.2, web 0.3, seed 0, jobs 0.4`.
 * "modules" is the time from the process's start to the first phase (node loading the server's code);
 * each later phase is the time since the one before; a phase met twice adds up. The process's CPU time
 * is given too, in all and by phase (the list after `cpu:`): on a shared machine the wall times say more about
 * the neighbours than about the start.
 */
export interface StartPhases {
  /** Ends the phase `name` now. */
  done(name: string): void;
  /** The line: the total since the process started and its CPU time, then each phase. */
  summary(): string;
}

export function startPhases(): StartPhases {
  const used = () => {
    const cpu = process.cpuUsage();
    return (cpu.user + cpu.system) / 1000;
  };
  const phases = new Map<string, number>([['modules', performance.now()]]);
  const cpus = new Map<string, number>([['modules', used()]]);
  let last = performance.now();
  let lastCpu = used();
  const seconds = (ms: number) => {
    const s = ms / 1000;
    return s < 0.05 ? '0' : s.toFixed(1);
  };
  return {
    done(name) {
      const now = performance.now();
      const cpu = used();
      phases.set(name, (phases.get(name) ?? 0) + now - last);
      cpus.set(name, (cpus.get(name) ?? 0) + cpu - lastCpu);
      last = now;
      lastCpu = cpu;
    },
    summary() {
      const list = (of: Map<string, number>) =>
        [...of].map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ');
      return `ready in ${(performance.now() / 1000).toFixed(1)} s (cpu ${(used() / 1000).toFixed(1)} s): ${list(phases)}; cpu: ${list(cpus)}`;
    },
  };
}
