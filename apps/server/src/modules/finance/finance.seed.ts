import { CashFlowType } from '@hr/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { systemContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { addDays, tenantToday } from '../../platform/tenant-date.ts';
import { demoTenantName } from '../tenancy/public.ts';
import { standardAccountTypes } from './chart-of-accounts.ts';
import { currencyReferenceRows } from './currency-reference.ts';
import {
  accountTypes,
  currencies,
  exchangeRates,
  financialAccounts,
  financialPeriods,
} from './finance.tables.ts';
import type { FinanceServices } from './index.ts';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * The reference data every tenant reads: the ISO 4217 currencies and the standard chart of account types,
 * written (insert or update) through the owner's connection, the only one allowed to: the application role
 * reads them only. Idempotent, cheap (about 160 and 30 rows), run on every seed.
 */
export async function upsertReferenceData(db: Database): Promise<void> {
  await db.owner
    .insert(currencies)
    .values(currencyReferenceRows())
    .onConflictDoUpdate({
      target: currencies.code,
      set: {
        decimalPlaces: excluded('decimal_places'),
        nameEn: excluded('name_en'),
        nameAr: excluded('name_ar'),
        symbolEn: excluded('symbol_en'),
        symbolAr: excluded('symbol_ar'),
        unitLabelEn: excluded('unit_label_en'),
        unitLabelAr: excluded('unit_label_ar'),
        subUnitLabelEn: excluded('sub_unit_label_en'),
        subUnitLabelAr: excluded('sub_unit_label_ar'),
      },
    });
  await db.owner
    .insert(accountTypes)
    .values(standardAccountTypes)
    .onConflictDoUpdate({
      target: accountTypes.name,
      set: {
        codePrefix: excluded('code_prefix'),
        categoryCode: excluded('category_code'),
        displayNameEn: excluded('display_name_en'),
        displayNameAr: excluded('display_name_ar'),
        sortOrder: excluded('sort_order'),
      },
    });
}

/** acme's active currencies and the rate of one unit in USD a year ago (the demo drifts them a little). */
const demoCurrencies: Array<[code: string, usd: number]> = [
  ['EUR', 1.0842],
  ['SAR', 0.266667],
  ['AED', 0.272294],
  ['GBP', 1.2671],
  ['EGP', 0.02041],
];

const demoAccounts: Array<{ typeName: string; code: string; name: string; currency: string; flow: number }> =
  [
    {
      typeName: 'Cash',
      code: '110101',
      name: 'Main cash',
      currency: 'USD',
      flow: CashFlowType.Debit,
    },
    {
      typeName: 'Bank',
      code: '110201',
      name: 'Bank account USD',
      currency: 'USD',
      flow: CashFlowType.Debit,
    },
    {
      typeName: 'Bank',
      code: '110202',
      name: 'Bank account SAR',
      currency: 'SAR',
      flow: CashFlowType.Debit,
    },
    {
      typeName: 'EmployeeAdvances',
      code: '110401',
      name: 'Staff advances',
      currency: 'USD',
      flow: CashFlowType.NotApplicable,
    },
    {
      typeName: 'SalariesPayable',
      code: '210201',
      name: 'Salaries payable',
      currency: 'USD',
      flow: CashFlowType.Credit,
    },
    {
      typeName: 'SocialInsurancePayable',
      code: '210301',
      name: 'Social insurance payable',
      currency: 'USD',
      flow: CashFlowType.Credit,
    },
    {
      typeName: 'SalaryExpense',
      code: '510101',
      name: 'Basic salaries',
      currency: 'USD',
      flow: CashFlowType.Credit,
    },
    {
      typeName: 'AllowancesExpense',
      code: '510201',
      name: 'Housing and transport allowances',
      currency: 'USD',
      flow: CashFlowType.Credit,
    },
    {
      typeName: 'EndOfServiceExpense',
      code: '510401',
      name: 'End-of-service benefits',
      currency: 'USD',
      flow: CashFlowType.Credit,
    },
    {
      typeName: 'OtherIncome',
      code: '420101',
      name: 'Staff penalties',
      currency: 'USD',
      flow: CashFlowType.NotApplicable,
    },
    {
      typeName: 'RentExpense',
      code: '520101',
      name: 'Office rent Dubai',
      currency: 'AED',
      flow: CashFlowType.Credit,
    },
  ];

/** Text with 6 decimals of a positive number of millionths. */
const micros = (n: number) => `${Math.floor(n / 1e6)}.${String(n % 1e6).padStart(6, '0')}`;

/**
 * The reference data, then acme's demo through the services, only while acme has no finance data of its own:
 * five more active currencies with a rate on the same day of each month for a year up to today (gently
 * drifting), accounts under the standard chart, last calendar year's period audited and Closed, this year's
 * Opened with one auditing.
 */
export async function seedFinance(services: FinanceServices, { db, modules, platform }: ModuleSetup) {
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const has = await db.transaction({ tenantId: tenant.id }, async (tx) => {
    // One statement at a time: a transaction is one connection.
    for (const table of [exchangeRates, financialAccounts, financialPeriods]) {
      const [row] = await tx.select({ n: count() }).from(table).where(eq(table.tenantId, tenant.id));
      if ((row?.n ?? 0) > 0) return true;
    }
    return false;
  });
  if (has) return;
  const ctx = systemContext(tenant.id);
  const today = await tenantToday(platform.settings, ctx);

  for (const [code, usd] of demoCurrencies) {
    const currency = await services.currencies.view(ctx, code);
    if (!currency.isActive) await services.currencies.changeActivation(ctx, code);
    if (currency.isBaseCurrency) continue;
    for (let month = 12; month >= 0; month--) {
      const date = monthsBefore(today, month);
      // A drift of a few per mille a month, the same on every run.
      const drift = 1 + 0.004 * Math.sin((month + code.charCodeAt(0)) * 1.3) + 0.0005 * (12 - month);
      const rate = micros(Math.max(1, Math.round(usd * drift * 1e6)));
      await services.exchangeRates.create(ctx, { currencyCode: code, date, rate });
    }
  }

  for (const a of demoAccounts)
    await services.accounts.create(ctx, {
      typeName: a.typeName,
      code: a.code,
      name: a.name,
      currencyCode: a.currency,
      cashFlowType: a.flow,
    });

  const year = Number(today.slice(0, 4));
  const previous = await services.periods.create(ctx, {
    code: `FY-${year - 1}`,
    startDate: `${year - 1}-01-01`,
    endDate: `${year - 1}-12-31`,
  });
  await services.periods.addAuditing(ctx, { id: previous.id, accountingAuditingDate: `${year - 1}-12-31` });
  await services.periods.close(ctx, previous.id);
  const current = await services.periods.create(ctx, {
    code: `FY-${year}`,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
  });
  // The books audited up to the end of last month (or today in the first days of January).
  const lastMonthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
  await services.periods.addAuditing(ctx, {
    id: current.id,
    accountingAuditingDate: lastMonthEnd < current.startDate ? today : lastMonthEnd,
  });
}

/** The same day `months` months before `date` (the month's last day when it is shorter). */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
