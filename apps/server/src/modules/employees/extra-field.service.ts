import {
  type CreateExtraFieldDefinition,
  checkExtraFieldValue,
  type EntityType,
  type ExtraFieldDefinitionDto,
  ExtraFieldType,
  type ExtraFieldValueDto,
  type ExtraFieldValueInput,
  extraFieldDefaultToValue,
  extraFieldValueToDefault,
  type GetExtraFieldDefinitions,
  type PagedResult,
  type UpdateExtraFieldDefinition,
} from '@hr/contracts';
import { and, asc, count, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, modifiedBy, newId, normalized } from '../../platform/db/columns.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { uniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, concurrencyConflict, notFound } from '../../platform/errors.ts';
import { extraFieldDefinitions, extraFieldValues } from './employee-settings.tables.ts';

type Row = typeof extraFieldDefinitions.$inferSelect;
type Scope = Pick<RequestContext, 'tenantId' | 'userId'>;

const definitionsOf = (tenantId: string) => eq(extraFieldDefinitions.tenantId, tenantId);
const valuesOfTenant = (tenantId: string) => eq(extraFieldValues.tenantId, tenantId);

function toDto(row: Row): ExtraFieldDefinitionDto {
  return {
    id: row.id,
    fieldName: row.fieldName,
    code: row.code,
    entityType: row.entityType as EntityType,
    fieldType: row.fieldType as ExtraFieldType,
    defaultValue: row.defaultValue,
    selectListValues: row.selectListValues,
    isRequired: row.isRequired,
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

const sortable: Record<string, AnyPgColumn> = {
  fieldname: extraFieldDefinitions.fieldName,
  code: extraFieldDefinitions.normalizedCode,
  entitytype: extraFieldDefinitions.entityType,
  fieldtype: extraFieldDefinitions.fieldType,
  creationtime: extraFieldDefinitions.creationTime,
};

// Forms show fields in the order they were defined.
const formOrder = [asc(extraFieldDefinitions.creationTime), asc(extraFieldDefinitions.id)];

/**
 * The stored shape of a definition: options only for Selection, whose default is its first option; a
 * Bool defaults to false; any other default in its canonical JSON (the contract has checked it fits).
 */
function columnsOf(input: CreateExtraFieldDefinition) {
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
    fieldName: input.fieldName.trim(),
    code,
    normalizedCode: normalized(code),
    entityType: input.entityType,
    fieldType: input.fieldType,
    defaultValue,
    selectListValues: options,
    isRequired: input.isRequired,
  };
}

async function codeTaken(
  tx: Tx,
  tenantId: string,
  entityType: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: extraFieldDefinitions.id })
    .from(extraFieldDefinitions)
    .where(
      and(
        definitionsOf(tenantId),
        eq(extraFieldDefinitions.entityType, entityType),
        eq(extraFieldDefinitions.normalizedCode, normalized(code)),
      ),
    );
  return rows.some((r) => r.id !== exceptId);
}

/** A concurrent save of the same code fails on the unique index: the same answer as the check's. */
async function saving<T>(code: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (uniqueViolation(error) === 'extra_field_definitions_tenant_code')
      throw new AppError('ExtraField:CodeMustBeUnique', { code: code.trim() });
    throw error;
  }
}

/**
 * Extra field definitions (a code unique per tenant and entity type; a type and entity type fixed once
 * values exist; options in use kept) and their values for any entity, checked against their definitions.
 */
export function createExtraFieldService(db: Database) {
  async function find(tx: Tx, tenantId: string, id: string): Promise<Row> {
    const [row] = await tx
      .select()
      .from(extraFieldDefinitions)
      .where(and(definitionsOf(tenantId), eq(extraFieldDefinitions.id, id)));
    if (!row) throw notFound();
    return row;
  }

  async function definitionsOfType(tx: Tx, tenantId: string, entityType: string): Promise<Row[]> {
    return tx
      .select()
      .from(extraFieldDefinitions)
      .where(and(definitionsOf(tenantId), eq(extraFieldDefinitions.entityType, entityType)))
      .orderBy(...formOrder);
  }

  return {
    async list(ctx: Scope, input: GetExtraFieldDefinitions): Promise<PagedResult<ExtraFieldDefinitionDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const filter = input.filter ? containing(input.filter) : undefined;
        const where = and(
          definitionsOf(tenantId),
          input.entityType ? eq(extraFieldDefinitions.entityType, input.entityType) : undefined,
          filter
            ? or(ilike(extraFieldDefinitions.fieldName, filter), ilike(extraFieldDefinitions.code, filter))
            : undefined,
        );
        const [total] = await tx.select({ n: count() }).from(extraFieldDefinitions).where(where);
        const rows = await tx
          .select()
          .from(extraFieldDefinitions)
          .where(where)
          .orderBy(
            ...sortingOrder(input.sorting, sortable, {
              fallback: formOrder,
              tieBreaker: extraFieldDefinitions.id,
            }),
          )
          .limit(input.maxResultCount)
          .offset(input.skipCount);
        return { totalCount: total?.n ?? 0, items: rows.map(toDto) };
      });
    },

    /** Every definition of an entity type, in form order: the extra fields section of the entity's form. */
    async byEntityType(ctx: Scope, entityType: EntityType): Promise<ExtraFieldDefinitionDto[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) => definitionsOfType(tx, tenantId, entityType));
      return rows.map(toDto);
    },

    async get(ctx: Scope, id: string): Promise<ExtraFieldDefinitionDto> {
      const tenantId = tenantOf(ctx);
      return toDto(await db.transaction(ctx, (tx) => find(tx, tenantId, id)));
    },

    /** Whether no other definition of the entity type has the code (the definition `id` may keep its own). */
    async isKeyUnique(
      ctx: Scope,
      input: { code: string; id?: string | undefined; entityType: EntityType },
    ): Promise<boolean> {
      const tenantId = tenantOf(ctx);
      if (!input.code.trim()) return true;
      return !(await db.transaction(ctx, (tx) =>
        codeTaken(tx, tenantId, input.entityType, input.code, input.id),
      ));
    },

    async create(ctx: Scope, input: CreateExtraFieldDefinition): Promise<ExtraFieldDefinitionDto> {
      const tenantId = tenantOf(ctx);
      const columns = columnsOf(input);
      const row = await saving(input.code, () =>
        db.transaction(ctx, async (tx) => {
          if (await codeTaken(tx, tenantId, columns.entityType, columns.code))
            throw new AppError('ExtraField:CodeMustBeUnique', { code: columns.code });
          const [inserted] = await tx
            .insert(extraFieldDefinitions)
            .values({ id: newId(), tenantId, ...columns, creatorId: ctx.userId })
            .returning();
          return inserted!;
        }),
      );
      return toDto(row);
    },

    async update(
      ctx: Scope,
      id: string,
      input: UpdateExtraFieldDefinition,
    ): Promise<ExtraFieldDefinitionDto> {
      const tenantId = tenantOf(ctx);
      const columns = columnsOf(input);
      const row = await saving(input.code, () =>
        db.transaction(ctx, async (tx) => {
          const current = await find(tx, tenantId, id);
          if (current.concurrencyStamp !== input.concurrencyStamp) throw concurrencyConflict();
          if (await codeTaken(tx, tenantId, columns.entityType, columns.code, id))
            throw new AppError('ExtraField:CodeMustBeUnique', { code: columns.code });
          const ofThis = and(valuesOfTenant(tenantId), eq(extraFieldValues.definitionId, id));
          if (current.fieldType !== columns.fieldType || current.entityType !== columns.entityType) {
            const [used] = await tx.select({ n: count() }).from(extraFieldValues).where(ofThis);
            if (used && used.n > 0) throw new AppError('ExtraField:HasValues', { field: current.fieldName });
          } else if (columns.fieldType === ExtraFieldType.Selection) {
            const [orphan] = await tx
              .select({ value: extraFieldValues.value })
              .from(extraFieldValues)
              .where(
                columns.selectListValues.length
                  ? and(ofThis, notInArray(extraFieldValues.value, columns.selectListValues))
                  : ofThis,
              )
              .limit(1);
            if (orphan)
              throw new AppError('ExtraField:OptionInUse', {
                option: orphan.value,
                field: current.fieldName,
              });
          }
          const [updated] = await tx
            .update(extraFieldDefinitions)
            .set({
              ...columns,
              ...modifiedBy(ctx.userId),
            })
            .where(
              and(
                definitionsOf(tenantId),
                eq(extraFieldDefinitions.id, id),
                eq(extraFieldDefinitions.concurrencyStamp, input.concurrencyStamp),
              ),
            )
            .returning();
          if (!updated) throw concurrencyConflict();
          return updated;
        }),
      );
      return toDto(row);
    },

    /** Deletes the definition and, with it, every entity's value of it. */
    async delete(ctx: Scope, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await find(tx, tenantId, id);
        await tx
          .delete(extraFieldDefinitions)
          .where(and(definitionsOf(tenantId), eq(extraFieldDefinitions.id, id)));
      });
    },

    /**
     * Checks values against their definitions (type, options, required) for the entity type; throws a
     * 400 AppError naming the field on the first bad one. Returns the values in canonical text form, with
     * null for empty ones. Runs its own read transaction: call it before the entity's write transaction.
     */
    async validate(
      ctx: Scope,
      entityType: string,
      values: readonly ExtraFieldValueInput[],
    ): Promise<ExtraFieldValueInput[]> {
      const tenantId = tenantOf(ctx);
      const definitions = await db.transaction(ctx, (tx) => definitionsOfType(tx, tenantId, entityType));
      const byId = new Map(definitions.map((d) => [d.id, d]));
      const seen = new Set<string>();
      const out: ExtraFieldValueInput[] = [];
      for (const { extraFieldDefinitionId: id, value } of values) {
        const definition = byId.get(id);
        if (!definition) throw new AppError('ExtraField:UnknownField', { id, entityType });
        const field = definition.fieldName;
        if (seen.has(id)) throw new AppError('ExtraField:DuplicateValue', { field });
        seen.add(id);
        if (value === null || value.trim() === '') {
          if (definition.isRequired) throw new AppError('ExtraField:ValueRequired', { field });
          out.push({ extraFieldDefinitionId: id, value: null });
          continue;
        }
        const checked = checkExtraFieldValue(
          { fieldType: definition.fieldType as ExtraFieldType, options: definition.selectListValues },
          value,
        );
        if (!checked.ok) throw new AppError(checked.error, { field });
        out.push({ extraFieldDefinitionId: id, value: checked.value });
      }
      const missing = definitions.find((d) => d.isRequired && !seen.has(d.id));
      if (missing) throw new AppError('ExtraField:ValueRequired', { field: missing.fieldName });
      return out;
    },

    /**
     * Replaces the entity's values, inside the caller's transaction (the entity's own save). Give it what
     * `validate` returned; null values are not stored. Definitions of another tenant or entity type are
     * refused here too.
     */
    async saveValues(
      tx: Tx,
      ctx: Scope,
      entityType: string,
      entityId: string,
      values: readonly ExtraFieldValueInput[],
    ): Promise<void> {
      const tenantId = tenantOf(ctx);
      const kept = values.filter(
        (v): v is { extraFieldDefinitionId: string; value: string } => v.value !== null,
      );
      if (kept.length) {
        const ids = [...new Set(kept.map((v) => v.extraFieldDefinitionId))];
        const known = await tx
          .select({ id: extraFieldDefinitions.id })
          .from(extraFieldDefinitions)
          .where(
            and(
              definitionsOf(tenantId),
              eq(extraFieldDefinitions.entityType, entityType),
              inArray(extraFieldDefinitions.id, ids),
            ),
          );
        const unknown = ids.find((id) => !known.some((k) => k.id === id));
        if (unknown) throw new AppError('ExtraField:UnknownField', { id: unknown, entityType });
      }
      await tx
        .delete(extraFieldValues)
        .where(
          and(
            valuesOfTenant(tenantId),
            eq(extraFieldValues.entityType, entityType),
            eq(extraFieldValues.entityId, entityId),
          ),
        );
      if (kept.length)
        await tx.insert(extraFieldValues).values(
          kept.map((v) => ({
            tenantId,
            entityType,
            entityId,
            definitionId: v.extraFieldDefinitionId,
            value: v.value,
          })),
        );
    },

    /** The entity's stored values with their fields' names, types and options, in form order. */
    async valuesOf(ctx: Scope, entityType: string, entityId: string): Promise<ExtraFieldValueDto[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ value: extraFieldValues.value, definition: extraFieldDefinitions })
          .from(extraFieldValues)
          .innerJoin(extraFieldDefinitions, eq(extraFieldDefinitions.id, extraFieldValues.definitionId))
          .where(
            and(
              valuesOfTenant(tenantId),
              eq(extraFieldValues.entityType, entityType),
              eq(extraFieldValues.entityId, entityId),
              definitionsOf(tenantId),
            ),
          )
          .orderBy(...formOrder),
      );
      return rows.map(({ value, definition }) => ({
        extraFieldDefinitionId: definition.id,
        value,
        fieldName: definition.fieldName,
        code: definition.code,
        fieldType: definition.fieldType as ExtraFieldType,
        options: definition.selectListValues,
      }));
    },
  };
}
export type ExtraFieldService = ReturnType<typeof createExtraFieldService>;
