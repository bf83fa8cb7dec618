import {
  type CancelPayslipInput,
  type GeneratePayslipInput,
  type PayslipListItemDto,
  payslipEndpoints,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, download } from '../../../app/api-client.ts';
import { saveFile } from '../../../components/ExportExcelButton.tsx';
import { idCall, listCall, resourceKeys } from '../../../components/endpoint-calls.ts';
import { homeQuery } from '../../../components/home-query.ts';

const all = ['payroll', 'payslips'] as const;

/**
 * Query keys: HR's list and one payslip, the employee's own list and one own payslip. A generation,
 * confirmation or cancellation invalidates `all`.
 */
export const payslipKeys = {
  ...resourceKeys(all),
  own: () => [...all, 'own'] as const,
  ownDetail: (id: string) => [...all, 'own', 'detail', id] as const,
};

/** The employee's own payslips a page of My payslips shows (its cards). */
export const ownPayslipsPageSize = 12;

/** The name a PDF is saved under when the server names none (it does: payslip-<number>-<employee>.pdf). */
const pdfName = (p: Pick<PayslipListItemDto, 'number'>) => `payslip-${p.number}.pdf`;

/**
 * Fetches a payslip's PDF from HR's or the employee's own endpoint (in the UI language: the request's
 * Accept-Language) and hands it to the browser.
 */
const pdfDownload =
  (endpoint: typeof payslipEndpoints.pdf | typeof payslipEndpoints.ownPdf) =>
  async (p: Pick<PayslipListItemDto, 'id' | 'number'>): Promise<void> => {
    const file = await download(endpoint, { params: { id: p.id } });
    saveFile(file.blob, file.fileName ?? pdfName(p));
  };

/** Payslips (document 3 §2.7 and §7, /api/app/payslip): HR's calls and the employee's own. */
export const payslipApi = {
  keys: payslipKeys,
  /** The fields HR's list sorts by (its contract's): the table's sortable columns. */
  sortFields: payslipEndpoints.list.sort,
  list: listCall(payslipEndpoints.list),
  get: idCall(payslipEndpoints.get),
  /**
   * Silent: the Add dialog says a refusal (no Active contract, a Confirmed payslip, a closed fiscal period,
   * a formula that fails) inside itself, beside what was typed.
   */
  generate: (body: GeneratePayslipInput) => call(payslipEndpoints.generate, { body }, { silent: true }),
  confirm: (p: Pick<PayslipListItemDto, 'id' | 'concurrencyStamp'>) =>
    call(payslipEndpoints.confirm, {
      params: { id: p.id },
      body: { concurrencyStamp: p.concurrencyStamp },
    }),
  cancel: (id: string, body: CancelPayslipInput) => call(payslipEndpoints.cancel, { params: { id }, body }),
  downloadPdf: pdfDownload(payslipEndpoints.pdf),
  own: listCall(payslipEndpoints.own),
  /** The home card's read: the latest Confirmed payslip. */
  latestOwn: () => homeQuery(payslipEndpoints.own, [...payslipKeys.own(), 'latest'], 1),
  /** A page of the employee's own payslips, as My payslips reads it (its route prefetches the first). */
  ownPage: (pageIndex: number) =>
    queryOptions({
      queryKey: [...payslipKeys.own(), pageIndex] as const,
      queryFn: () =>
        payslipApi.own({ skipCount: pageIndex * ownPayslipsPageSize, maxResultCount: ownPayslipsPageSize }),
    }),
  ownGet: idCall(payslipEndpoints.ownGet),
  downloadOwnPdf: pdfDownload(payslipEndpoints.ownPdf),
};
