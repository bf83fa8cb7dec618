import {
  type AddAccountingAuditingInput,
  type CloseFinancialPeriodInput,
  financialPeriodEndpoints,
  type UpdateFinancialPeriodInput,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const { update: _update, ...resourceEndpoints } = financialPeriodEndpoints;

/**
 * Fiscal periods: list, get, create; the update, the auditing and the close carry the period's id in the
 * body (PUT /update, /add-auditing, /close).
 */
const resource = endpointResource(['finance', 'financialPeriods'], resourceEndpoints);

export const financialPeriodApi = {
  ...resource,
  /** The journal's filter by period (FiscalPeriodFilter): the latest 100 periods, newest first. */
  journalFilter: () =>
    queryOptions({
      queryKey: [...resource.keys.lists(), 'journal-filter'] as const,
      queryFn: () => resource.list({ skipCount: 0, maxResultCount: 100, sorting: 'startDate desc' }),
    }),
  update: (_id: string, body: UpdateFinancialPeriodInput) => call(financialPeriodEndpoints.update, { body }),
  addAuditing: (body: AddAccountingAuditingInput) => call(financialPeriodEndpoints.addAuditing, { body }),
  close: (body: CloseFinancialPeriodInput) => call(financialPeriodEndpoints.close, { body }),
};
