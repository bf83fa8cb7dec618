import { createPenaltyTypeInput, createRewardTypeInput, SalaryEffectValueType as V } from '@hr/contracts';
import { count, eq } from 'drizzle-orm';
import { systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { addDays, tenantToday } from '../../platform/tenant-date.ts';
import { demoTenantName } from '../tenancy/public.ts';
import { disciplineRecords } from './discipline.tables.ts';
import type { DisciplineServices } from './index.ts';

/** acme's penalty types, named in English and in Arabic. */
const penaltyTypes = [
  {
    nameEn: 'Written warning',
    nameAr: 'إنذار كتابي',
    code: 'WARNING',
    salaryEffectValueType: null,
    salaryEffectValue: null,
  },
  {
    nameEn: 'Deduction',
    nameAr: 'خصم مبلغ',
    code: 'DEDUCTION',
    salaryEffectValueType: V.FixedAmount,
    salaryEffectValue: '50.00',
  },
  {
    nameEn: 'Salary deduction 10%',
    nameAr: 'خصم 10% من الراتب',
    code: 'DEDUCTION10',
    salaryEffectValueType: V.Percentage,
    salaryEffectValue: '10',
  },
  {
    nameEn: 'Dismissal',
    nameAr: 'فصل من العمل',
    code: 'DISMISSAL',
    salaryEffectValueType: null,
    salaryEffectValue: null,
    isTerminateContract: true,
  },
].map((t) => createPenaltyTypeInput.parse(t));

const rewardTypes = [
  {
    nameEn: 'Bonus',
    nameAr: 'مكافأة مالية',
    code: 'BONUS',
    salaryEffectValueType: V.FixedAmount,
    salaryEffectValue: '200.00',
  },
  {
    nameEn: 'Performance reward 5%',
    nameAr: 'مكافأة أداء 5%',
    code: 'PERFORMANCE',
    salaryEffectValueType: V.Percentage,
    salaryEffectValue: '5',
  },
].map((t) => createRewardTypeInput.parse(t));

/**
 * acme's penalty and reward types (each while no type of its kind has its code), then a few penalties and
 * rewards of its first employees over the last months, only while acme has none (no dismissal: the demo
 * users' contracts stay Active).
 */
export async function seedDiscipline(services: DisciplineServices, { db, modules, platform }: ModuleSetup) {
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  const all = { skipCount: 0, maxResultCount: 1000 };
  const ensure = async (
    service: DisciplineServices['penaltyTypes'] | DisciplineServices['rewardTypes'],
    types: Array<{ code: string }>,
  ) => {
    const existing = (await service.list(ctx, all)).items as Array<{ id: string; code: string }>;
    const ids = new Map<string, string>();
    for (const type of types) {
      const id = existing.find((e) => e.code.toUpperCase() === type.code)?.id;
      ids.set(type.code, id ?? (await service.create(ctx, type as never)));
    }
    return ids;
  };
  const penaltyIds = await ensure(services.penaltyTypes, penaltyTypes);
  const rewardIds = await ensure(services.rewardTypes, rewardTypes);

  const [existing] = await db.transaction(ctx, (tx) =>
    tx.select({ n: count() }).from(disciplineRecords).where(eq(disciplineRecords.tenantId, tenant.id)),
  );
  if ((existing?.n ?? 0) > 0) return;
  const employees = modules.employees.employees;
  const staff = (await employees.list(ctx, { skipCount: 0, maxResultCount: 4 })).items;
  if (!staff.length) return;
  const today = await tenantToday(platform.settings, ctx);
  const dated = (daysAgo: number, lasting: number) => {
    const implementationDate = addDays(today, -daysAgo);
    return {
      declarationDate: addDays(implementationDate, -2),
      implementationDate,
      expirationDate: addDays(implementationDate, lasting),
    };
  };
  const of = (i: number) => staff[i % staff.length]!.id;
  const penalties: Array<[number, string, number, string]> = [
    [0, 'WARNING', 75, 'Late arrivals'],
    [1, 'DEDUCTION', 40, 'Unexcused absence'],
    [2, 'DEDUCTION10', 12, 'Breach of policy'],
  ];
  const rewards: Array<[number, string, number, string]> = [
    [1, 'BONUS', 60, 'Project delivered early'],
    [3, 'PERFORMANCE', 20, 'Quarterly performance'],
    [0, 'BONUS', 5, 'Customer praise'],
  ];
  // Penalties last 90 days, rewards 30.
  for (const [service, typeIds, lasting, records] of [
    [services.penalties, penaltyIds, 90, penalties],
    [services.rewards, rewardIds, 30, rewards],
  ] as const)
    for (const [who, code, daysAgo, summary] of records)
      await service.create(ctx, {
        employeeId: of(who),
        typeId: typeIds.get(code)!,
        ...dated(daysAgo, lasting),
        summary,
      });
}
