import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const DisciplinePermissions = {
  PenaltyTypes: {
    Default: 'HR.PenaltyType.Index',
    Create: 'HR.PenaltyType.Create',
    Update: 'HR.PenaltyType.Update',
    Delete: 'HR.PenaltyType.Delete',
  },
  Penalties: {
    Default: 'HR.Penalty.Index',
    Create: 'HR.Penalty.Create',
    Update: 'HR.Penalty.Update',
    Delete: 'HR.Penalty.Delete',
  },
  RewardTypes: {
    Default: 'HR.RewardType.Index',
    Create: 'HR.RewardType.Create',
    Update: 'HR.RewardType.Update',
    Delete: 'HR.RewardType.Delete',
  },
  Rewards: {
    Default: 'HR.Reward.Index',
    Create: 'HR.Reward.Create',
    Update: 'HR.Reward.Update',
    Delete: 'HR.Reward.Delete',
  },
} as const;

/** Group HR: penalties and rewards with their types (both carry a salary effect). */
export const disciplinePermissions: PermissionDefinition[] = [
  {
    name: DisciplinePermissions.PenaltyTypes.Default,
    displayName: { en: 'Penalty types', ar: 'أنواع العقوبات' },
    children: crudChildren(DisciplinePermissions.PenaltyTypes.Default, crudNames),
  },
  {
    name: DisciplinePermissions.Penalties.Default,
    displayName: { en: 'Penalties', ar: 'العقوبات' },
    children: crudChildren(DisciplinePermissions.Penalties.Default, crudNames),
  },
  {
    name: DisciplinePermissions.RewardTypes.Default,
    displayName: { en: 'Reward types', ar: 'أنواع المكافآت' },
    children: crudChildren(DisciplinePermissions.RewardTypes.Default, crudNames),
  },
  {
    name: DisciplinePermissions.Rewards.Default,
    displayName: { en: 'Rewards', ar: 'المكافآت' },
    children: crudChildren(DisciplinePermissions.Rewards.Default, crudNames),
  },
];
