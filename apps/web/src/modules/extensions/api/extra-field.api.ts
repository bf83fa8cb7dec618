import { type EntityType, extraFieldDefinitionEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { entityTypeResource } from './entity-type-resource.ts';

/**
 * Extra field definitions, the unique-code check, and the definitions of an entity type (in form order,
 * readable with the entity's list policy).
 */
export const extraFieldsApi = {
  ...entityTypeResource(['extensions', 'extra-fields'], extraFieldDefinitionEndpoints),
  /** Whether no other definition has the code; an empty id means a new definition (the spec's call). */
  isKeyUnique: (code: string, entityType: EntityType, id = '') =>
    call(extraFieldDefinitionEndpoints.isKeyUnique, { query: { code, id, entityType } }),
};
