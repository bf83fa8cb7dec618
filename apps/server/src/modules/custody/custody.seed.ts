import { count, eq } from 'drizzle-orm';
import { systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { addDays, tenantToday } from '../../platform/tenant-date.ts';
import { demoTenantName } from '../tenancy/public.ts';
import { employeeCustodies } from './custody.tables.ts';
import type { CustodyServices } from './index.ts';

/**
 * acme's demo items (in English, as acme writes its free texts), each received so many days ago and released so many days ago: within
 * the year the demo contracts have run (a receipt is not before the employee's employment began).
 */
const demoItems: Array<{
  description: string;
  receivedAgo: number;
  released?: { ago: number; reason: string };
  /** Due back in so many days (the expiring-soon page and its reminders). */
  dueIn?: number;
}> = [
  { description: 'Laptop Dell Latitude 5440', receivedAgo: 330 },
  { description: 'Mobile phone Samsung A54', receivedAgo: 300 },
  { description: 'Office keys, 2nd floor', receivedAgo: 210 },
  { description: 'Car Toyota Corolla, plate 123456', receivedAgo: 150, dueIn: 12 },
  {
    description: 'Projector Epson',
    receivedAgo: 360,
    released: { ago: 200, reason: 'Returned to the store' },
  },
  {
    description: 'Laptop HP ProBook',
    receivedAgo: 360,
    released: { ago: 90, reason: 'Replaced by a new laptop' },
  },
  {
    description: 'Access card',
    receivedAgo: 240,
    released: { ago: 20, reason: 'Card lost, a new one issued' },
  },
];

/**
 * acme's demo custody, through the service: Lina (`employee`) holds a laptop, a few other employees hold or
 * returned items. Only while acme has no custody, so a second seed adds nothing.
 */
export async function seedCustody(services: CustodyServices, { db, modules, platform }: ModuleSetup) {
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const [existing] = await db.transaction({ tenantId: tenant.id }, (tx) =>
    tx.select({ n: count() }).from(employeeCustodies).where(eq(employeeCustodies.tenantId, tenant.id)),
  );
  if ((existing?.n ?? 0) > 0) return;
  const ctx = systemContext(tenant.id);
  const { items: users } = await modules.identity.users.list(ctx, {
    skipCount: 0,
    maxResultCount: 1000,
  });
  const lina = users.find((u) => u.userName === 'employee')?.employeeId ?? null;
  const { items } = await modules.employees.employees.list(ctx, { skipCount: 0, maxResultCount: 20 });
  const others = items.map((e) => e.id).filter((id) => id !== lina);
  const holders = [...(lina ? [lina] : []), ...others];
  if (!holders.length) return;
  const today = await tenantToday(platform.settings, ctx);
  for (const [i, item] of demoItems.entries()) {
    const id = await services.custodies.create(ctx, {
      employeeId: holders[i % holders.length]!,
      description: item.description,
      receiptDate: addDays(today, -item.receivedAgo),
      dueDate: item.dueIn === undefined ? null : addDays(today, item.dueIn),
    });
    if (item.released)
      await services.custodies.release(ctx, id, {
        releaseDate: addDays(today, -item.released.ago),
        releaseReason: item.released.reason,
      });
  }
}
