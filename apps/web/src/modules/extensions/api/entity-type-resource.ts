import type { Endpoint, EndpointOutput, EntityType } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource, type ResourceEndpoints } from '../../../components/resource-api.ts';

/**
 * A resource whose records belong to an entity type (attachment types, extra field definitions): the usual
 * calls, and those of one entity type with their query key.
 */
export function entityTypeResource<const G extends ResourceEndpoints & { byEntityType: Endpoint }>(
  key: readonly string[],
  endpoints: G,
) {
  const resource = endpointResource(key, endpoints);
  const send = call as (e: Endpoint, input: unknown) => Promise<unknown>;
  return {
    ...resource,
    keys: {
      ...resource.keys,
      byEntityType: (entityType: EntityType) => [...resource.keys.all, 'by-entity-type', entityType] as const,
    },
    byEntityType: (entityType: EntityType) =>
      send(endpoints.byEntityType, { query: { entityType } }) as Promise<EndpointOutput<G['byEntityType']>>,
  };
}
