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

const keys = {
  all: ['documents', 'renewals'] as const,
  detail: (id: string) => ['documents', 'renewals', 'detail', id] as const,
};

/** My documents and their renewals (a request kind: its task page shows `get`). */
export const documentRenewalApi = {
  keys,
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
