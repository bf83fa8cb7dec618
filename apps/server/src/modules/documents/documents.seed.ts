import { systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { addDays, tenantToday } from '../../platform/tenant-date.ts';
import { demoTenantName } from '../tenancy/public.ts';
import type { DocumentsServices } from './index.ts';

/** A one-page PDF: the demo papers' file. */
export const demoPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');

/** acme's demo papers: expiring in so many days (negative: expired), of the demo types that expire. */
const demoPapers = [
  { type: 'Residence permit', file: 'iqama.pdf', expiresIn: 6, self: true },
  { type: 'Travel document', file: 'passport.pdf', expiresIn: 45, self: true },
  { type: 'Residence permit', file: 'iqama.pdf', expiresIn: 25, self: false },
  { type: 'Residence permit', file: 'iqama-old.pdf', expiresIn: -3, self: false },
  { type: 'Travel document', file: 'passport.pdf', expiresIn: 120, self: false },
];

/**
 * acme's papers that expire soon, so that the expiring-soon page, the reminders and My documents show
 * something: Lina (`employee`) holds a residence permit expiring within a week and a passport, others a few
 * more. Only while Lina has no document that expires (a second seed adds nothing).
 */
export async function seedDocuments(_services: DocumentsServices, { modules, platform }: ModuleSetup) {
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  const { items: users } = await modules.identity.users.list(ctx, { skipCount: 0, maxResultCount: 1000 });
  const lina = users.find((u) => u.userName === 'employee')?.employeeId;
  if (!lina) return;
  const documents = modules.extensions.employeeDocuments;
  if ((await documents.ofEmployee(ctx, lina)).length) return;
  const { items } = await modules.employees.employees.list(ctx, { skipCount: 0, maxResultCount: 10 });
  const others = items.map((e) => e.id).filter((id) => id !== lina);
  const today = await tenantToday(platform.settings, ctx);
  for (const [i, paper] of demoPapers.entries()) {
    const employeeId = paper.self ? lina : others[i % Math.max(others.length, 1)];
    if (!employeeId) continue;
    await documents.attach(ctx, {
      employeeId,
      typeName: paper.type,
      fileName: paper.file,
      file: demoPdf,
      expiryDate: addDays(today, paper.expiresIn),
    });
  }
}
