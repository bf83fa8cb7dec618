import { ContractsPermissions, contractEndpoints, FeatureNames } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { recordFormRoutes, recordPaths } from '../../components/record-routes.ts';
import { resourceList } from '../../components/resource-list.ts';
import { contractApi } from './api/contract.api.ts';
import type { EmploymentMenuKey } from './menu.ts';

const P = ContractsPermissions.Contracts;
const hr = featureGate(FeatureNames.HR.Enable);

/** The web paths of the contract pages. */
export const contractPaths = recordPaths('/hr/contracts');

const formPage = () => import('./pages/contract-form/ContractFormPage.tsx').then((m) => m.ContractFormPage);

/** The list and the create and update pages (the update page is read-only without Update). */
export const contractRoutes: readonly ModuleRoute<EmploymentMenuKey>[] = [
  {
    path: 'hr/contracts',
    menu: 'hr.contracts',
    load: () => import('./pages/contracts/ContractsPage.tsx').then((m) => m.ContractsPage),
    prefetch: () => [firstListPage(resourceList(contractApi), contractEndpoints.list)],
  },
  ...recordFormRoutes<EmploymentMenuKey>('hr/contracts', P, [hr], formPage),
];
