import {
  type AttachmentTypeDto,
  AttachmentTypePaths,
  type CreateAttachmentTypeInput,
  type EntityType,
  type UpdateAttachmentTypeInput,
} from '@hr/contracts';
import { http } from '../../../../app/http.ts';
import { createResourceApi } from '../../../../components/resource-api.ts';

const resource = createResourceApi<AttachmentTypeDto, CreateAttachmentTypeInput, UpdateAttachmentTypeInput>(
  AttachmentTypePaths.attachmentTypes,
  ['employee-settings', 'attachment-types'],
);

export const attachmentTypesApi = {
  ...resource,
  keys: {
    ...resource.keys,
    availableExtensions: () => [...resource.keys.all, 'available-extensions'] as const,
    byEntityType: (entityType: EntityType) => [...resource.keys.all, 'by-entity-type', entityType] as const,
  },
  /** The spec's PUT has no id in the path: the id travels in the body. */
  update: (input: UpdateAttachmentTypeInput) =>
    http.put<AttachmentTypeDto>(AttachmentTypePaths.attachmentTypes, input),
  availableExtensions: () => http.get<string[]>(AttachmentTypePaths.availableExtensions),
  byEntityType: (entityType: EntityType) =>
    http.get<AttachmentTypeDto[]>(AttachmentTypePaths.byEntityType, { query: { entityType } }),
};
