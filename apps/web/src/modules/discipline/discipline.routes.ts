import {
  DisciplinePermissions,
  penaltyEndpoints,
  penaltyTypeEndpoints,
  rewardEndpoints,
  rewardTypeEndpoints,
} from '@hr/contracts';
import type { ComponentType } from 'react';
import type { ModuleRoute } from '../../app/module.ts';
import type { RouteQuery } from '../../app/route-prefetch.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { penaltyApi, penaltyTypeApi, rewardApi, rewardTypeApi } from './api/discipline.api.ts';
import type { DisciplineMenuKey } from './menu.ts';

const P = DisciplinePermissions;
const types = () => import('./pages/EffectTypesPage.tsx');
const records = () => import('./pages/DatedRecordsPage.tsx');
const form = () => import('./pages/DatedRecordFormPages.tsx');

const recordsMenu = { penalties: 'hr.penalties.penalties', rewards: 'hr.rewards.rewards' } as const;

/** A kind's four pages under `base`: its types, its records, and a record's create and update pages. */
function kindRoutes(
  base: string,
  kind: 'penalties' | 'rewards',
  policies: { Create: string; Default: string },
  pages: {
    types: () => Promise<ComponentType>;
    records: () => Promise<ComponentType>;
    form: () => Promise<ComponentType>;
  },
  // The first page of each list (its types', its records').
  firstPages: { types: () => RouteQuery; records: () => RouteQuery },
): ModuleRoute<DisciplineMenuKey>[] {
  return [
    {
      path: `${base}/${kind}-types`,
      menu: `hr.${kind}.types`,
      load: pages.types,
      prefetch: () => [firstPages.types()],
    },
    {
      path: `${base}/${kind}`,
      menu: recordsMenu[kind],
      load: pages.records,
      prefetch: () => [firstPages.records()],
    },
    { path: `${base}/${kind}/create`, policy: policies.Create, load: pages.form },
    { path: `${base}/${kind}/update/:id`, policy: policies.Default, load: pages.form },
  ];
}

/** The lists in the menu; create pages need Create; an update page opens read-only without Update. */
export const disciplineRoutes: readonly ModuleRoute<DisciplineMenuKey>[] = [
  ...kindRoutes(
    'hr/penalties-management',
    'penalties',
    P.Penalties,
    {
      types: () => types().then((m) => m.PenaltyTypesPage),
      records: () => records().then((m) => m.PenaltiesPage),
      form: () => form().then((m) => m.PenaltyFormPage),
    },
    {
      types: () => firstListPage(resourceList(penaltyTypeApi), penaltyTypeEndpoints.list),
      records: () => firstListPage(resourceList(penaltyApi), penaltyEndpoints.list),
    },
  ),
  ...kindRoutes(
    'hr/rewards-management',
    'rewards',
    P.Rewards,
    {
      types: () => types().then((m) => m.RewardTypesPage),
      records: () => records().then((m) => m.RewardsPage),
      form: () => form().then((m) => m.RewardFormPage),
    },
    {
      types: () => firstListPage(resourceList(rewardTypeApi), rewardTypeEndpoints.list),
      records: () => firstListPage(resourceList(rewardApi), rewardEndpoints.list),
    },
  ),
];
