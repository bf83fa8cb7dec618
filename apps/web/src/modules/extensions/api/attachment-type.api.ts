import { attachmentTypeEndpoints } from '@hr/contracts';
import { entityTypeResource } from './entity-type-resource.ts';

/** Attachment types (the spec's update carries the id in its body) and those of an entity type. */
export const attachmentTypesApi = entityTypeResource(
  ['extensions', 'attachment-types'],
  attachmentTypeEndpoints,
);
