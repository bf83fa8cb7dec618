import { type EntityType, extraFieldDefinitionEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['extensions', 'extra-fields'], extraFieldDefinitionEndpoints);

/** Extra field definitions, the unique-code check, and the definitions of an entity type. */
export const extraFieldsApi = {
  ...resource,
  keys: {
    ...resource.keys,
    byEntityType: (entityType: EntityType) => [...resource.keys.all, 'by-entity-type', entityType] as const,
  },
  /** Whether no other definition has the code; an empty id means a new definition (the spec's call). */
  isKeyUnique: (code: string, entityType: EntityType, id = '') =>
    call(extraFieldDefinitionEndpoints.isKeyUnique, { query: { code, id, entityType } }),
  /** The definitions of an entity type in form order (readable with the entity's list policy). */
  byEntityType: (entityType: EntityType) =>
    call(extraFieldDefinitionEndpoints.byEntityType, { query: { entityType } }),
};
