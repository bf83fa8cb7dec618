import {
  type CreatePayrollRunInput,
  type PayrollRunDto,
  type PayrollRunPeriodCheckInput,
  payrollRunEndpoints,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, download } from '../../../app/api-client.ts';
import { saveFile } from '../../../components/ExportExcelButton.tsx';
import { idCall } from '../../../components/endpoint-calls.ts';
import type { ListParams } from '../../../components/ResourceTable.tsx';
import { endpointResource } from '../../../components/resource-api.ts';

// Runs are created, never updated or deleted: the resource's calls are the list, the run and create.
const { list, get, create } = payrollRunEndpoints;
const runs = endpointResource(['payroll', 'runs'], { list, get, create });

/** The run's Excel or PDF, handed to the browser under the server's file name. */
async function save(endpoint: typeof payrollRunEndpoints.export, id: string, fallback: string) {
  const file = await download(endpoint, { params: { id } });
  saveFile(file.blob, file.fileName ?? fallback);
}

/**
 * Payroll runs: the list, the run (the page polls it while it runs), its failures and category totals, and
 * the actions of its states. Every query of a run is under its detail key, so an action refreshes them all.
 */
export const payrollRunApi = {
  keys: runs.keys,
  sortFields: runs.sortFields,
  list: runs.list,
  /** The dialog shows the server's refusal (a closed fiscal period, nobody to pay) itself. */
  create: (body: CreatePayrollRunInput) => call(payrollRunEndpoints.create, { body }, { silent: true }),
  /** The period the New run dialog proposes (after the latest paid), read when it opens. */
  nextPeriod: () =>
    queryOptions({
      queryKey: [...runs.keys.all, 'next-period'] as const,
      queryFn: () => call(payrollRunEndpoints.nextPeriod, {}),
      staleTime: 0,
    }),
  /** Who of the chosen period's employees is paid already (the dialog warns before starting). */
  periodCheck: (query: PayrollRunPeriodCheckInput) =>
    queryOptions({
      queryKey: [...runs.keys.all, 'period-check', query] as const,
      queryFn: () => call(payrollRunEndpoints.periodCheck, { query }),
    }),
  view: (id: string) => queryOptions({ queryKey: runs.keys.detail(id), queryFn: () => runs.get(id) }),
  failuresKey: (id: string) => [...runs.keys.detail(id), 'failures'] as const,
  failures: (id: string, params: ListParams) =>
    call(payrollRunEndpoints.failures, { params: { id }, query: params }),
  emailFailuresKey: (id: string) => [...runs.keys.detail(id), 'email-failures'] as const,
  /** Whom the e-mail did not reach (failed or without an address), and why. */
  emailFailures: (id: string, params: ListParams) =>
    call(payrollRunEndpoints.emailFailures, { params: { id }, query: params }),
  categoryTotals: (run: Pick<PayrollRunDto, 'id' | 'state' | 'generated'>) =>
    queryOptions({
      // The totals grow while payslips are generated and go when the run is cancelled.
      queryKey: [...runs.keys.detail(run.id), 'category-totals', run.state, run.generated] as const,
      queryFn: () => call(payrollRunEndpoints.categoryTotals, { params: { id: run.id } }),
    }),
  retryFailed: idCall(payrollRunEndpoints.retryFailed),
  cancel: idCall(payrollRunEndpoints.cancel),
  confirm: idCall(payrollRunEndpoints.confirm),
  email: idCall(payrollRunEndpoints.email),
  exportExcel: (id: string) => save(payrollRunEndpoints.export, id, 'payroll-run.xlsx'),
  pdf: (id: string) => save(payrollRunEndpoints.pdf, id, 'payroll-run.pdf'),
};
