import {
  type CreateExtraFieldDefinitionInput,
  type EntityType,
  type ExtraFieldDefinitionDto,
  ExtraFieldDefinitionPaths,
  type UpdateExtraFieldDefinitionInput,
} from '@hr/contracts';
import { http } from '../../../../app/http.ts';
import { createResourceApi } from '../../../../components/resource-api.ts';

const resource = createResourceApi<
  ExtraFieldDefinitionDto,
  CreateExtraFieldDefinitionInput,
  UpdateExtraFieldDefinitionInput
>(ExtraFieldDefinitionPaths.definitions, ['employee-settings', 'extra-fields']);

export const extraFieldsApi = {
  ...resource,
  keys: {
    ...resource.keys,
    byEntityType: (entityType: EntityType) => [...resource.keys.all, 'by-entity-type', entityType] as const,
  },
  /** Whether no other definition has the code; an empty id means a new definition (the spec's call). */
  isKeyUnique: (code: string, entityType: EntityType, id = '') =>
    http.get<boolean>(ExtraFieldDefinitionPaths.isKeyUnique, { query: { code, id, entityType } }),
  /** The definitions of an entity type in form order (readable with the entity's list policy). */
  byEntityType: (entityType: EntityType) =>
    http.get<ExtraFieldDefinitionDto[]>(ExtraFieldDefinitionPaths.byEntityType, { query: { entityType } }),
};
