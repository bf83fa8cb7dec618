import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { auditedDto, pagedResult } from '../platform/paging.contract.ts';
import { DisciplinePermissions } from './discipline.permissions.ts';
import { datedRecordSchemas, requiredSummary } from './salary-effect.ts';

/** Document 3 §5: every field is required (the summary too). */
const schemas = datedRecordSchemas('rewardTypeId', requiredSummary);

export const createRewardInput = schemas.create;
export type CreateRewardInput = z.input<typeof createRewardInput>;
export type CreateReward = z.infer<typeof createRewardInput>;
export const updateRewardInput = schemas.update;
export type UpdateRewardInput = z.input<typeof updateRewardInput>;
export type UpdateReward = z.infer<typeof updateRewardInput>;
export const getRewardsInput = schemas.list;
export type GetRewardsInput = z.input<typeof getRewardsInput>;
export type GetRewards = z.infer<typeof getRewardsInput>;

export const rewardDto = auditedDto.extend({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string().nullable(),
  rewardTypeId: z.uuid(),
  rewardTypeName: z.string(),
  summary: z.string(),
  declarationDate: z.string(),
  implementationDate: z.string(),
  expirationDate: z.string(),
  concurrencyStamp: z.string(),
});
export type RewardDto = z.infer<typeof rewardDto>;

const tag = 'Reward';
const path = '/api/app/reward';
const P = DisciplinePermissions.Rewards;

/** Document 3 §2.3 (paths not shown there: the conventional ones). */
export const rewardEndpoints = {
  list: endpoint({
    method: 'GET',
    path,
    query: getRewardsInput,
    response: pagedResult(rewardDto),
    access: access.policy(P.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    params: idParams,
    response: rewardDto,
    access: access.policy(P.Default),
    tag,
  }),
  /** Answers the new id as text. */
  create: endpoint({
    method: 'POST',
    path,
    body: createRewardInput,
    response: z.uuid(),
    access: access.policy(P.Create),
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    params: idParams,
    body: updateRewardInput,
    response: rewardDto,
    access: access.policy(P.Update),
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    params: idParams,
    access: access.policy(P.Delete),
    tag,
  }),
};
