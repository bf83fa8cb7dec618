import {
  createEmployeePinInput,
  createTerminalInput,
  defaultTerminalPort,
  SettingNames,
} from '@hr/contracts';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { demoTenantName } from '../tenancy/public.ts';
import { seedDemoHolidays } from './holiday.seed.ts';
import type { TimeServices } from './index.ts';

/** The demo terminal's name in the tenant's default language. */
export const demoTerminalNames = { en: 'Main entrance', ar: 'المدخل الرئيسي' } as const;

/**
 * acme's terminal on loopback, where `npm start` runs the demo simulator (DEMO_TERMINAL_PORT, default
 * 4370), without a comm key and in the tenant's time zone; only while acme has no terminal of that name.
 */
async function seedDemoTerminal(services: TimeServices, setup: ModuleSetup, ctx: RequestContext) {
  // Without the simulator (DEMO_TERMINAL_SIMULATOR=off) a terminal on loopback is refused, unless
  // TERMINALS_ON_LOOPBACK=on: the demo then has no terminal rather than stopping the start.
  if (!setup.platform.config.terminalsOnLoopback) return;
  const language = await setup.platform.settings.get(
    { tenantId: ctx.tenantId, userId: null },
    SettingNames.DefaultLanguage,
  );
  const name = language === 'ar' ? demoTerminalNames.ar : demoTerminalNames.en;
  const existing = await services.terminals.list(ctx, { skipCount: 0, maxResultCount: 10, filter: name });
  if (existing.items.some((t) => t.name === name)) return;
  await services.terminals.create(
    ctx,
    createTerminalInput.parse({
      name,
      ipAddress: '127.0.0.1',
      port: Number(process.env.DEMO_TERMINAL_PORT ?? defaultTerminalPort),
      comKey: 0,
      timeZone: null,
    }),
  );
}

/**
 * PINs 1..N for acme's demo employees in a stable order (their national number, which the employees'
 * seed gives in its own order): the demo simulator's users are 1..60. An employee who has a PIN, or a PIN
 * already given, is left alone, so a second seed adds nothing.
 */
async function seedDemoPins(services: TimeServices, setup: ModuleSetup, ctx: RequestContext) {
  const employees = setup.modules.employees.employees;
  const people = (
    await employees.list(ctx, { skipCount: 0, maxResultCount: 1000, sorting: 'nationalNumber asc' })
  ).items;
  const taken = await services.employeePins.employeeIdsByPin(ctx);
  const withPin = new Set(taken.values());
  for (const [i, person] of people.entries()) {
    const pin = i + 1;
    if (withPin.has(person.id) || taken.has(String(pin))) continue;
    await services.employeePins.create(ctx, createEmployeePinInput.parse({ pin, employeeId: person.id }));
  }
}

/** The time module's demo data for acme, through the services. */
export async function seedTime(services: TimeServices, setup: ModuleSetup): Promise<void> {
  const tenant = await setup.modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  await seedDemoHolidays(services.holidays, ctx);
  await seedDemoTerminal(services, setup, ctx);
  await seedDemoPins(services, setup, ctx);
}
