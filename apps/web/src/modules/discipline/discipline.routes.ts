import { DisciplinePermissions } from '@hr/contracts';
import type { ModuleRoute } from '../../app/module.ts';
import type { DisciplineMenuKey } from './menu.ts';

const P = DisciplinePermissions;
const types = () => import('./pages/EffectTypesPage.tsx');
const records = () => import('./pages/DatedRecordsPage.tsx');
const form = () => import('./pages/DatedRecordFormPages.tsx');

/** The lists in the menu; create pages need Create; an update page opens read-only without Update. */
export const disciplineRoutes: readonly ModuleRoute<DisciplineMenuKey>[] = [
  {
    path: 'hr/penalties-management/penalties-types',
    menu: 'hr.penalties.types',
    load: () => types().then((m) => m.PenaltyTypesPage),
  },
  {
    path: 'hr/penalties-management/penalties',
    menu: 'hr.penalties.penalties',
    load: () => records().then((m) => m.PenaltiesPage),
  },
  {
    path: 'hr/penalties-management/penalties/create',
    policy: P.Penalties.Create,
    load: () => form().then((m) => m.PenaltyFormPage),
  },
  {
    path: 'hr/penalties-management/penalties/update/:id',
    policy: P.Penalties.Default,
    load: () => form().then((m) => m.PenaltyFormPage),
  },
  {
    path: 'hr/rewards-management/rewards-types',
    menu: 'hr.rewards.types',
    load: () => types().then((m) => m.RewardTypesPage),
  },
  {
    path: 'hr/rewards-management/rewards',
    menu: 'hr.rewards.rewards',
    load: () => records().then((m) => m.RewardsPage),
  },
  {
    path: 'hr/rewards-management/rewards/create',
    policy: P.Rewards.Create,
    load: () => form().then((m) => m.RewardFormPage),
  },
  {
    path: 'hr/rewards-management/rewards/update/:id',
    policy: P.Rewards.Default,
    load: () => form().then((m) => m.RewardFormPage),
  },
];
