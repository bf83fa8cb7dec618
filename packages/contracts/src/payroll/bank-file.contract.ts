import { z } from 'zod';
import { fileOf } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { moneyDto } from '../platform/money.ts';
import { resourceCalls } from '../platform/resource.ts';
import { PayrollPermissions } from './payroll.permissions.ts';

/**
 * The bank transfer files of a Confirmed payroll run (issue 43): the ISO 20022 customer credit transfer
 * (`pain.001.001.03`, one transfer per payslip paid by bank) and the UAE Wages Protection System's Salary
 * Information File (SIF: an EDR line per employee, one SCR line). A payslip left out of a file is listed
 * with the reason, never dropped silently: the file's sum and the left-out nets add up to the run's net.
 */
export const BankFileFormats = defineEnum('BankFileFormat', {
  Pain001: { value: 0, en: 'ISO 20022 credit transfer (pain.001)', ar: 'تحويل دائن ISO 20022 (pain.001)' },
  WpsSif: { value: 1, en: 'UAE WPS salary file (SIF)', ar: 'ملف رواتب نظام حماية الأجور الإماراتي (SIF)' },
});
export const BankFileFormat = BankFileFormats.values;
export type BankFileFormat = number;

/** Why a payslip is not in a file. */
export const BankFileExclusions = defineEnum('BankFileExclusion', {
  NoPaymentDetails: {
    value: 0,
    en: 'No payment method on the employee',
    ar: 'لا توجد طريقة دفع للموظف',
  },
  PaidInCash: { value: 1, en: 'Paid in cash', ar: 'يُدفع نقدًا' },
  PaidByCheque: { value: 2, en: 'Paid by cheque', ar: 'يُدفع بشيك' },
  NoBank: { value: 3, en: 'No bank (or the bank was deleted)', ar: 'لا يوجد بنك (أو حُذف البنك)' },
  NoIban: { value: 4, en: 'No IBAN', ar: 'لا يوجد رقم آيبان' },
  InvalidIban: { value: 5, en: 'The IBAN is not valid', ar: 'رقم الآيبان غير صحيح' },
  NothingToPay: { value: 6, en: 'Net pay is zero or less', ar: 'صافي الراتب صفر أو أقل' },
  NoWpsPersonId: {
    value: 7,
    en: 'No WPS personal number (labour card)',
    ar: 'لا يوجد الرقم الشخصي لنظام حماية الأجور (بطاقة العمل)',
  },
  NoRoutingCode: {
    value: 8,
    en: "The employee's bank has no WPS routing code",
    ar: 'لا يوجد رمز توجيه لنظام حماية الأجور لبنك الموظف',
  },
  NotUaeAccount: { value: 9, en: 'The account is not in the UAE', ar: 'الحساب ليس في الإمارات' },
  NoBic: {
    value: 10,
    en: "The employee's bank has no valid SWIFT/BIC",
    ar: 'لا يوجد رمز سويفت صحيح لبنك الموظف',
  },
});
export const BankFileExclusion = BankFileExclusions.values;
export type BankFileExclusion = number;

export const bankFileExcludedDto = z.object({
  employeeId: z.uuid(),
  employeeFullName: z.string(),
  net: moneyDto,
  reason: BankFileExclusions.dto,
});
export type BankFileExcludedDto = z.infer<typeof bankFileExcludedDto>;

/**
 * What a file of the run holds before it is downloaded: its name, the transfers and their sum (the control
 * sum), the run's net of every live payslip, and each payslip left out with the reason.
 */
export const bankFilePreviewDto = z.object({
  format: BankFileFormats.dto,
  fileName: z.string(),
  currencyCode: z.string(),
  transactionCount: z.number().int(),
  controlSum: moneyDto,
  runNet: moneyDto,
  excluded: z.array(bankFileExcludedDto),
});
export type BankFilePreviewDto = z.infer<typeof bankFilePreviewDto>;

export const bankFileQuery = z.object({ format: BankFileFormats.schema });
export type BankFileQuery = z.input<typeof bankFileQuery>;

/** The XML of pain.001 and the comma-separated text of the SIF. */
export const bankFile = fileOf('application/xml', 'text/plain');

const call = resourceCalls('/api/app/payroll-run', 'PayrollRun');
const P = PayrollPermissions.Payslips;

export const bankFileEndpoints = {
  /** The file's summary and the payslips left out (JSON), for the dialog before the download. */
  bankFilePreview: call('GET', ':id/bank-file/preview', P.BankFiles, {
    query: bankFileQuery,
    response: bankFilePreviewDto,
  }),
  /** The file itself (a download); its header `X-Excluded-Count` says how many payslips were left out. */
  bankFile: call('GET', ':id/bank-file', P.BankFiles, { query: bankFileQuery, response: bankFile }),
};
