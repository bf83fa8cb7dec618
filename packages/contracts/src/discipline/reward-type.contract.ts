import type { z } from 'zod';
import { resourceEndpoints } from '../platform/resource.ts';
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

/**
 * Document 3 §2.4 (paths not shown there: the conventional ones): list, create (answers the new id as
 * text), get, update; no delete.
 */
export const rewardTypeEndpoints = resourceEndpoints({
  path: '/api/app/reward-type',
  tag: 'RewardType',
  policies: DisciplinePermissions.RewardTypes,
  dto: rewardTypeDto,
  query: getRewardTypesInput,
  create: createRewardTypeInput,
  update: updateRewardTypeInput,
  only: ['list', 'get', 'create', 'update'],
});
