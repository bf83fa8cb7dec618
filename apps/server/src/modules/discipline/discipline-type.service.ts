import {
  type CreateRewardType,
  type Endpoint,
  type getPenaltyTypesInput,
  type idParams,
  type LanguageCode,
  nameFields,
  type PagedResult,
  type PenaltyTypeDto,
  penaltyTypeEndpoints,
  type RewardTypeDto,
  rewardTypeEndpoints,
  type SalaryEffectDto,
} from '@hr/contracts';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, entityService } from '../../platform/db/entity-service.ts';
import { localName, nameContains, nameValues } from '../../platform/db/names.ts';
import { containing } from '../../platform/db/search.ts';
import { DisciplineKind, disciplineRecords, disciplineTypes } from './discipline.tables.ts';

export type DisciplineTypeRow = typeof disciplineTypes.$inferSelect;

const t = disciplineTypes;

const effectOf = (row: DisciplineTypeRow): SalaryEffectDto => ({
  salaryEffectValueType: row.salaryEffectValueType as SalaryEffectDto['salaryEffectValueType'],
  salaryEffectValue: row.salaryEffectValue,
});

const baseDto = (row: DisciplineTypeRow, language: LanguageCode) => ({
  id: row.id,
  ...nameFields(row, language),
  code: row.code,
  ...effectOf(row),
  ...auditFields(row),
  concurrencyStamp: row.concurrencyStamp,
});

export const penaltyTypeToDto = (row: DisciplineTypeRow, language: LanguageCode): PenaltyTypeDto => ({
  ...baseDto(row, language),
  penaltySalaryEffect: effectOf(row),
  isTerminateContract: row.isTerminateContract,
});

export const rewardTypeToDto = (row: DisciplineTypeRow, language: LanguageCode): RewardTypeDto => ({
  ...baseDto(row, language),
  rewardSalaryEffect: effectOf(row),
});

/** What a create or an update of either kind sends (a reward type has no isTerminateContract). */
type TypeInput = CreateRewardType & { isTerminateContract?: boolean };

/** The endpoints of a kind, typed by its answer: both kinds take the same list query and bodies. */
interface TypeEndpoints<Dto> {
  list: Endpoint<undefined, typeof getPenaltyTypesInput, undefined, z.ZodType<PagedResult<Dto>>>;
  get: Endpoint<typeof idParams, undefined, undefined, z.ZodType<Dto>>;
  create: Endpoint<undefined, undefined, z.ZodType<TypeInput>, z.ZodUUID>;
  update: Endpoint<typeof idParams, undefined, z.ZodType<TypeInput & { concurrencyStamp: string }>>;
}

/**
 * The types of one kind (penalty types, reward types), rows of one table told apart by their kind: codes
 * unique among the tenant's live types of the kind whatever their case (a partial unique index, its
 * violation mapped to Discipline:DuplicateCode), the salary effect as a value type and a numeric(18,2)
 * value; deleting is soft and refused while records use the type (Discipline:TypeInUse with their count).
 * A record saved with a type holds a share lock on it (`lockForUse`): a delete locks it for update before
 * counting, and an update's write waits for the record, so a record is either before the change or
 * plans its termination after it.
 */
export function createDisciplineTypeService<Dto>(
  db: Database,
  kind: DisciplineKind,
  toDto: (row: DisciplineTypeRow, language: LanguageCode) => Dto,
) {
  const endpoints = (kind === DisciplineKind.Penalty
    ? penaltyTypeEndpoints
    : rewardTypeEndpoints) as unknown as TypeEndpoints<Dto>;
  return entityService(db, endpoints, {
    table: t,
    scope: eq(t.kind, kind),
    toDto,
    sort: { name: localName(t), code: t.normalizedCode, creationTime: t.creationTime },
    defaultOrder: [asc(localName(t))],
    filter: (input) =>
      input.filter ? or(nameContains(t, input.filter), ilike(t.code, containing(input.filter))) : undefined,
    columns: (input, ctx) => {
      const code = input.code.trim();
      return {
        kind,
        ...nameValues(input, ctx.language),
        code,
        normalizedCode: normalized(code),
        salaryEffectValueType: input.salaryEffectValueType,
        salaryEffectValue: input.salaryEffectValue,
        isTerminateContract: kind === DisciplineKind.Penalty && (input.isTerminateContract ?? false),
      };
    },
    unique: {
      discipline_types_tenant_kind_code: (v) => new AppError('Discipline:DuplicateCode', { code: v.code }),
    },
    usedBy: [
      {
        table: disciplineRecords,
        column: disciplineRecords.typeId,
        error: (_row, count) => new AppError('Discipline:TypeInUse', { count }),
      },
    ],
  });
}
export type DisciplineTypeService<Dto = unknown> = ReturnType<typeof createDisciplineTypeService<Dto>>;
