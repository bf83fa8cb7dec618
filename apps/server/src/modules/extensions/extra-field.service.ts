import {
  type CreateExtraFieldDefinition,
  checkExtraFieldValue,
  type EntityType,
  type ExtraFieldDefinitionDto,
  ExtraFieldType,
  type ExtraFieldValueDto,
  type ExtraFieldValueInput,
  extraFieldDefaultToValue,
  extraFieldDefinitionEndpoints,
  extraFieldValueToDefault,
  type LanguageCode,
  nameIn,
} from '@hr/contracts';
import { and, asc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import { countRows } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { entityService } from '../../platform/db/entity-service.ts';
import { localName, nameContains, nameValues } from '../../platform/db/names.ts';
import { containing } from '../../platform/db/search.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { extraFieldDefinitions, extraFieldValues } from './extensions.tables.ts';

type Row = typeof extraFieldDefinitions.$inferSelect;
type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'now'> & Partial<Pick<RequestContext, 'language'>>;
const t = extraFieldDefinitions;

// Forms show fields in the order they were defined.
const formOrder = [asc(t.creationTime), asc(t.id)];

/**
 * The stored shape of a definition: options only for Selection, whose default is its first option; a
 * Bool defaults to false; any other default in its canonical JSON (the contract has checked it fits).
 */
function columnsOf(input: CreateExtraFieldDefinition, ctx: { language?: LanguageCode }) {
  const isSelection = input.fieldType === ExtraFieldType.Selection;
  const options = isSelection ? input.selectListValues : [];
  let defaultValue: string | null;
  if (isSelection) defaultValue = JSON.stringify(options[0] ?? null);
  else {
    const value = extraFieldDefaultToValue(input.fieldType, input.defaultValue) ?? null;
    const canonical =
      value === null ? null : checkExtraFieldValue({ fieldType: input.fieldType, options }, value);
    defaultValue = canonical?.ok ? extraFieldValueToDefault(input.fieldType, canonical.value) : null;
    if (input.fieldType === ExtraFieldType.Bool && defaultValue === null) defaultValue = 'false';
  }
  const code = input.code.trim();
  return {
    // `nameEn` and `nameAr`, or the spec's single `fieldName` in the request's language.
    ...nameValues({ nameEn: input.nameEn, nameAr: input.nameAr, name: input.fieldName }, ctx.language),
    code,
    normalizedCode: normalized(code),
    entityType: input.entityType,
    fieldType: input.fieldType,
    defaultValue,
    selectListValues: options,
    isRequired: input.isRequired,
  };
}

/** A type or entity type changes only while no entity has a value; a kept Selection keeps used options. */
async function assertValuesFit(
  tx: Tx,
  tenantId: string,
  current: Row,
  next: Partial<Row>,
  language: LanguageCode,
) {
  const field = nameIn(current, language);
  const ofThis = tenantRows(extraFieldValues, tenantId, [eq(extraFieldValues.definitionId, current.id)]);
  if (current.fieldType !== next.fieldType || current.entityType !== next.entityType) {
    if ((await countRows(tx, extraFieldValues, ofThis)) > 0)
      throw new AppError('ExtraField:HasValues', { field });
  } else if (next.fieldType === ExtraFieldType.Selection) {
    const options = next.selectListValues ?? [];
    const [orphan] = await tx
      .select({ value: extraFieldValues.value })
      .from(extraFieldValues)
      .where(options.length ? and(ofThis, notInArray(extraFieldValues.value, options)) : ofThis)
      .limit(1);
    if (orphan) throw new AppError('ExtraField:OptionInUse', { option: orphan.value, field });
  }
}

/**
 * Extra field definitions (a code unique per tenant and entity type; a type and entity type fixed once
 * values exist; options in use kept; a delete takes the field's values with it) and their values for any
 * entity, checked against their definitions.
 */
export function createExtraFieldService(db: Database) {
  const entity = entityService(db, extraFieldDefinitionEndpoints, {
    table: t,
    toDto: (row, language) => ({
      id: row.id,
      fieldName: nameIn(row, language),
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      code: row.code,
      entityType: row.entityType,
      fieldType: row.fieldType,
      defaultValue: row.defaultValue,
      selectListValues: row.selectListValues,
      isRequired: row.isRequired,
      ...auditFields(row),
      concurrencyStamp: row.concurrencyStamp,
    }),
    sort: {
      fieldName: localName(t),
      code: t.normalizedCode,
      entityType: t.entityType,
      fieldType: t.fieldType,
      creationTime: t.creationTime,
    },
    defaultOrder: [asc(t.creationTime)],
    filter: (input) => {
      const part = input.filter ? containing(input.filter) : undefined;
      return and(
        input.entityType !== undefined ? eq(t.entityType, input.entityType) : undefined,
        input.filter && part ? or(nameContains(t, input.filter), ilike(t.code, part)) : undefined,
      );
    },
    columns: columnsOf,
    unique: {
      extra_field_definitions_tenant_code: (v) =>
        new AppError('ExtraField:CodeMustBeUnique', { code: v.code }),
    },
    validate: async (tx, ctx, values, current) => {
      if (current) await assertValuesFit(tx, current.tenantId, current, values, ctx.language ?? 'en');
    },
  });
  const definitionsOfType = (tx: Tx, tenantId: string, entityType: EntityType): Promise<Row[]> =>
    tx
      .select()
      .from(t)
      .where(and(entity.where(tenantId), eq(t.entityType, entityType)))
      .orderBy(...formOrder);

  return {
    ...entity,

    /** Every definition of an entity type, in form order: the extra fields section of the entity's form. */
    async byEntityType(ctx: Scope, entityType: EntityType): Promise<ExtraFieldDefinitionDto[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) => definitionsOfType(tx, tenantId, entityType));
      return rows.map((row) => entity.toDto(row, ctx.language));
    },

    /** Whether no other definition of the entity type has the code (the definition `id` may keep its own). */
    async isKeyUnique(
      ctx: Scope,
      input: { code: string; id?: string | undefined; entityType: EntityType },
    ): Promise<boolean> {
      const tenantId = tenantOf(ctx);
      if (!input.code.trim()) return true;
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: t.id })
          .from(t)
          .where(
            and(
              entity.where(tenantId),
              eq(t.entityType, input.entityType),
              eq(t.normalizedCode, normalized(input.code)),
            ),
          ),
      );
      return rows.every((r) => r.id === input.id);
    },

    /**
     * Checks values against their definitions (type, options, required) for the entity type; throws a
     * 400 AppError naming the field on the first bad one. Returns the values in canonical text form, with
     * null for empty ones. Call it inside the entity's write: it joins that transaction.
     */
    async validate(
      ctx: Scope,
      entityType: EntityType,
      values: readonly ExtraFieldValueInput[],
    ): Promise<ExtraFieldValueInput[]> {
      const tenantId = tenantOf(ctx);
      const definitions = await db.transaction(ctx, (tx) => definitionsOfType(tx, tenantId, entityType));
      const byDefinition = new Map(definitions.map((d) => [d.id, d]));
      const seen = new Set<string>();
      const out: ExtraFieldValueInput[] = [];
      for (const { extraFieldDefinitionId: id, value } of values) {
        const definition = byDefinition.get(id);
        if (!definition) throw new AppError('ExtraField:UnknownField', { id, entityType });
        const field = nameIn(definition, ctx.language ?? 'en');
        if (seen.has(id)) throw new AppError('ExtraField:DuplicateValue', { field });
        seen.add(id);
        if (value === null || value.trim() === '') {
          if (definition.isRequired) throw new AppError('ExtraField:ValueRequired', { field });
          out.push({ extraFieldDefinitionId: id, value: null });
          continue;
        }
        const checked = checkExtraFieldValue(
          { fieldType: definition.fieldType, options: definition.selectListValues },
          value,
        );
        if (!checked.ok) throw new AppError(checked.error, { field });
        out.push({ extraFieldDefinitionId: id, value: checked.value });
      }
      const missing = definitions.find((d) => d.isRequired && !seen.has(d.id));
      if (missing)
        throw new AppError('ExtraField:ValueRequired', { field: nameIn(missing, ctx.language ?? 'en') });
      return out;
    },

    /**
     * Replaces the entity's values; called inside the entity's own save, it joins that transaction. Give it
     * what `validate` returned; null values are not stored. Definitions of another tenant or entity type
     * are refused here too.
     */
    async saveValues(
      ctx: Scope,
      entityType: EntityType,
      entityId: string,
      values: readonly ExtraFieldValueInput[],
    ): Promise<void> {
      const tenantId = tenantOf(ctx);
      const kept = values.filter(
        (v): v is { extraFieldDefinitionId: string; value: string } => v.value !== null,
      );
      await db.transaction(ctx, async (tx) => {
        if (kept.length) {
          const ids = [...new Set(kept.map((v) => v.extraFieldDefinitionId))];
          const known = await tx
            .select({ id: extraFieldDefinitions.id })
            .from(extraFieldDefinitions)
            .where(
              and(
                entity.where(tenantId),
                eq(extraFieldDefinitions.entityType, entityType),
                inArray(extraFieldDefinitions.id, ids),
              ),
            );
          const unknown = ids.find((id) => !known.some((k) => k.id === id));
          if (unknown) throw new AppError('ExtraField:UnknownField', { id: unknown, entityType });
        }
        // Only the values removed, added or changed: a value kept as it was is not rewritten (nor recorded
        // as removed and added again in the entity change log).
        const keptFields = kept.map((v) => v.extraFieldDefinitionId);
        await tx
          .delete(extraFieldValues)
          .where(
            tenantRows(extraFieldValues, tenantId, [
              eq(extraFieldValues.entityType, entityType),
              eq(extraFieldValues.entityId, entityId),
              ...(keptFields.length ? [notInArray(extraFieldValues.definitionId, keptFields)] : []),
            ]),
          );
        if (kept.length)
          await tx
            .insert(extraFieldValues)
            .values(
              kept.map((v) => ({
                tenantId,
                entityType,
                entityId,
                definitionId: v.extraFieldDefinitionId,
                value: v.value,
              })),
            )
            .onConflictDoUpdate({
              target: [
                extraFieldValues.tenantId,
                extraFieldValues.entityType,
                extraFieldValues.entityId,
                extraFieldValues.definitionId,
              ],
              set: { value: sql`excluded.value` },
              setWhere: sql`${extraFieldValues.value} is distinct from excluded.value`,
            });
      });
    },

    /** The entity's stored values with their fields' names, types and options, in form order. */
    async valuesOf(ctx: Scope, entityType: EntityType, entityId: string): Promise<ExtraFieldValueDto[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ value: extraFieldValues.value, definition: extraFieldDefinitions })
          .from(extraFieldValues)
          .innerJoin(extraFieldDefinitions, eq(extraFieldDefinitions.id, extraFieldValues.definitionId))
          .where(
            tenantRows(extraFieldValues, tenantId, [
              eq(extraFieldValues.entityType, entityType),
              eq(extraFieldValues.entityId, entityId),
              entity.where(tenantId),
            ]),
          )
          .orderBy(...formOrder),
      );
      return rows.map(({ value, definition }) => ({
        extraFieldDefinitionId: definition.id,
        value,
        fieldName: nameIn(definition, ctx.language ?? 'en'),
        code: definition.code,
        fieldType: definition.fieldType,
        options: definition.selectListValues,
      }));
    },
  };
}
export type ExtraFieldService = ReturnType<typeof createExtraFieldService>;
