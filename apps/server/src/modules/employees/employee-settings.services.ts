import type { RequestContext } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';

/** An entity's extra field values as the API carries them: the definition's id and the value as text. */
export interface ExtraFieldValueInput {
  extraFieldDefinitionId: string;
  value: string | null;
}

/**
 * Attachment types, attachments and extra field definitions: the settings that shape the employee form
 * (and later the contract form). (Being built.)
 */
export function createEmployeeSettingsServices(_db: Database) {
  return {
    extraFields: {
      /**
       * Checks values against their definitions (type, options, required) for the entity type; throws a
       * 400 AppError naming the field on the first bad one. Returns the values in canonical text form.
       * Runs its own read transaction: call it before the entity's write transaction.
       */
      async validate(
        _ctx: RequestContext,
        _entityType: string,
        values: readonly ExtraFieldValueInput[],
      ): Promise<ExtraFieldValueInput[]> {
        return [...values];
      },
      /** Replaces the entity's values, inside the caller's transaction (the entity's own save). */
      async saveValues(
        _tx: Tx,
        _ctx: RequestContext,
        _entityType: string,
        _entityId: string,
        _values: readonly ExtraFieldValueInput[],
      ): Promise<void> {},
      /** The entity's values. */
      async valuesOf(
        _ctx: RequestContext,
        _entityType: string,
        _entityId: string,
      ): Promise<ExtraFieldValueInput[]> {
        return [];
      },
    },
    attachments: {
      /**
       * Binds temporary attachments to a saved entity, inside the caller's transaction; refuses ids that
       * are not the caller's tenant's temporary uploads.
       */
      async bindTemp(
        _tx: Tx,
        _ctx: RequestContext,
        _entityType: string,
        _entityId: string,
        _attachmentIds: readonly string[],
      ): Promise<void> {},
    },
  };
}
export type EmployeeSettingsServices = ReturnType<typeof createEmployeeSettingsServices>;
