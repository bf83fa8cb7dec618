import {
  type AddAccountingAuditingInput,
  type CloseFinancialPeriodInput,
  financialPeriodEndpoints,
  type UpdateFinancialPeriodInput,
} from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const { update: _update, ...resourceEndpoints } = financialPeriodEndpoints;

/**
 * Fiscal periods: list, get, create; the update, the auditing and the close carry the period's id in the
 * body (PUT /update, /add-auditing, /close).
 */
export const financialPeriodApi = {
  ...endpointResource(['finance', 'financialPeriods'], resourceEndpoints),
  update: (_id: string, body: UpdateFinancialPeriodInput) => call(financialPeriodEndpoints.update, { body }),
  addAuditing: (body: AddAccountingAuditingInput) => call(financialPeriodEndpoints.addAuditing, { body }),
  close: (body: CloseFinancialPeriodInput) => call(financialPeriodEndpoints.close, { body }),
};
