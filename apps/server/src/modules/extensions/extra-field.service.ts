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
import { and, asc, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import {
  countRows,
  findOr404,
  pageOfTable,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
import { extraFieldDefinitions, extraFieldValues } from './extensions.tables.ts';

type Row = typeof extraFieldDefinitions.$inferSelect;
type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'now'>;

/** The tenant filters of the data layer (row-level security enforces them a second time). */
const extraFieldDefinitionsOf = (tenantId: string) => eq(extraFieldDefinitions.tenantId, tenantId);
const extraFieldValuesOf = (tenantId: string) => eq(extraFieldValues.tenantId, tenantId);

function toDto(row: Row): ExtraFieldDefinitionDto {
  return {
    id: row.id,
    fieldName: row.fieldName,
    code: row.code,
    entityType: row.entityType,
    fieldType: row.fieldType,
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
  entityType: EntityType,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: extraFieldDefinitions.id })
    .from(extraFieldDefinitions)
    .where(
      and(
        extraFieldDefinitionsOf(tenantId),
        eq(extraFieldDefinitions.entityType, entityType),
        eq(extraFieldDefinitions.normalizedCode, normalized(code)),
      ),
    );
  return rows.some((r) => r.id !== exceptId);
}

/** A concurrent save of the same code fails on the unique index: the same answer as the check's. */
const uniqueCode = (code: string) => ({
  extra_field_definitions_tenant_code: () =>
    new AppError('ExtraField:CodeMustBeUnique', { code: code.trim() }),
});

/**
 * Extra field definitions (a code unique per tenant and entity type; a type and entity type fixed once
 * values exist; options in use kept) and their values for any entity, checked against their definitions.
 */
export function createExtraFieldService(db: Database) {
  const byId = (tenantId: string, id: string) =>
    and(extraFieldDefinitionsOf(tenantId), eq(extraFieldDefinitions.id, id));
  const find = async (tx: Tx, tenantId: string, id: string) =>
    findOr404(await tx.select().from(extraFieldDefinitions).where(byId(tenantId, id)));

  async function definitionsOfType(tx: Tx, tenantId: string, entityType: EntityType): Promise<Row[]> {
    return tx
      .select()
      .from(extraFieldDefinitions)
      .where(and(extraFieldDefinitionsOf(tenantId), eq(extraFieldDefinitions.entityType, entityType)))
      .orderBy(...formOrder);
  }

  /** A type or entity type changes only while no entity has a value; a kept Selection keeps used options. */
  async function assertValuesFit(tx: Tx, tenantId: string, current: Row, next: ReturnType<typeof columnsOf>) {
    const ofThis = and(extraFieldValuesOf(tenantId), eq(extraFieldValues.definitionId, current.id));
    if (current.fieldType !== next.fieldType || current.entityType !== next.entityType) {
      if ((await countRows(tx, extraFieldValues, ofThis)) > 0)
        throw new AppError('ExtraField:HasValues', { field: current.fieldName });
    } else if (next.fieldType === ExtraFieldType.Selection) {
      const [orphan] = await tx
        .select({ value: extraFieldValues.value })
        .from(extraFieldValues)
        .where(
          next.selectListValues.length
            ? and(ofThis, notInArray(extraFieldValues.value, next.selectListValues))
            : ofThis,
        )
        .limit(1);
      if (orphan)
        throw new AppError('ExtraField:OptionInUse', { option: orphan.value, field: current.fieldName });
    }
  }

  return {
    async list(ctx: Scope, input: GetExtraFieldDefinitions): Promise<PagedResult<ExtraFieldDefinitionDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const filter = input.filter ? containing(input.filter) : undefined;
        const where = and(
          extraFieldDefinitionsOf(tenantId),
          input.entityType !== undefined ? eq(extraFieldDefinitions.entityType, input.entityType) : undefined,
          filter
            ? or(ilike(extraFieldDefinitions.fieldName, filter), ilike(extraFieldDefinitions.code, filter))
            : undefined,
        );
        const order = sortingOrder(input.sorting, sortable, {
          fallback: formOrder,
          tieBreaker: extraFieldDefinitions.id,
        });
        return pageOfTable(tx, extraFieldDefinitions, input, { where, order, map: toDto });
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
      return withUniqueErrors(uniqueCode(input.code), () =>
        db.transaction(ctx, async (tx) => {
          if (await codeTaken(tx, tenantId, columns.entityType, columns.code))
            throw new AppError('ExtraField:CodeMustBeUnique', { code: columns.code });
          const [row] = await tx
            .insert(extraFieldDefinitions)
            .values({ tenantId, ...columns, creatorId: ctx.userId })
            .returning();
          return toDto(row!);
        }),
      );
    },

    async update(
      ctx: Scope,
      id: string,
      input: UpdateExtraFieldDefinition,
    ): Promise<ExtraFieldDefinitionDto> {
      const tenantId = tenantOf(ctx);
      const columns = columnsOf(input);
      return withUniqueErrors(uniqueCode(input.code), () =>
        db.transaction(ctx, async (tx) => {
          const current = await find(tx, tenantId, id);
          if (await codeTaken(tx, tenantId, columns.entityType, columns.code, id))
            throw new AppError('ExtraField:CodeMustBeUnique', { code: columns.code });
          await assertValuesFit(tx, tenantId, current, columns);
          await updateStamped(tx, extraFieldDefinitions, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: columns,
            ctx,
          });
          return toDto(await find(tx, tenantId, id));
        }),
      );
    },

    /** Deletes the definition and, with it, every entity's value of it. */
    async delete(ctx: Scope, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await find(tx, tenantId, id);
        await tx.delete(extraFieldDefinitions).where(byId(tenantId, id));
      });
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
        const field = definition.fieldName;
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
      if (missing) throw new AppError('ExtraField:ValueRequired', { field: missing.fieldName });
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
                extraFieldDefinitionsOf(tenantId),
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
              extraFieldValuesOf(tenantId),
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
            and(
              extraFieldValuesOf(tenantId),
              eq(extraFieldValues.entityType, entityType),
              eq(extraFieldValues.entityId, entityId),
              extraFieldDefinitionsOf(tenantId),
            ),
          )
          .orderBy(...formOrder),
      );
      return rows.map(({ value, definition }) => ({
        extraFieldDefinitionId: definition.id,
        value,
        fieldName: definition.fieldName,
        code: definition.code,
        fieldType: definition.fieldType,
        options: definition.selectListValues,
      }));
    },
  };
}
export type ExtraFieldService = ReturnType<typeof createExtraFieldService>;
