import {
  type BankFileExcludedDto,
  BankFileExclusion,
  BankFileFormat,
  ibanProblem,
  isBic,
  PaymentMethod,
  PayrollRunState,
  PayslipState,
} from '@hr/contracts';
import { asc, eq, ne } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import { AppError } from '../../../platform/errors.ts';
import type { EmployeesApi } from '../../employees/public.ts';
import type { FinanceApi } from '../../finance/public.ts';
import { storedAmount } from '../amounts.ts';
import { Dec } from '../formula/values.ts';
import { payrollRuns, payslips } from '../payroll.tables.ts';

/** What the bank files read of other modules: where employees are paid, the banks, the company's account. */
export interface BankFileDeps {
  employees: Pick<EmployeesApi['employees'], 'bankDetailsOf'>;
  banks: Pick<FinanceApi['banks'], 'byIds'>;
  companyBankAccount: Pick<FinanceApi['companyBankAccount'], 'get'>;
  timeZoneOf: (ctx: Pick<RequestContext, 'tenantId'>) => Promise<string>;
}

/** One payslip paid by the file: the payee's account and the net to the currency's places. */
export interface BankTransfer {
  payslipId: string;
  employeeId: string;
  /** The account holder's name (the employee's when none was given). */
  creditorName: string;
  iban: string;
  bic: string;
  wpsRoutingCode: string | null;
  wpsPersonId: string | null;
  net: string;
  startDate: string;
  endDate: string;
  /** Days of unpaid leave in the payslip's period (whole days), for the SIF. */
  unpaidLeaveDays: number;
}

export interface BankFileRun {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  currencyCode: string;
  /** The currency's decimal places, as the payslips have them. */
  places: number;
}

/** The run's payslips split into the file's transfers and those left out (with the reason), and the sums. */
export interface BankFileContent {
  run: BankFileRun;
  transfers: BankTransfer[];
  excluded: BankFileExcludedDto[];
  /** The sum of the transfers: the file's control sum. */
  controlSum: string;
  /** The sum of every live payslip's net: the transfers plus those left out. */
  runNet: string;
}

/** The most transfers of one file: a run pays at most 10,000 employees. */
export const maxBankTransfers = 10_000;

/**
 * The live (Confirmed) payslips of a Confirmed run, each either a transfer of the file (paid by bank
 * transfer to a valid IBAN at a bank with a valid BIC, and for the SIF a UAE account at a bank with a
 * routing code and a WPS personal number) or left out with the first reason that applies. Amounts are the
 * payslips' own, to the currency's places, summed as decimals: the control sum is exact to the last fils.
 */
export async function collectBankFile(
  db: Database,
  deps: BankFileDeps,
  ctx: RequestContext,
  runId: string,
  format: number,
): Promise<BankFileContent> {
  const tenantId = tenantOf(ctx);
  const { run, rows } = await db.transaction(ctx, async (tx) => {
    const [run] = await tx
      .select({
        id: payrollRuns.id,
        name: payrollRuns.name,
        startDate: payrollRuns.startDate,
        endDate: payrollRuns.endDate,
        state: payrollRuns.state,
        currencyCode: payrollRuns.currencyCode,
      })
      .from(payrollRuns)
      .where(tenantRows(payrollRuns, tenantId, [eq(payrollRuns.id, runId)]));
    if (!run) throw new AppError('PayrollRun:NotFound');
    if (run.state !== PayrollRunState.Confirmed) throw new AppError('BankFile:RunNotConfirmed');
    const rows = await tx
      .select({
        id: payslips.id,
        employeeId: payslips.employeeId,
        employeeFullName: payslips.employeeFullName,
        net: payslips.net,
        decimalPlaces: payslips.decimalPlaces,
        startDate: payslips.startDate,
        endDate: payslips.endDate,
        inputs: payslips.inputs,
      })
      .from(payslips)
      .where(
        tenantRows(payslips, tenantId, [
          eq(payslips.runId, runId),
          ne(payslips.state, PayslipState.Cancelled),
        ]),
      )
      .orderBy(asc(payslips.employeeFullName), asc(payslips.id));
    return { run, rows };
  });

  const places = rows[0]?.decimalPlaces ?? 2;
  const details = await deps.employees.bankDetailsOf(
    ctx,
    rows.map((r) => r.employeeId),
  );
  const bankIds = [...details.values()].map((d) => d.bankId).filter((id): id is string => id !== null);
  const banks = await deps.banks.byIds(ctx, bankIds);
  const sif = format === BankFileFormat.WpsSif;

  const transfers: BankTransfer[] = [];
  const excluded: BankFileExcludedDto[] = [];
  let controlSum = new Dec(0);
  let runNet = new Dec(0);
  for (const row of rows) {
    const net = storedAmount(row.net, row.decimalPlaces);
    runNet = runNet.plus(net);
    const detail = details.get(row.employeeId);
    const bank = detail?.bankId ? banks.get(detail.bankId) : undefined;
    const reason = ((): number | null => {
      if (detail?.paymentMethod === null || detail?.paymentMethod === undefined)
        return BankFileExclusion.NoPaymentDetails;
      if (detail.paymentMethod === PaymentMethod.Cash) return BankFileExclusion.PaidInCash;
      if (detail.paymentMethod === PaymentMethod.Cheque) return BankFileExclusion.PaidByCheque;
      if (!bank) return BankFileExclusion.NoBank;
      if (!detail.iban) return BankFileExclusion.NoIban;
      if (ibanProblem(detail.iban)) return BankFileExclusion.InvalidIban;
      if (!new Dec(net).gt(0)) return BankFileExclusion.NothingToPay;
      if (!sif && !isBic(bank.bic)) return BankFileExclusion.NoBic;
      if (sif && !detail.iban.startsWith('AE')) return BankFileExclusion.NotUaeAccount;
      if (sif && !bank.wpsRoutingCode) return BankFileExclusion.NoRoutingCode;
      if (sif && !detail.wpsPersonId) return BankFileExclusion.NoWpsPersonId;
      return null;
    })();
    if (reason !== null || !detail || !bank || !detail.iban) {
      excluded.push({
        employeeId: row.employeeId,
        employeeFullName: row.employeeFullName,
        net,
        reason: reason ?? BankFileExclusion.NoPaymentDetails,
      });
      continue;
    }
    controlSum = controlSum.plus(net);
    const unpaid = (row.inputs as { inputs?: Record<string, string> } | null)?.inputs?.UNPAID_LEAVE_DAYS;
    transfers.push({
      payslipId: row.id,
      employeeId: row.employeeId,
      creditorName: detail.accountHolderName || row.employeeFullName,
      iban: detail.iban,
      bic: bank.bic,
      wpsRoutingCode: bank.wpsRoutingCode,
      wpsPersonId: detail.wpsPersonId,
      net,
      startDate: row.startDate,
      endDate: row.endDate,
      unpaidLeaveDays: unpaid ? Math.max(0, Math.floor(Number(unpaid))) : 0,
    });
  }
  if (transfers.length > maxBankTransfers)
    throw new AppError('BankFile:TooManyTransfers', { max: maxBankTransfers });
  return {
    run: { ...run, places },
    transfers,
    excluded,
    controlSum: controlSum.toFixed(places),
    runNet: runNet.toFixed(places),
  };
}
