import { z } from 'zod';
import { access, excelExportOf } from '../platform/endpoint.ts';
import { importEndpoints } from '../platform/import.contract.ts';
import { employeeReference } from '../platform/paging.contract.ts';
import { entityDto, resourceEndpoints } from '../platform/resource.ts';
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

export const rewardDto = entityDto({
  ...employeeReference,
  rewardTypeId: z.uuid(),
  rewardTypeName: z.string(),
  summary: z.string(),
  declarationDate: z.string(),
  implementationDate: z.string(),
  expirationDate: z.string(),
});
export type RewardDto = z.infer<typeof rewardDto>;

/** Document 3 §2.3 (paths not shown there: the conventional ones); the create answers the new id as text. */
const rewardResource = resourceEndpoints({
  path: '/api/app/reward',
  tag: 'Reward',
  policies: DisciplinePermissions.Rewards,
  dto: rewardDto,
  query: getRewardsInput,
  create: createRewardInput,
  update: updateRewardInput,
});
export const rewardEndpoints = {
  ...rewardResource,
  /** The list under its filters as an Excel workbook. */
  exportExcel: excelExportOf(rewardResource.list, { path: '/api/app/reward/export-excel' }),
  /** The import from Excel (a period's salary inputs: template, dry run, all or nothing), behind the create's permission. */
  ...importEndpoints('/api/app/reward', 'Reward', access.policy(DisciplinePermissions.Rewards.Create)),
};
