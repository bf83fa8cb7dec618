import { defineEnum } from '../platform/enum.ts';

/**
 * What attachments and extra fields belong to (the spec's entity type enumeration), a number on the wire
 * (`?entityType=0`). A module whose records get attachments or extra fields adds its kind here.
 */
export const EntityTypes = defineEnum('EntityType', {
  Employee: { value: 0, en: 'Employee', ar: 'موظف' },
  Contract: { value: 1, en: 'Contract', ar: 'عقد' },
});
export const EntityType = EntityTypes.values;
export type EntityType = number;
/** An entity type in a request: its number (or the digits of it in a query). */
export const entityType = EntityTypes.schema;
/** An entity type in an answer. */
export const entityTypeDto = EntityTypes.dto;
