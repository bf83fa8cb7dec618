import { FeatureNames, PayrollPermissions } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { recordFormRoutes } from '../../components/record-routes.ts';
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
  },
  ...recordFormRoutes<PayrollMenuKey>('payroll-management/salary-rules', P.SalaryRules, [payroll], rulePage),
  {
    path: 'payroll-management/payroll-runs',
    menu: 'payroll.payroll-runs',
    load: () => import('./pages/payroll-runs/PayrollRunsPage.tsx').then((m) => m.PayrollRunsPage),
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
  },
  {
    path: 'self-service/my-payslips',
    menu: 'self-service.my-payslips',
    load: () => import('./pages/my-payslips/MyPayslipsPage.tsx').then((m) => m.MyPayslipsPage),
  },
  {
    path: 'payroll-management/salary-rules-categories',
    menu: 'payroll.salary-rule-categories',
    load: () =>
      import('./pages/salary-rule-categories/SalaryRuleCategoriesPage.tsx').then(
        (m) => m.SalaryRuleCategoriesPage,
      ),
  },
];
