import {
  ConditionBasedOn,
  type CreateSalaryRuleInput,
  createSalaryRuleCategoryInput,
  createSalaryRuleInput,
  updateSalaryRuleInput,
  ValueBasedOn,
} from '@hr/contracts';
import { systemContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { dateIn } from '../../platform/tenant-date.ts';
import { demoTenantName } from '../tenancy/public.ts';
import type { PayrollServices } from './index.ts';
import { periodText } from './payroll-run-email.service.ts';

/** acme's categories, named in English and in Arabic. */
const categories = [
  { code: 'BASIC', nameEn: 'Basic', nameAr: 'الأساسي' },
  { code: 'ALW', nameEn: 'Allowances', nameAr: 'البدلات' },
  { code: 'DED', nameEn: 'Deductions', nameAr: 'الاستقطاعات' },
  { code: 'GROSS', nameEn: 'Gross', nameAr: 'الإجمالي' },
  { code: 'NET', nameEn: 'Net', nameAr: 'الصافي' },
].map((c) => createSalaryRuleCategoryInput.parse(c));

type DemoRule = Omit<CreateSalaryRuleInput, 'categoryId'> & {
  category: string;
  nameEn: string;
  nameAr: string;
};

/** The gratuity on a resignation: days owed × a day's basic salary × the thirds the years of service earn. */
export const eosGratuityFormula =
  'BASIC / 30 * (21 * min(SERVICE_YEARS, 5) + 30 * max(SERVICE_YEARS - 5, 0))' +
  ' * (SERVICE_YEARS < 2 ? 0 : (SERVICE_YEARS < 5 ? 1 : (SERVICE_YEARS < 10 ? 2 : 3))) / 3';

/**
 * Where the demo rules post (finance's demo accounts by code): earnings debit their expense and credit
 * salaries payable; deductions debit salaries payable and credit what they reduce or owe (salary expense
 * for an absence, staff penalties income, social insurance payable). GROSS and NET are totals: not posted.
 */
export const demoRuleAccounts: Record<string, [debit: string, credit: string]> = {
  BASIC: ['510101', '210201'],
  HOUSING: ['510201', '210201'],
  TRANSPORT: ['510201', '210201'],
  OVERTIME: ['510201', '210201'],
  REWARDS: ['510201', '210201'],
  EOS_GRATUITY: ['510401', '210201'],
  ABSENCE: ['210201', '510101'],
  PENALTIES: ['210201', '420101'],
  SOCIAL_INSURANCE: ['210201', '210301'],
};
const formula = (valueCode: string, conditionCode?: string): Partial<DemoRule> => ({
  valueBasedOn: ValueBasedOn.Code,
  valueCode,
  ...(conditionCode ? { conditionBasedOn: ConditionBasedOn.Code, conditionCode } : {}),
});

/**
 * acme's rules in the structure's order: each reads only rules before it. The basic salary is the job
 * title's monthly one prorated by the calendar days of the period under contract, of the days of its
 * month, and never more than a month's (docs/decisions.md, "Prorating the monthly salary"): a joiner on
 * the 15th of a 31-day month gets 17/31, a one-day payslip 1/31. Housing and social insurance follow it, and the
 * monthly transport allowance of 150 is prorated the same way.
 * A day's pay is BASIC / 30 and an hour's BASIC / 30 / 8 of the whole monthly salary, whatever share of
 * it the period pays; deductions are positive amounts that the net subtracts.
 */
export const demoRules: DemoRule[] = [
  {
    code: 'BASIC',
    nameEn: 'Basic salary',
    nameAr: 'الراتب الأساسي',
    category: 'BASIC',
    ...formula('min(BASIC, BASIC * CONTRACT_DAYS / MONTH_DAYS)'),
  },
  {
    code: 'HOUSING',
    nameEn: 'Housing allowance',
    nameAr: 'بدل السكن',
    category: 'ALW',
    ...formula('rules.BASIC * 0.25'),
  },
  {
    code: 'TRANSPORT',
    nameEn: 'Transport allowance',
    nameAr: 'بدل النقل',
    category: 'ALW',
    ...formula('min(150, 150 * CONTRACT_DAYS / MONTH_DAYS)'),
  },
  {
    code: 'OVERTIME',
    nameEn: 'Overtime',
    nameAr: 'العمل الإضافي',
    category: 'ALW',
    ...formula('BASIC / 30 / 8 * 1.5 * OVERTIME_HOURS', 'OVERTIME_HOURS > 0'),
  },
  {
    code: 'REWARDS',
    nameEn: 'Rewards',
    nameAr: 'المكافآت',
    category: 'ALW',
    ...formula('REWARD_AMOUNT', 'REWARD_COUNT > 0'),
  },
  {
    // The final settlement of a leaver (docs/decisions.md, "End-of-service benefit"): 21 days of basic
    // salary (a day is BASIC / 30) for each of the first five years of service, 30 days for each year after,
    // prorated by days (SERVICE_YEARS has the fraction); on a resignation, the Saudi labour law's share of
    // it: nothing under 2 years, a third from 2 to 5, two thirds from 5 to 10, all of it from 10.
    code: 'EOS_GRATUITY',
    nameEn: 'End-of-service gratuity',
    nameAr: 'مكافأة نهاية الخدمة',
    category: 'ALW',
    ...formula(eosGratuityFormula, 'LEAVING == 1'),
  },
  {
    code: 'GROSS',
    nameEn: 'Gross salary',
    nameAr: 'إجمالي الراتب',
    category: 'GROSS',
    ...formula('categories.BASIC + categories.ALW'),
  },
  {
    code: 'ABSENCE',
    nameEn: 'Absence deduction',
    nameAr: 'خصم الغياب',
    category: 'DED',
    ...formula('BASIC / 30 * ABSENCE_DAYS', 'ABSENCE_DAYS > 0'),
  },
  {
    code: 'PENALTIES',
    nameEn: 'Penalties',
    nameAr: 'العقوبات',
    category: 'DED',
    ...formula('PENALTY_AMOUNT', 'PENALTY_COUNT > 0'),
  },
  {
    code: 'SOCIAL_INSURANCE',
    nameEn: 'Social insurance 7%',
    nameAr: 'التأمينات الاجتماعية 7%',
    category: 'DED',
    ...formula('rules.BASIC * 0.07'),
  },
  {
    code: 'NET',
    nameEn: 'Net salary',
    nameAr: 'صافي الراتب',
    category: 'NET',
    ...formula('rules.GROSS - categories.DED'),
  },
];

/** The demo structure's name in English (the seed's language) and in Arabic. */
export const demoStructureName = 'Monthly salary';
export const demoStructureNameAr = 'الراتب الشهري';

/**
 * acme's payroll definitions, through the services: the five categories, the rules a payroll officer
 * recognises and one structure using them in order. Each set only while the tenant has none.
 */
export async function seedPayroll(services: PayrollServices, { modules }: ModuleSetup): Promise<void> {
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  const none = { skipCount: 0, maxResultCount: 1 };
  if ((await services.categories.list(ctx, none)).totalCount === 0)
    for (const c of categories) await services.categories.create(ctx, c);
  if ((await services.rules.list(ctx, none)).totalCount === 0) {
    const all = await services.categories.list(ctx, { skipCount: 0, maxResultCount: 100 });
    const categoryId = new Map(all.items.map((c) => [c.code, c.id]));
    for (const { category, ...rule } of demoRules)
      await services.rules.create(
        ctx,
        createSalaryRuleInput.parse({ ...rule, categoryId: categoryId.get(category) }),
      );
  }
  if ((await services.structures.list(ctx, none)).totalCount === 0) {
    const all = await services.rules.list(ctx, { skipCount: 0, maxResultCount: 100 });
    const ruleId = new Map(all.items.map((r) => [r.code, r.id]));
    await services.structures.create(ctx, {
      nameEn: demoStructureName,
      nameAr: demoStructureNameAr,
      structureRules: demoRules.map((r, i) => ({ ruleId: ruleId.get(r.code)!, sequence: i + 1 })),
    });
  }
}

/**
 * The demo rules' accounts (finance seeds its accounts after payroll's rules, so they are set here, once
 * every module's demo data is there): only on demo rules that have none, and only with accounts found.
 */
async function seedRuleAccounts(
  services: PayrollServices,
  modules: ModuleSetup['modules'],
  ctx: ReturnType<typeof systemContext>,
) {
  const ids = await modules.finance.accounts.idsByCodes(ctx, [
    ...new Set(Object.values(demoRuleAccounts).flat()),
  ]);
  const rules = await services.rules.list(ctx, { skipCount: 0, maxResultCount: 100 });
  for (const rule of rules.items) {
    const codes = demoRuleAccounts[rule.code];
    if (!codes || rule.debitAccount || rule.creditAccount) continue;
    const [debitAccountId, creditAccountId] = codes.map((c) => ids.get(c));
    if (!debitAccountId || !creditAccountId) continue;
    await services.rules.update(
      ctx,
      rule.id,
      updateSalaryRuleInput.parse({
        nameEn: rule.nameEn,
        nameAr: rule.nameAr,
        code: rule.code,
        categoryId: rule.categoryId,
        ruleCondition: rule.ruleCondition,
        ruleValue: rule.ruleValue,
        isActive: rule.isActive,
        appearForEmployee: rule.appearForEmployee,
        debitAccountId,
        creditAccountId,
        concurrencyStamp: rule.concurrencyStamp,
      }),
    );
  }
}

/** Why last month may not be payable in a demo: no contract in force, a Closed period, nobody paid. */
const unpayable = new Set([
  'PayrollRun:NoEmployees',
  'Finance:PeriodClosed',
  'PayrollRun:NothingToConfirm',
  'Finance:JournalPeriodClosed',
  'Finance:NoPeriodForDate',
]);

/** The first and last day of the month before `today` ('YYYY-MM-DD'). */
function previousMonth(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}

/**
 * acme's payroll run of last month (relative to the seed's day) for everyone with a contract in force,
 * generated here through the job's own code (not the queue) and confirmed: the demo opens on a confirmed run
 * and its payslips. It reads contracts, time, leave, discipline and finance, so it is seeded after them
 * (it needs all their demo data). Only while acme has no run; skipped when last month cannot be paid (in
 * January it lies in last year's Closed fiscal period).
 */
export async function seedPayrollRun(services: PayrollServices, { modules }: ModuleSetup): Promise<void> {
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  if ((await services.runs.list(ctx, { skipCount: 0, maxResultCount: 1 })).totalCount > 0) return;
  await seedRuleAccounts(services, modules, ctx);
  const period = previousMonth(dateIn('UTC', ctx.now()));
  // Named as the new-run dialog names a month's run for an English reader ("Payroll November 2026").
  const month = periodText(period.startDate, period.endDate, 'en');
  try {
    const id = await services.runs.createAndRun(ctx, {
      name: `Payroll ${month}`,
      ...period,
    });
    await services.runs.confirm(ctx, id);
  } catch (error) {
    if (!(error instanceof AppError && unpayable.has(error.code))) throw error;
  }
}
