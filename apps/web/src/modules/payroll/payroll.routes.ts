import {
  FeatureNames,
  PayrollPermissions,
  payrollRunEndpoints,
  payslipEndpoints,
  salaryRuleCategoryEndpoints,
  salaryRuleEndpoints,
  salaryStructureEndpoints,
} from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage, routeQuery } from '../../components/list-prefetch.ts';
import { recordFormRoutes } from '../../components/record-routes.ts';
import { resourceList } from '../../components/resource-list.ts';
import { departmentApi } from '../organisation/public.ts';
import { payrollRunApi } from './api/payroll-run.api.ts';
import { payslipApi } from './api/payslip.api.ts';
import { salaryRuleApi } from './api/salary-rule.api.ts';
import { salaryRuleCategoryApi } from './api/salary-rule-category.api.ts';
import { salaryStructureApi } from './api/salary-structure.api.ts';
import type { PayrollMenuKey } from './menu.ts';

const P = PayrollPermissions;
const payroll = featureGate(FeatureNames.Payroll.Enable);

/** The web paths of the payroll pages (document 3 §2.7). */
export const payrollPaths = {
  rules: '/payroll-management/salary-rules',
  createRule: '/payroll-management/salary-rules/create',
  updateRule: (id: string) => `/payroll-management/salary-rules/update/${id}`,
  structures: '/payroll-management/salary-structures',
  createStructure: '/payroll-management/salary-structures/create',
  updateStructure: (id: string) => `/payroll-management/salary-structures/update/${id}`,
  payslips: '/payroll-management/payslips',
  myPayslips: '/self-service/my-payslips',
  runs: '/payroll-management/payroll-runs',
  run: (id: string) => `/payroll-management/payroll-runs/${id}`,
  /** The payslips page, filtered to one run's payslips. */
  /** The payslips page with one payslip's items open. */
  payslip: (id: string) => `/payroll-management/payslips?payslipId=${encodeURIComponent(id)}`,
  payslipsOfRun: (runId: string) => `/payroll-management/payslips?runId=${encodeURIComponent(runId)}`,
} as const;

const rulePage = () =>
  import('./pages/salary-rules/SalaryRuleFormPage.tsx').then((m) => m.SalaryRuleFormPage);
const structurePage = () =>
  import('./pages/salary-structures/SalaryStructureFormPage.tsx').then((m) => m.SalaryStructureFormPage);

/**
 * Lists in the menu; create pages need Create; an update page opens read-only without Update. My payslips
 * (self-service) is the signed-in employee's own and needs no policy, only an employee and payroll.
 */
export const payrollRoutes: readonly ModuleRoute<PayrollMenuKey>[] = [
  {
    path: 'payroll-management/salary-structures',
    menu: 'payroll.salary-structures',
    load: () =>
      import('./pages/salary-structures/SalaryStructuresPage.tsx').then((m) => m.SalaryStructuresPage),
    prefetch: () => [firstListPage(resourceList(salaryStructureApi), salaryStructureEndpoints.list)],
  },
  ...recordFormRoutes<PayrollMenuKey>(
    'payroll-management/salary-structures',
    P.SalaryStructures,
    [payroll],
    structurePage,
  ),
  {
    path: 'payroll-management/salary-rules',
    menu: 'payroll.salary-rules',
    load: () => import('./pages/salary-rules/SalaryRulesPage.tsx').then((m) => m.SalaryRulesPage),
    // The rules' first page and the categories they are named by.
    prefetch: () => [
      firstListPage(resourceList(salaryRuleApi), salaryRuleEndpoints.list),
      salaryRuleCategoryApi.picker(),
    ],
  },
  ...recordFormRoutes<PayrollMenuKey>('payroll-management/salary-rules', P.SalaryRules, [payroll], rulePage),
  {
    path: 'payroll-management/payroll-runs',
    menu: 'payroll.payroll-runs',
    load: () => import('./pages/payroll-runs/PayrollRunsPage.tsx').then((m) => m.PayrollRunsPage),
    prefetch: () => [firstListPage(resourceList(payrollRunApi), payrollRunEndpoints.list)],
  },
  {
    path: 'payroll-management/payroll-runs/:id',
    policy: P.Payslips.Default,
    features: [payroll],
    load: () => import('./pages/payroll-runs/PayrollRunPage.tsx').then((m) => m.PayrollRunPage),
  },
  {
    path: 'payroll-management/payslips',
    menu: 'payroll.payslips',
    load: () => import('./pages/payslips/PayslipsPage.tsx').then((m) => m.PayslipsPage),
    // The payslips' first page (no filter: a link with filters asks for another) and the department filter's list.
    prefetch: () => [
      firstListPage({ queryKey: payslipApi.keys.lists(), fetch: payslipApi.list }, payslipEndpoints.list),
      departmentApi.picker(),
    ],
  },
  {
    path: 'self-service/my-payslips',
    menu: 'self-service.my-payslips',
    load: () => import('./pages/my-payslips/MyPayslipsPage.tsx').then((m) => m.MyPayslipsPage),
    prefetch: () => [routeQuery(payslipEndpoints.own, payslipApi.ownPage(0))],
  },
  {
    path: 'payroll-management/salary-rules-categories',
    menu: 'payroll.salary-rule-categories',
    load: () =>
      import('./pages/salary-rule-categories/SalaryRuleCategoriesPage.tsx').then(
        (m) => m.SalaryRuleCategoriesPage,
      ),
    prefetch: () => [firstListPage(resourceList(salaryRuleCategoryApi), salaryRuleCategoryEndpoints.list)],
  },
];
