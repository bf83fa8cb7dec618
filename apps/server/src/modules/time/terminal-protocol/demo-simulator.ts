import { SettingNames } from '@hr/contracts';
import type { AppServices } from '../../../composition.ts';
import type { AppConfig } from '../../../platform/config.ts';
import { systemContext } from '../../../platform/context.ts';
import { demoTenantName } from '../../tenancy/public.ts';
import { startTerminalSimulator, type TerminalSimulator } from './simulator.ts';

/** The demo simulator's seed: fixed, so each day's punches are the same after every restart. */
const DEMO_SEED = 1;
/** A month of punches. */
const DEMO_DAYS = 30;
/** Users when acme's employees cannot be counted (the employees' seed makes about 60). */
const DEMO_USERS = 60;

/** What the demo terminal says of itself: acme's main entrance, a common terminal's firmware. */
export const demoDeviceInfo = {
  deviceName: 'Main entrance',
  serialNumber: 'ACME-DEMO-0001',
  platform: 'ZMM220_TFT',
  firmwareVersion: 'Ver 6.60 Apr 28 2017',
  mac: '00:17:61:a3:0e:01',
  pinWidth: 9,
  fingerprintVersion: 10,
} as const;

export interface DemoTerminal {
  /** acme's time zone: the demo terminal has none of its own, so its clock shows the tenant's wall time. */
  timeZone: string;
  /** acme's employees, who get PINs 1..N from the time module's seed. */
  users: number;
}

/** What the demo terminal must look like, from acme's settings and staff; null without acme. */
export async function demoTerminalOf(
  services: Pick<AppServices, 'platform' | 'tenancy' | 'employees'>,
): Promise<DemoTerminal | null> {
  const tenant = await services.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return null;
  const ctx = systemContext(tenant.id);
  const timeZone = await services.platform.settings.get(
    { tenantId: tenant.id, userId: null },
    SettingNames.TimeZone,
  );
  const staff = await services.employees.employees.list(ctx, { skipCount: 0, maxResultCount: 1 });
  return { timeZone: timeZone || 'UTC', users: staff.totalCount || DEMO_USERS };
}

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * `npm start` with the demo data: one terminal simulator on 127.0.0.1 at `port` (DEMO_TERMINAL_PORT,
 * default 4370), no comm key, users 1..N, a month of office punches (seed 1), its clock the host's as the
 * wall time of acme's time zone. It runs in the process that runs once (the cluster's primary). A port in
 * use (another product or simulator already there) is a warning, never a failure of the product.
 */
export async function startDemoTerminalSimulator(
  port: number,
  terminal: DemoTerminal,
  log: Log,
): Promise<TerminalSimulator | null> {
  try {
    const simulator = await startTerminalSimulator({
      host: '127.0.0.1',
      port,
      commKey: 0,
      users: terminal.users,
      days: DEMO_DAYS,
      seed: DEMO_SEED,
      timeZone: terminal.timeZone,
      // A demo's punches look like an office's: every state defined, nobody's day a lone 4 PM punch.
      quirks: false,
      // What common tools read first (pyzk's get_serialnumber, get_device_name, ...): the demo's own.
      device: demoDeviceInfo,
    });
    log.info(
      `demo terminal simulator on 127.0.0.1:${simulator.port}: ${terminal.users} users, ${simulator.punchCount} punches, clock in ${terminal.timeZone} (DEMO_TERMINAL_SIMULATOR=off leaves it out)`,
    );
    return simulator;
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
        ? 'the port is in use'
        : (error as Error).message;
    log.warn(`demo terminal simulator not started on 127.0.0.1:${port}: ${reason}`);
    return null;
  }
}

/**
 * The server's start hook: with the demo data and DEMO_TERMINAL_SIMULATOR not off, the demo terminal's
 * simulator; whatever goes wrong is a warning (the product starts without it).
 */
export async function startDemoTerminal(
  config: Pick<AppConfig, 'seedDemo' | 'demoTerminal'>,
  services: Pick<AppServices, 'platform' | 'tenancy' | 'employees'>,
  log: Log,
): Promise<TerminalSimulator | null> {
  if (!config.seedDemo || !config.demoTerminal.enabled) return null;
  try {
    const terminal = await demoTerminalOf(services);
    if (!terminal) {
      log.info('demo terminal simulator not started: no demo tenant');
      return null;
    }
    return await startDemoTerminalSimulator(config.demoTerminal.port, terminal, log);
  } catch (error) {
    log.warn(`demo terminal simulator not started: ${(error as Error).message}`);
    return null;
  }
}
