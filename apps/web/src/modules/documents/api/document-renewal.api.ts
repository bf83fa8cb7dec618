import {
  type CreateDocumentRenewalInput,
  type DocumentRenewalDetailsDto,
  type DocumentRenewalDto,
  documentRenewalEndpoints,
  type MyDocumentDto,
  type PagedResult,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { listCall } from '../../../components/endpoint-calls.ts';

/** Its query keys (the live notifications re-read `all`, without this file's calls: documents' public.ts). */
export const documentRenewalKeys = {
  all: ['documents', 'renewals'] as const,
  detail: (id: string) => ['documents', 'renewals', 'detail', id] as const,
  everyone: () => ['documents', 'renewals', 'everyone'] as const,
  types: () => ['documents', 'renewals', 'types'] as const,
};
const keys = documentRenewalKeys;

/**
 * My documents and their renewals (a request kind: its task page shows `get`), and HR's list of everyone's
 * (`all`, HR.DocumentRenewals.Index) with the types it filters by.
 */
export const documentRenewalApi = {
  keys,
  /** What HR's list sorts by (its contract's fields): its sortable columns. */
  sortFields: documentRenewalEndpoints.all.sort,
  /** `includedStates` travels as '0,1'. */
  all: listCall(documentRenewalEndpoints.all),
  types: () =>
    queryOptions({
      queryKey: keys.types(),
      queryFn: () => call(documentRenewalEndpoints.types, {}),
      staleTime: 60_000,
    }),
  myDocuments: () =>
    queryOptions({
      queryKey: [...keys.all, 'mine'] as const,
      queryFn: (): Promise<MyDocumentDto[]> => call(documentRenewalEndpoints.myDocuments, {}),
    }),
  myRenewals: () =>
    queryOptions({
      queryKey: [...keys.all, 'self-requests'] as const,
      queryFn: (): Promise<PagedResult<DocumentRenewalDto>> =>
        call(documentRenewalEndpoints.listSelf, { query: { skipCount: 0, maxResultCount: 50 } }),
    }),
  create: (body: CreateDocumentRenewalInput) => call(documentRenewalEndpoints.createSelf, { body }),
  cancel: (id: string) => call(documentRenewalEndpoints.cancelSelf, { params: { id } }),
  get: (id: string): Promise<DocumentRenewalDetailsDto> =>
    call(documentRenewalEndpoints.get, { params: { id } }),
};
