import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { pagedResult } from '../platform/paging.contract.ts';
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

const tag = 'PenaltyType';
const path = '/api/app/penalty-type';
const P = DisciplinePermissions.PenaltyTypes;

/** Document 2: the penalty type calls at the spec's paths, plus a delete refused while penalties use one. */
export const penaltyTypeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${path}/get-all-penalty-types`,
    query: getPenaltyTypesInput,
    response: pagedResult(penaltyTypeDto),
    access: access.policy(P.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id/get-penalty-type-by-id`,
    params: idParams,
    response: penaltyTypeDto,
    access: access.policy(P.Default),
    tag,
  }),
  /** Answers the new id as text. */
  create: endpoint({
    method: 'POST',
    path: `${path}/create-penalty-type`,
    body: createPenaltyTypeInput,
    response: z.uuid(),
    access: access.policy(P.Create),
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id/update-penalty-type`,
    params: idParams,
    body: updatePenaltyTypeInput,
    response: penaltyTypeDto,
    access: access.policy(P.Update),
    tag,
  }),
  /** Beyond the spec: refused while a penalty uses the type (Discipline:TypeInUse). */
  delete: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    params: idParams,
    access: access.policy(P.Delete),
    tag,
  }),
};
