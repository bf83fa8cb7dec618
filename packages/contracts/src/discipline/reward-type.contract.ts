import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { pagedResult } from '../platform/paging.contract.ts';
import { DisciplinePermissions } from './discipline.permissions.ts';
import { effectTypeSchemas } from './salary-effect.ts';

const schemas = effectTypeSchemas('rewardSalaryEffect', {}, {});

export const createRewardTypeInput = schemas.create;
export type CreateRewardTypeInput = z.input<typeof createRewardTypeInput>;
export type CreateRewardType = z.infer<typeof createRewardTypeInput>;
export const updateRewardTypeInput = schemas.update;
export type UpdateRewardTypeInput = z.input<typeof updateRewardTypeInput>;
export type UpdateRewardType = z.infer<typeof updateRewardTypeInput>;
/** The list nests the effect under rewardSalaryEffect (document 3 §2.4); the flat fields are there too. */
export const rewardTypeDto = schemas.dto;
export type RewardTypeDto = z.infer<typeof rewardTypeDto>;
export const getRewardTypesInput = schemas.list;
export type GetRewardTypesInput = z.input<typeof getRewardTypesInput>;
export type GetRewardTypes = z.infer<typeof getRewardTypesInput>;

const tag = 'RewardType';
const path = '/api/app/reward-type';
const P = DisciplinePermissions.RewardTypes;

/** Document 3 §2.4 (paths not shown there: the conventional ones): list, create, get, update; no delete. */
export const rewardTypeEndpoints = {
  list: endpoint({
    method: 'GET',
    path,
    query: getRewardTypesInput,
    response: pagedResult(rewardTypeDto),
    access: access.policy(P.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    params: idParams,
    response: rewardTypeDto,
    access: access.policy(P.Default),
    tag,
  }),
  /** Answers the new id as text. */
  create: endpoint({
    method: 'POST',
    path,
    body: createRewardTypeInput,
    response: z.uuid(),
    access: access.policy(P.Create),
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    params: idParams,
    body: updateRewardTypeInput,
    response: rewardTypeDto,
    access: access.policy(P.Update),
    tag,
  }),
};
