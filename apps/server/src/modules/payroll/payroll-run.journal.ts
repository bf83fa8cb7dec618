import { displayRange, JournalSourceType, type PayslipItemDto, PayslipState } from '@hr/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import type { FinanceApi, Posting } from '../finance/public.ts';
import { payslips, salaryRules } from './payroll.tables.ts';
import { rulesOf } from './salary-rule.service.ts';

/** What a run's confirm and cancel ask of finance's journal (absent in tests of the runs alone). */
export type RunJournal = Pick<FinanceApi['journal'], 'post' | 'reverseSource'>;

const upper = (s: string) => s.toUpperCase();

/**
 * The description of a run's entry and of its reversal, in the language of who confirms or cancels; its
 * period written as the screens write one (yyyy/MM/dd – yyyy/MM/dd, `displayRange`): the entry is stored.
 */
export const runEntryDescription = {
  posted: {
    en: (name: string, start: string, end: string) => `Payroll run "${name}" (${displayRange(start, end)})`,
    ar: (name: string, start: string, end: string) => `تشغيل الرواتب "${name}" (${displayRange(start, end)})`,
  },
  reversed: {
    en: (name: string) => `Reversal: payroll run "${name}" cancelled`,
    ar: (name: string) => `عكس قيد: أُلغي تشغيل الرواتب "${name}"`,
  },
  /** One Confirmed payslip of a Confirmed run cancelled alone: its own lines reversed. */
  payslipReversed: {
    en: (payslip: string, employee: string, name: string) =>
      `Reversal: payslip ${payslip} (${employee}) of payroll run "${name}" cancelled`,
    ar: (payslip: string, employee: string, name: string) =>
      `عكس قيد: أُلغيت قسيمة الراتب ${payslip} (${employee}) من تشغيل الرواتب "${name}"`,
  },
};

/**
 * The postings of a run's Confirmed payslips: one per payslip line whose rule (a live rule of that code)
 * names a debit and a credit account, for the payslip's department and employee, in its currency. The
 * lines are the payslip's own (the rules that appear for the employee); a rule's accounts are read at the
 * confirm (docs/decisions.md, "Payroll journal"). With `payslipId`, that one payslip's postings only (a
 * Confirmed payslip cancelled alone reverses them).
 */
export async function runPostings(
  tx: Tx,
  tenantId: string,
  runId: string,
  payslipId?: string,
): Promise<Posting[]> {
  const rules = await tx
    .select({
      code: salaryRules.code,
      debitAccountId: salaryRules.debitAccountId,
      creditAccountId: salaryRules.creditAccountId,
    })
    .from(salaryRules)
    .where(
      and(rulesOf(tenantId), isNotNull(salaryRules.debitAccountId), isNotNull(salaryRules.creditAccountId)),
    );
  if (!rules.length) return [];
  const accountsOf = new Map(rules.map((r) => [upper(r.code), r]));
  const slips = await tx
    .select({
      employeeId: payslips.employeeId,
      employeeFullName: payslips.employeeFullName,
      departmentId: payslips.departmentId,
      // In the language of who confirms or cancels, as the entry's description (the other when hers is empty).
      departmentName: localName({ nameEn: payslips.departmentNameEn, nameAr: payslips.departmentNameAr }),
      currencyCode: payslips.currencyCode,
      items: payslips.items,
    })
    .from(payslips)
    .where(
      tenantRows(payslips, tenantId, [
        eq(payslips.runId, runId),
        eq(payslips.state, PayslipState.Confirmed),
        payslipId ? eq(payslips.id, payslipId) : undefined,
      ]),
    );
  const postings: Posting[] = [];
  for (const slip of slips)
    for (const item of slip.items as PayslipItemDto[]) {
      const rule = accountsOf.get(upper(item.code));
      if (!rule?.debitAccountId || !rule.creditAccountId) continue;
      postings.push({
        debitAccountId: rule.debitAccountId,
        creditAccountId: rule.creditAccountId,
        amount: item.amount,
        currencyCode: slip.currencyCode,
        departmentId: slip.departmentId,
        departmentName: slip.departmentName,
        employeeId: slip.employeeId,
        employeeName: slip.employeeFullName,
      });
    }
  return postings;
}

export const payrollRunSource = JournalSourceType.PayrollRun;
