import {
  AppstoreOutlined,
  CalculatorOutlined,
  ClusterOutlined,
  FileDoneOutlined,
  PlayCircleOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { FeatureNames, PayrollPermissions } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** The payroll group's definitions, payslips and runs; the employee's own payslips (self-service). */
export const payrollMenu = defineMenu([
  // The employee's own Confirmed payslips: only where the tenant has payroll.
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.my-payslips',
    label: 'payroll::Menu.MyPayslips',
    order: 7,
    icon: WalletOutlined,
    requiresEmployee: true,
    features: [featureGate(FeatureNames.Payroll.Enable)],
  },
  {
    parent: MenuGroups.Payroll,
    key: 'payroll.salary-structures',
    label: 'payroll::Menu.SalaryStructures',
    order: 1,
    icon: ClusterOutlined,
    policy: PayrollPermissions.SalaryStructures.Default,
  },
  {
    parent: MenuGroups.Payroll,
    key: 'payroll.salary-rules',
    label: 'payroll::Menu.SalaryRules',
    order: 2,
    icon: CalculatorOutlined,
    policy: PayrollPermissions.SalaryRules.Default,
  },
  {
    parent: MenuGroups.Payroll,
    key: 'payroll.salary-rule-categories',
    label: 'payroll::Menu.SalaryRuleCategories',
    order: 3,
    icon: AppstoreOutlined,
    policy: PayrollPermissions.SalaryRuleCategories.Default,
  },
  {
    parent: MenuGroups.Payroll,
    key: 'payroll.payslips',
    label: 'payroll::Menu.Payslips',
    order: 4,
    icon: FileDoneOutlined,
    policy: PayrollPermissions.Payslips.Default,
  },
  {
    parent: MenuGroups.Payroll,
    key: 'payroll.payroll-runs',
    label: 'payroll::Menu.PayrollRuns',
    order: 5,
    icon: PlayCircleOutlined,
    policy: PayrollPermissions.Payslips.Default,
  },
]);

export type PayrollMenuKey = MenuKeyOf<typeof payrollMenu>;
