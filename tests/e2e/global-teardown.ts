import type { FullConfig } from '@playwright/test';

/**
 * Prints the server's CPU time before Playwright stops it. The test runner's summary counts the CPU of the
 * processes a stage waited for; Playwright ends its web server with SIGKILL to the process group, so the
 * server's share would be missing from the journeys' figure. Read from the server's own Prometheus metrics
 * (open on loopback), the standard `process_cpu_seconds_total`.
 */
export default async function globalTeardown(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  try {
    const text = await (await fetch(`${baseURL}/metrics`)).text();
    const cpu = /^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1];
    if (cpu) console.log(`[e2e] the server used ${Number(cpu).toFixed(1)} s of CPU`);
  } catch {
    // A server that is gone has nothing to say; the journeys' results stand.
  }
}
