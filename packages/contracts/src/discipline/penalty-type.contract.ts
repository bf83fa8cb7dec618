import { z } from 'zod';
import { resourceEndpoints } from '../platform/resource.ts';
import { DisciplinePermissions } from './discipline.permissions.ts';
import { effectTypeSchemas } from './salary-effect.ts';

const schemas = effectTypeSchemas(
  'penaltySalaryEffect',
  {
    /** A penalty of this type cancels the employee's Active contract on its implementation date. */
    isTerminateContract: z.boolean().default(false),
  },
  { isTerminateContract: z.boolean() },
);

export const createPenaltyTypeInput = schemas.create;
export type CreatePenaltyTypeInput = z.input<typeof createPenaltyTypeInput>;
export type CreatePenaltyType = z.infer<typeof createPenaltyTypeInput>;
export const updatePenaltyTypeInput = schemas.update;
export type UpdatePenaltyTypeInput = z.input<typeof updatePenaltyTypeInput>;
export type UpdatePenaltyType = z.infer<typeof updatePenaltyTypeInput>;
/** The flat effect fields and, as the spec's read shape has it, the same nested in penaltySalaryEffect. */
export const penaltyTypeDto = schemas.dto;
export type PenaltyTypeDto = z.infer<typeof penaltyTypeDto>;
export const getPenaltyTypesInput = schemas.list;
export type GetPenaltyTypesInput = z.input<typeof getPenaltyTypesInput>;
export type GetPenaltyTypes = z.infer<typeof getPenaltyTypesInput>;

const path = '/api/app/penalty-type';

/**
 * Document 2: the penalty type calls at the spec's paths; the create answers the new id as text. Beyond the
 * spec, a delete (at the conventional path), refused while a penalty uses the type (Discipline:TypeInUse).
 */
export const penaltyTypeEndpoints = resourceEndpoints({
  path,
  tag: 'PenaltyType',
  policies: DisciplinePermissions.PenaltyTypes,
  dto: penaltyTypeDto,
  query: getPenaltyTypesInput,
  create: createPenaltyTypeInput,
  update: updatePenaltyTypeInput,
  paths: {
    list: `${path}/get-all-penalty-types`,
    get: `${path}/:id/get-penalty-type-by-id`,
    create: `${path}/create-penalty-type`,
    update: `${path}/:id/update-penalty-type`,
  },
});
