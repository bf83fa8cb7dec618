import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ClusterOutlined,
  CoffeeOutlined,
  ControlOutlined,
  DesktopOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FormOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  MoneyCollectOutlined,
  PaperClipOutlined,
  PieChartOutlined,
  PlayCircleOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScanOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import {
  ContractsPermissions,
  CustodyPermissions,
  DisciplinePermissions,
  EmployeesPermissions,
  ExtensionsPermissions,
  FinancePermissions,
  IdentityPermissions,
  LeavePermissions,
  OrganisationPermissions,
  PayrollPermissions,
  RequestsPermissions,
  TenancyPermissions,
  TimePermissions,
} from '@hr/contracts';
import type { ComponentType } from 'react';
import { type FeatureGate, featureGate, type Policy } from '../config/policy.ts';
import { type MenuKey, MenuKeys } from './menu-keys.ts';

interface MenuNodeBase {
  /** Label key in the `menu` namespace. */
  label: string;
  order: number;
  icon?: ComponentType;
  /** Any of these policies shows the node. */
  policy?: Policy;
  features?: readonly FeatureGate[];
  /** Only on the host side (no tenant). */
  hostOnly?: boolean;
  /** Only inside a tenant (self-service: the host has no employees, requests or tasks). */
  tenantOnly?: boolean;
  /** Only for users linked to an employee (EmployeeId claim). */
  requiresEmployee?: boolean;
}

export interface MenuGroup extends MenuNodeBase {
  key: string;
  children: readonly MenuNode[];
  /** The breadcrumb skips this node (Administration). */
  hideInBreadcrumb?: boolean;
}

export interface MenuItem extends MenuNodeBase {
  key: MenuKey;
  /** Shown to signed-out visitors too (home). */
  anonymous?: boolean;
}

export type MenuNode = MenuGroup | MenuItem;

export function isMenuGroup(node: MenuNode): node is MenuGroup {
  return 'children' in node;
}

/** The employee's own pages: a user who sees nothing else in the menu only serves herself (home page). */
export const selfServiceGroupKey = 'self-service';

const hr = featureGate('HR.Enable');
const selfService = featureGate('SelfService.Enable');
const payroll = featureGate('Payroll.Enable');
const finance = featureGate('Finance.Enable');
const settingManagement = featureGate('SettingManagement.Enable', 'enabled');

/**
 * The menu of the product (document 1 §2, document 3 §2.10 and §6; policy names from contracts). An entry shows when a module has
 * registered a route for it, the user holds its policy and its features are on; empty groups hide.
 */
export const menuTree: readonly MenuNode[] = [
  { key: MenuKeys.Home, label: 'Home', order: 1, icon: HomeOutlined, anonymous: true },
  {
    key: selfServiceGroupKey,
    label: 'SelfService',
    order: 3,
    icon: SolutionOutlined,
    features: [hr, selfService],
    tenantOnly: true,
    children: [
      // The employee's own month of attendance, then the corrections they ask for.
      {
        key: MenuKeys.MyAttendance,
        label: 'MyAttendance',
        order: 1,
        icon: HistoryOutlined,
        requiresEmployee: true,
      },
      {
        key: MenuKeys.AttendanceRequests,
        label: 'AttendanceRequests',
        order: 2,
        icon: FieldTimeOutlined,
        requiresEmployee: true,
      },
      {
        key: MenuKeys.MyAllocations,
        label: 'MyAllocations',
        order: 3,
        icon: PieChartOutlined,
        requiresEmployee: true,
      },
      {
        key: MenuKeys.MyLeaveRequests,
        label: 'MyLeaveRequests',
        order: 4,
        icon: CoffeeOutlined,
        requiresEmployee: true,
      },
      { key: MenuKeys.HolidayCalendar, label: 'HolidayCalendar', order: 5, icon: CalendarOutlined },
      { key: MenuKeys.MyTasks, label: 'MyTasks', order: 6, icon: CheckSquareOutlined },
      // The employee's own Confirmed payslips: only where the tenant has payroll.
      {
        key: MenuKeys.MyPayslips,
        label: 'MyPayslips',
        order: 7,
        icon: WalletOutlined,
        requiresEmployee: true,
        features: [payroll],
      },
    ],
  },
  {
    key: 'hr',
    label: 'HR',
    order: 4,
    icon: TeamOutlined,
    features: [hr],
    children: [
      {
        key: MenuKeys.Departments,
        label: 'Departments',
        order: 1,
        icon: ApartmentOutlined,
        policy: OrganisationPermissions.DepartmentsAndJobTitles.Default,
      },
      {
        key: MenuKeys.JobTitles,
        label: 'JobTitles',
        order: 2,
        icon: IdcardOutlined,
        policy: OrganisationPermissions.DepartmentsAndJobTitles.Default,
      },
      {
        key: MenuKeys.Employees,
        label: 'Employees',
        order: 3,
        icon: UserOutlined,
        policy: EmployeesPermissions.Employees.Default,
      },
      {
        key: MenuKeys.Contracts,
        label: 'Contracts',
        order: 4,
        icon: FileTextOutlined,
        policy: ContractsPermissions.Contracts.Default,
      },
      {
        key: MenuKeys.WorkingSchedules,
        label: 'WorkingSchedules',
        order: 5,
        icon: ScheduleOutlined,
        policy: ContractsPermissions.WorkingSchedules.Default,
      },
      // The spec gives the attendance entry no policy; it shows to the holders of HR.Attendance.Index, whom
      // every call of the page needs.
      {
        key: MenuKeys.AttendanceRecords,
        label: 'AttendanceRecords',
        order: 6,
        icon: ClockCircleOutlined,
        policy: TimePermissions.Attendance.Default,
      },
      // Everyone's correction requests (HR.AttendanceRequests.Index), beside the records they correct.
      {
        key: MenuKeys.AttendanceCorrections,
        label: 'AttendanceCorrections',
        order: 6.5,
        icon: FormOutlined,
        policy: RequestsPermissions.AttendanceRequests.Default,
      },
      {
        key: MenuKeys.Holidays,
        label: 'Holidays',
        order: 7,
        icon: CarryOutOutlined,
        policy: TimePermissions.Holidays.Default,
      },
      {
        key: MenuKeys.JobExecutionRecords,
        label: 'JobExecutionRecords',
        order: 8,
        icon: ProfileOutlined,
        policy: TimePermissions.JobExecutionRecords.Default,
      },
      {
        key: 'hr.fingerprint',
        label: 'FingerPrint',
        order: 9,
        icon: ScanOutlined,
        children: [
          {
            key: MenuKeys.Terminals,
            label: 'Terminals',
            order: 1,
            icon: DesktopOutlined,
            policy: TimePermissions.Terminals.Default,
          },
          {
            key: MenuKeys.EmployeePins,
            label: 'EmployeePins',
            order: 2,
            icon: KeyOutlined,
            policy: TimePermissions.EmployeePins.Default,
          },
        ],
      },
      {
        key: 'hr.time-off',
        label: 'TimeOff',
        order: 10,
        icon: CoffeeOutlined,
        children: [
          {
            key: MenuKeys.LeaveTypes,
            label: 'LeaveTypes',
            order: 1,
            icon: TagsOutlined,
            policy: LeavePermissions.LeaveTypes.Default,
          },
          {
            key: MenuKeys.LeaveAllocations,
            label: 'LeaveAllocations',
            order: 2,
            icon: PieChartOutlined,
            policy: LeavePermissions.LeaveAllocations.Default,
          },
          {
            key: MenuKeys.LeaveRequests,
            label: 'LeaveRequests',
            order: 3,
            icon: CoffeeOutlined,
            policy: LeavePermissions.LeaveRequests.Default,
          },
        ],
      },
      {
        key: 'hr.penalties',
        label: 'Penalties',
        order: 11,
        icon: WarningOutlined,
        children: [
          {
            key: MenuKeys.PenaltyTypes,
            label: 'PenaltyTypes',
            order: 1,
            icon: TagsOutlined,
            policy: DisciplinePermissions.PenaltyTypes.Default,
          },
          {
            key: MenuKeys.Penalties,
            label: 'PenaltiesList',
            order: 2,
            icon: WarningOutlined,
            policy: DisciplinePermissions.Penalties.Default,
          },
        ],
      },
      {
        key: 'hr.rewards',
        label: 'Rewards',
        order: 12,
        icon: TrophyOutlined,
        children: [
          {
            key: MenuKeys.RewardTypes,
            label: 'RewardTypes',
            order: 1,
            icon: TagsOutlined,
            policy: DisciplinePermissions.RewardTypes.Default,
          },
          {
            key: MenuKeys.Rewards,
            label: 'RewardsList',
            order: 2,
            icon: TrophyOutlined,
            policy: DisciplinePermissions.Rewards.Default,
          },
        ],
      },
      {
        key: 'hr.custody',
        label: 'EmployeeCustody',
        order: 13,
        icon: InboxOutlined,
        children: [
          {
            key: MenuKeys.Custodies,
            label: 'Custodies',
            order: 1,
            icon: InboxOutlined,
            policy: CustodyPermissions.EmployeeCustody.Default,
          },
        ],
      },
    ],
  },
  {
    key: 'settings',
    label: 'Settings',
    order: 5,
    icon: ControlOutlined,
    // Attachment types and extra fields (the extensions module) shape the HR forms, which HR.Enable sells.
    features: [hr],
    children: [
      {
        key: MenuKeys.AttachmentTypes,
        label: 'AttachmentTypes',
        order: 1,
        icon: PaperClipOutlined,
        policy: ExtensionsPermissions.AttachmentTypes.Default,
      },
      {
        key: MenuKeys.ExtraFields,
        label: 'ExtraFields',
        order: 2,
        icon: FormOutlined,
        policy: ExtensionsPermissions.ExtraFieldDefinitions.Default,
      },
    ],
  },
  {
    key: 'payroll-management',
    label: 'PayrollManagement',
    order: 6,
    icon: DollarOutlined,
    features: [payroll],
    children: [
      {
        key: MenuKeys.SalaryStructures,
        label: 'SalaryStructures',
        order: 1,
        icon: ClusterOutlined,
        policy: PayrollPermissions.SalaryStructures.Default,
      },
      {
        key: MenuKeys.SalaryRules,
        label: 'SalaryRules',
        order: 2,
        icon: CalculatorOutlined,
        policy: PayrollPermissions.SalaryRules.Default,
      },
      {
        key: MenuKeys.SalaryRuleCategories,
        label: 'SalaryRuleCategories',
        order: 3,
        icon: AppstoreOutlined,
        policy: PayrollPermissions.SalaryRuleCategories.Default,
      },
      {
        key: MenuKeys.Payslips,
        label: 'Payslips',
        order: 4,
        icon: FileDoneOutlined,
        policy: PayrollPermissions.Payslips.Default,
      },
      {
        key: MenuKeys.PayrollRuns,
        label: 'PayrollRuns',
        order: 5,
        icon: PlayCircleOutlined,
        policy: PayrollPermissions.Payslips.Default,
      },
    ],
  },
  {
    key: 'finance',
    label: 'Finance',
    order: 7,
    icon: BankOutlined,
    features: [finance],
    children: [
      {
        key: MenuKeys.Currencies,
        label: 'Currencies',
        order: 1,
        icon: MoneyCollectOutlined,
        policy: FinancePermissions.Currencies.Default,
      },
      {
        key: MenuKeys.FinancialAccounts,
        label: 'FinancialAccounts',
        order: 2,
        icon: AccountBookOutlined,
        policy: FinancePermissions.Accounts.Default,
      },
      {
        key: MenuKeys.FiscalPeriods,
        label: 'FiscalPeriods',
        order: 3,
        icon: CalendarOutlined,
        policy: FinancePermissions.FinancialPeriods.Default,
      },
    ],
  },
  {
    key: 'administration',
    label: 'Administration',
    order: 100,
    icon: SafetyCertificateOutlined,
    hideInBreadcrumb: true,
    children: [
      {
        key: 'administration.identity',
        label: 'IdentityManagement',
        order: 1,
        icon: UserSwitchOutlined,
        children: [
          {
            key: MenuKeys.Roles,
            label: 'Roles',
            order: 1,
            icon: FileProtectOutlined,
            policy: IdentityPermissions.Roles.Default,
          },
          {
            key: MenuKeys.Users,
            label: 'Users',
            order: 2,
            icon: UserOutlined,
            policy: IdentityPermissions.Users.Default,
          },
        ],
      },
      {
        key: 'administration.tenant-management',
        label: 'TenantManagement',
        order: 2,
        icon: ShopOutlined,
        hostOnly: true,
        children: [
          {
            key: MenuKeys.Tenants,
            label: 'Tenants',
            order: 1,
            icon: ShopOutlined,
            policy: TenancyPermissions.Tenants.Default,
          },
        ],
      },
      {
        // Shown when at least one group of the page is visible: e-mailing, time (time zone and attendance
        // sync interval), or the host features entry (host only).
        key: MenuKeys.SettingManagement,
        label: 'SettingManagement',
        order: 100,
        icon: SettingOutlined,
        policy: [
          TenancyPermissions.Emailing.Default,
          TenancyPermissions.TimeZone,
          TenancyPermissions.ManageHostFeatures,
        ],
        features: [settingManagement],
      },
    ],
  },
];
