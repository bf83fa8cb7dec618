import {
  type EntityChangeDto,
  entityChangeEndpoints,
  type GetEntityChangesInput,
  type PagedResult,
} from '@hr/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';

const keys = { all: ['audit', 'entity-changes'] as const };

/** The audit log's first page as the page opens it: no filter, 20 rows. */
export const firstAuditPage = { skipCount: 0, maxResultCount: 20 } satisfies GetEntityChangesInput;

/** The entity change log: the list with its filters, and one entity's History. */
export const entityChangeApi = {
  keys,
  list: (query: GetEntityChangesInput) =>
    queryOptions({
      queryKey: [...keys.all, 'list', query] as const,
      queryFn: (): Promise<PagedResult<EntityChangeDto>> => call(entityChangeEndpoints.list, { query }),
      placeholderData: keepPreviousData,
    }),
  history: (entityType: string, entityId: string, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...keys.all, 'history', entityType, entityId, page, pageSize] as const,
      queryFn: (): Promise<PagedResult<EntityChangeDto>> =>
        call(entityChangeEndpoints.history, {
          params: { entityType, entityId },
          query: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
        }),
      placeholderData: keepPreviousData,
    }),
};
