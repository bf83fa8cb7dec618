import { ContractsPermissions, FeatureNames } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { recordFormRoutes, recordPaths } from '../../components/record-routes.ts';
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
  },
  ...recordFormRoutes<EmploymentMenuKey>('hr/contracts', P, [hr], formPage),
];
