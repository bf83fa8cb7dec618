import { definePermissions } from '../platform/permissions.ts';

/** Group HR: penalties and rewards with their types (both carry a salary effect). */
export const { names: DisciplinePermissions, definitions: disciplinePermissions } = definePermissions({
  PenaltyTypes: { name: 'HR.PenaltyType.Index', en: 'Penalty types', ar: 'أنواع العقوبات', crud: true },
  Penalties: { name: 'HR.Penalty.Index', en: 'Penalties', ar: 'العقوبات', crud: true },
  RewardTypes: { name: 'HR.RewardType.Index', en: 'Reward types', ar: 'أنواع المكافآت', crud: true },
  Rewards: { name: 'HR.Reward.Index', en: 'Rewards', ar: 'المكافآت', crud: true },
});
