import { attachmentTypeEndpoints, type EntityType } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['extensions', 'attachment-types'], attachmentTypeEndpoints);

/** Attachment types (the spec's update carries the id in its body) and those of an entity type. */
export const attachmentTypesApi = {
  ...resource,
  keys: {
    ...resource.keys,
    byEntityType: (entityType: EntityType) => [...resource.keys.all, 'by-entity-type', entityType] as const,
  },
  byEntityType: (entityType: EntityType) =>
    call(attachmentTypeEndpoints.byEntityType, { query: { entityType } }),
};
