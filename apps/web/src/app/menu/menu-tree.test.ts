import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { access, TenancyPermissions, userEndpoints } from '@hr/contracts';
import { describe, expect, it } from 'vitest';

import { homeCards, menuRoutes, moduleRoutes, webModules } from '../modules.ts';
import { breadcrumbSteps, findMenuPath } from './build-menu.ts';
import { isMenuGroup, type MenuNode } from './menu-node.ts';
import { menuTree, moduleMenus } from './menu-tree.ts';
import { anyOf, composeMenu, defineMenu, policyOf } from './module-menu.ts';

// The menu as it was when the modules still listed their entries in app/menu/menu-tree.ts: every node in
// the order shown, with its parent, order, icon, English and Arabic label and what it requires. The tree the
// modules' menu.ts files compose must stay this one (a change to the menu changes this table on purpose).
type Requirements = {
  policy?: string | readonly string[];
  features?: readonly string[];
  hostOnly?: true;
  tenantOnly?: true;
  requiresEmployee?: true;
  anonymous?: true;
  hideInBreadcrumb?: true;
  group?: true;
};
type Row =
  | readonly [string, string | null, number, string, string, string]
  | readonly [string, string | null, number, string, string, string, Requirements];

const todaysMenu: readonly Row[] = [
  ['home', null, 1, 'HomeOutlined', 'Home', 'الرئيسية', { anonymous: true }],
  [
    'self-service',
    null,
    3,
    'SolutionOutlined',
    'Self-service',
    'الخدمة الذاتية',
    { features: ['HR.Enable:disabled', 'SelfService.Enable:disabled'], tenantOnly: true, group: true },
  ],
  [
    'self-service.my-profile',
    'self-service',
    0,
    'IdcardOutlined',
    'My profile',
    'ملفي الشخصي',
    { requiresEmployee: true },
  ],
  [
    'self-service.my-attendance',
    'self-service',
    1,
    'HistoryOutlined',
    'My attendance',
    'حضوري',
    { requiresEmployee: true },
  ],
  [
    'self-service.attendance-requests',
    'self-service',
    2,
    'FieldTimeOutlined',
    'Attendance requests',
    'طلبات الحضور',
    { requiresEmployee: true },
  ],
  [
    'self-service.my-allocations',
    'self-service',
    3,
    'PieChartOutlined',
    'My leave balances',
    'أرصدة إجازاتي',
    { requiresEmployee: true },
  ],
  [
    'self-service.my-leave-requests',
    'self-service',
    4,
    'CoffeeOutlined',
    'My leave requests',
    'طلبات إجازاتي',
    { requiresEmployee: true },
  ],
  ['self-service.holiday-calendar', 'self-service', 5, 'CalendarOutlined', 'Holiday calendar', 'تقويم العطل'],
  ['self-service.go-tasks', 'self-service', 6, 'CheckSquareOutlined', 'My tasks', 'مهامي'],
  [
    'self-service.my-payslips',
    'self-service',
    7,
    'WalletOutlined',
    'My payslips',
    'قسائم راتبي',
    { features: ['Payroll.Enable:disabled'], requiresEmployee: true },
  ],
  [
    'self-service.my-documents',
    'self-service',
    8,
    'FileProtectOutlined',
    'My documents',
    'مستنداتي',
    { requiresEmployee: true },
  ],
  ['self-service.team-calendar', 'self-service', 9, 'CalendarOutlined', 'Team calendar', 'تقويم الفريق'],
  [
    'hr',
    null,
    4,
    'TeamOutlined',
    'Human resources',
    'الموارد البشرية',
    { features: ['HR.Enable:disabled'], group: true },
  ],
  [
    'hr.departments',
    'hr',
    1,
    'ApartmentOutlined',
    'Departments',
    'الأقسام',
    { policy: 'HR.DepartmentsAndJobTitles.Index' },
  ],
  [
    'hr.job-titles',
    'hr',
    2,
    'IdcardOutlined',
    'Job titles',
    'المسميات الوظيفية',
    { policy: 'HR.DepartmentsAndJobTitles.Index' },
  ],
  ['hr.employees', 'hr', 3, 'UserOutlined', 'Employees', 'الموظفون', { policy: 'HR.Employees.Index' }],
  ['hr.contracts', 'hr', 4, 'FileTextOutlined', 'Contracts', 'العقود', { policy: 'HR.Contract.Index' }],
  [
    'hr.working-schedules',
    'hr',
    5,
    'ScheduleOutlined',
    'Working schedules',
    'جداول الدوام',
    { policy: 'HR.WorkingScheduleManagement' },
  ],
  [
    'hr.attendance',
    'hr',
    6,
    'ClockCircleOutlined',
    'Attendance records',
    'سجلات الحضور',
    { policy: 'HR.Attendance.Index' },
  ],
  [
    'hr.attendance-requests',
    'hr',
    6.5,
    'FormOutlined',
    'Attendance corrections',
    'تصحيحات الحضور',
    { policy: 'HR.AttendanceRequests.Index' },
  ],
  ['hr.holidays', 'hr', 7, 'CarryOutOutlined', 'Holidays', 'العطل الرسمية', { policy: 'HR.Holiday.Index' }],
  [
    'hr.job-execution-record',
    'hr',
    8,
    'ProfileOutlined',
    'Job execution records',
    'سجلات تنفيذ المهام',
    { policy: 'HR.JobExecutionRecord.Index' },
  ],
  ['hr.fingerprint', 'hr', 9, 'ScanOutlined', 'Fingerprint', 'البصمة', { group: true }],
  [
    'hr.fingerprint.terminals',
    'hr.fingerprint',
    1,
    'DesktopOutlined',
    'Terminals',
    'أجهزة البصمة',
    { policy: 'HR.Terminals.Index' },
  ],
  [
    'hr.fingerprint.employee-pins',
    'hr.fingerprint',
    2,
    'KeyOutlined',
    'Employee fingerprint PINs',
    'أرقام بصمة الموظفين',
    { policy: 'HR.EmployeePin.Index' },
  ],
  ['hr.time-off', 'hr', 10, 'CoffeeOutlined', 'Time off', 'الإجازات', { group: true }],
  [
    'hr.time-off.leave-types',
    'hr.time-off',
    1,
    'TagsOutlined',
    'Leave types',
    'أنواع الإجازات',
    { policy: 'HR.LeaveTypeManagement' },
  ],
  [
    'hr.time-off.leave-allocations',
    'hr.time-off',
    2,
    'PieChartOutlined',
    'Leave allocations',
    'أرصدة الإجازات',
    { policy: 'HR.LeaveAllocations.Index' },
  ],
  [
    'hr.time-off.leave-requests',
    'hr.time-off',
    3,
    'CoffeeOutlined',
    'Leave requests',
    'طلبات الإجازات',
    { policy: 'HR.LeaveRequests.Index' },
  ],
  ['hr.penalties', 'hr', 11, 'WarningOutlined', 'Penalties', 'العقوبات', { group: true }],
  [
    'hr.penalties.types',
    'hr.penalties',
    1,
    'TagsOutlined',
    'Penalty types',
    'أنواع العقوبات',
    { policy: 'HR.PenaltyType.Index' },
  ],
  [
    'hr.penalties.penalties',
    'hr.penalties',
    2,
    'WarningOutlined',
    'Penalties',
    'العقوبات',
    { policy: 'HR.Penalty.Index' },
  ],
  ['hr.rewards', 'hr', 12, 'TrophyOutlined', 'Rewards', 'المكافآت', { group: true }],
  [
    'hr.rewards.types',
    'hr.rewards',
    1,
    'TagsOutlined',
    'Reward types',
    'أنواع المكافآت',
    { policy: 'HR.RewardType.Index' },
  ],
  [
    'hr.rewards.rewards',
    'hr.rewards',
    2,
    'TrophyOutlined',
    'Rewards',
    'المكافآت',
    { policy: 'HR.Reward.Index' },
  ],
  ['hr.custody', 'hr', 13, 'InboxOutlined', 'Employee custody', 'عهد الموظفين', { group: true }],
  [
    'hr.custody.custodies',
    'hr.custody',
    1,
    'InboxOutlined',
    'Custodies',
    'العهد',
    { policy: 'HR.EmployeeCustody.Index' },
  ],
  [
    'hr.expiring-soon',
    'hr',
    14,
    'FieldTimeOutlined',
    'Expiring soon',
    'ما ينتهي قريبًا',
    { policy: 'HR.Documents.Index' },
  ],
  [
    'hr.document-renewals',
    'hr',
    15,
    'FileSyncOutlined',
    'Document renewals',
    'تجديد المستندات',
    { policy: 'HR.DocumentRenewals.Index' },
  ],
  [
    'settings',
    null,
    5,
    'ControlOutlined',
    'Settings',
    'الإعدادات',
    { features: ['HR.Enable:disabled'], group: true },
  ],
  [
    'settings.attachment-types',
    'settings',
    1,
    'PaperClipOutlined',
    'Attachment types',
    'أنواع المرفقات',
    { policy: 'GoldenOwl.AttachmentType.AttachmentTypeManagement' },
  ],
  [
    'settings.extra-fields',
    'settings',
    2,
    'FormOutlined',
    'Extra fields',
    'الحقول الإضافية',
    { policy: 'GoldenOwl.ExtraFieldDefinition.ExtraFieldDefinition' },
  ],
  [
    'payroll-management',
    null,
    6,
    'DollarOutlined',
    'Payroll',
    'الرواتب',
    { features: ['Payroll.Enable:disabled'], group: true },
  ],
  [
    'payroll.salary-structures',
    'payroll-management',
    1,
    'ClusterOutlined',
    'Salary structures',
    'هياكل الرواتب',
    { policy: 'PR.SalaryStructure.Index' },
  ],
  [
    'payroll.salary-rules',
    'payroll-management',
    2,
    'CalculatorOutlined',
    'Salary rules',
    'قواعد الرواتب',
    { policy: 'PR.SalaryRule.Index' },
  ],
  [
    'payroll.salary-rule-categories',
    'payroll-management',
    3,
    'AppstoreOutlined',
    'Salary rule categories',
    'فئات قواعد الرواتب',
    { policy: 'PR.SalaryRuleCategory.Index' },
  ],
  [
    'payroll.payslips',
    'payroll-management',
    4,
    'FileDoneOutlined',
    'Payslips',
    'قسائم الرواتب',
    { policy: 'PR.Payslip.Index' },
  ],
  [
    'payroll.payroll-runs',
    'payroll-management',
    5,
    'PlayCircleOutlined',
    'Payroll runs',
    'تشغيلات الرواتب',
    { policy: 'PR.Payslip.Index' },
  ],
  [
    'finance',
    null,
    7,
    'BankOutlined',
    'Finance',
    'المالية',
    { features: ['Finance.Enable:disabled'], group: true },
  ],
  [
    'finance.currency',
    'finance',
    1,
    'MoneyCollectOutlined',
    'Currencies',
    'العملات',
    { policy: 'FN.CurrencyAndExchangeRate.Index' },
  ],
  [
    'finance.financial-account',
    'finance',
    2,
    'AccountBookOutlined',
    'Financial accounts',
    'الحسابات المالية',
    { policy: 'FN.Account.Index' },
  ],
  [
    'finance.fiscal-period',
    'finance',
    3,
    'CalendarOutlined',
    'Fiscal periods',
    'الفترات المالية',
    { policy: 'FN.FinancialPeriod.Index' },
  ],
  [
    'finance.journal-entry',
    'finance',
    4,
    'BookOutlined',
    'Journal entries',
    'القيود اليومية',
    { policy: 'FN.JournalEntry.Index' },
  ],
  [
    'finance.payroll-postings',
    'finance',
    5,
    'TableOutlined',
    'Payroll postings',
    'ترحيلات الرواتب',
    { policy: 'FN.JournalEntry.Index' },
  ],
  ['finance.bank', 'finance', 6, 'BankOutlined', 'Banks', 'البنوك', { policy: 'FN.Bank.Index' }],
  [
    'administration',
    null,
    100,
    'SafetyCertificateOutlined',
    'Administration',
    'الإدارة',
    { hideInBreadcrumb: true, group: true },
  ],
  [
    'administration.identity',
    'administration',
    1,
    'UserSwitchOutlined',
    'Identity management',
    'إدارة الهوية',
    { group: true },
  ],
  [
    'administration.identity.roles',
    'administration.identity',
    1,
    'FileProtectOutlined',
    'Roles',
    'الأدوار',
    { policy: 'AbpIdentity.Roles' },
  ],
  [
    'administration.identity.users',
    'administration.identity',
    2,
    'UserOutlined',
    'Users',
    'المستخدمون',
    { policy: 'AbpIdentity.Users' },
  ],
  [
    'administration.tenant-management',
    'administration',
    2,
    'ShopOutlined',
    'Tenant management',
    'إدارة الجهات',
    { hostOnly: true, group: true },
  ],
  [
    'administration.tenant-management.tenants',
    'administration.tenant-management',
    1,
    'ShopOutlined',
    'Tenants',
    'الجهات',
    { policy: 'AbpTenantManagement.Tenants' },
  ],
  [
    'administration.security-logs',
    'administration',
    3,
    'AuditOutlined',
    'Security log',
    'سجل الأمان',
    { policy: 'AuditLogging.SecurityLogs' },
  ],
  [
    'administration.audit-log',
    'administration',
    4,
    'AuditOutlined',
    'Audit log',
    'سجل التدقيق',
    { policy: 'AuditLogging.AuditLogs' },
  ],
  [
    'administration.setting-management',
    'administration',
    100,
    'SettingOutlined',
    'System settings',
    'إعدادات النظام',
    {
      policy: [
        'SettingManagement.Emailing',
        'SettingManagement.TimeZone',
        'FeatureManagement.ManageHostFeatures',
      ],
      features: ['SettingManagement.Enable:enabled'],
    },
  ],
];

// Entry -> the page registered for it.
const todaysRoutes: readonly (readonly [string, string])[] = [
  ['home', '/'],
  ['administration.identity.roles', '/identity/roles'],
  ['administration.identity.users', '/identity/users'],
  ['administration.tenant-management.tenants', '/tenant-management/tenants'],
  ['administration.audit-log', '/audit-logs'],
  ['administration.security-logs', '/identity/security-logs'],
  ['administration.setting-management', '/setting-management'],
  ['hr.departments', '/hr/departments'],
  ['hr.job-titles', '/hr/job-titles'],
  ['settings.attachment-types', '/settings/attachment-types'],
  ['settings.extra-fields', '/settings/extra-fields'],
  ['hr.employees', '/hr/employees'],
  ['self-service.my-profile', '/self-service/my-profile'],
  ['hr.contracts', '/hr/contracts'],
  ['hr.working-schedules', '/hr/working-schedules'],
  ['hr.fingerprint.terminals', '/hr/fingerprint/terminals'],
  ['hr.fingerprint.employee-pins', '/hr/fingerprint/employee-pins'],
  ['hr.attendance', '/hr/attendance'],
  ['self-service.my-attendance', '/self-service/my-attendance'],
  ['hr.holidays', '/hr/holidays'],
  ['self-service.holiday-calendar', '/self-service/holiday-calendar'],
  ['hr.job-execution-record', '/hr/job-execution-record'],
  ['hr.time-off.leave-types', '/hr/time-off/leave-types'],
  ['hr.time-off.leave-allocations', '/hr/time-off/leave-allocations'],
  ['self-service.my-allocations', '/self-service/my-allocations'],
  ['hr.time-off.leave-requests', '/hr/time-off/leave-requests'],
  ['self-service.my-leave-requests', '/self-service/my-leave-requests'],
  ['hr.custody.custodies', '/hr/employee-custody-management/custody'],
  ['hr.expiring-soon', '/hr/expiring-soon'],
  ['hr.document-renewals', '/hr/document-renewals'],
  ['self-service.my-documents', '/self-service/my-documents'],
  ['hr.penalties.types', '/hr/penalties-management/penalties-types'],
  ['hr.penalties.penalties', '/hr/penalties-management/penalties'],
  ['hr.rewards.types', '/hr/rewards-management/rewards-types'],
  ['hr.rewards.rewards', '/hr/rewards-management/rewards'],
  ['self-service.attendance-requests', '/self-service/attendance-requests'],
  ['hr.attendance-requests', '/hr/attendance-requests'],
  ['self-service.go-tasks', '/self-service/go-tasks'],
  ['payroll.salary-structures', '/payroll-management/salary-structures'],
  ['payroll.salary-rules', '/payroll-management/salary-rules'],
  ['payroll.payroll-runs', '/payroll-management/payroll-runs'],
  ['payroll.payslips', '/payroll-management/payslips'],
  ['self-service.my-payslips', '/self-service/my-payslips'],
  ['payroll.salary-rule-categories', '/payroll-management/salary-rules-categories'],
  ['finance.currency', '/finance/currency'],
  ['finance.financial-account', '/finance/financial-account'],
  ['finance.fiscal-period', '/finance/fiscal-period'],
  ['self-service.team-calendar', '/self-service/team-calendar'],
  ['finance.bank', '/finance/bank'],
  ['finance.journal-entry', '/finance/journal-entry'],
  ['finance.payroll-postings', '/finance/payroll-postings'],
];

const locales = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** A node's label as the menu shows it: `ns::Key` in that namespace, else in `menu` (AppMenu's t). */
function text(language: string, label: string): string | undefined {
  const [namespace, key] = label.includes('::') ? label.split('::', 2) : ['menu', label];
  return locales(language, namespace as string)[key as string];
}

/** The tree as rows, each level in the order the menu shows it (buildVisibleMenu sorts by order). */
function rowsOf(nodes: readonly MenuNode[], parent: string | null = null): Row[] {
  return [...nodes]
    .sort((a, b) => a.order - b.order)
    .flatMap((node) => {
      const requirements: Requirements = {
        ...(node.policy !== undefined && { policy: node.policy }),
        ...(node.features && { features: node.features.map((f) => `${f.name}:${f.whenMissing}`) }),
        ...(node.hostOnly && { hostOnly: true }),
        ...(node.tenantOnly && { tenantOnly: true }),
        ...(node.requiresEmployee && { requiresEmployee: true }),
        ...(!isMenuGroup(node) && node.anonymous && { anonymous: true }),
        ...(isMenuGroup(node) && node.hideInBreadcrumb && { hideInBreadcrumb: true }),
        ...(isMenuGroup(node) && { group: true }),
      };
      const icon = (node.icon as { displayName?: string } | undefined)?.displayName ?? '(none)';
      const labels = [
        text('en', node.label) ?? `(${node.label})`,
        text('ar', node.label) ?? `(${node.label})`,
      ];
      const row: Row = Object.keys(requirements).length
        ? [node.key, parent, node.order, icon, labels[0] as string, labels[1] as string, requirements]
        : [node.key, parent, node.order, icon, labels[0] as string, labels[1] as string];
      return [row, ...(isMenuGroup(node) ? rowsOf(node.children, node.key) : [])];
    });
}

const leafKeys = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((n) => (isMenuGroup(n) ? leafKeys(n.children) : [n.key]));

describe('the menu the modules compose', () => {
  it('is today’s menu: the same nodes, order, icons, labels in both languages and requirements', () => {
    expect(rowsOf(menuTree)).toEqual(todaysMenu);
  });

  it('has every menu key exactly once', () => {
    const keys = rowsOf(menuTree).map((row) => row[0]);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [key] of todaysMenu) expect(findMenuPath(menuTree, key), key).toBeDefined();
  });

  it('links every entry to the same page as before, and only entries', () => {
    expect(new Map(menuRoutes)).toEqual(new Map(todaysRoutes));
    const leaves = new Set(leafKeys(menuTree));
    const named = [...moduleRoutes.flatMap((r) => (r.menu ? [r.menu] : [])), ...homeCards.map((c) => c.menu)];
    expect(named.filter((key) => !leaves.has(key))).toEqual([]);
    expect([...leaves].filter((key) => !menuRoutes.has(key))).toEqual([]);
  });

  it('names every page of the shell in the breadcrumb, in both languages', () => {
    const shellPages = moduleRoutes.filter((r) => (r.layout ?? 'application') === 'application');
    const unnamed = shellPages.flatMap((route) => {
      const steps = breadcrumbSteps(menuTree, menuRoutes, moduleRoutes, `/${route.path.replaceAll(':', '')}`);
      const labels = steps.flatMap((step) => [text('en', step.label), text('ar', step.label)]);
      return steps.length && labels.every(Boolean) ? [] : [route.path];
    });
    expect(unnamed).toEqual([]);
  });

  it('sorts each level by order, whatever order the modules were found in', () => {
    const sortedAt = (nodes: readonly MenuNode[]): boolean =>
      nodes.every((n, i) => i === 0 || (nodes[i - 1] as MenuNode).order < n.order) &&
      nodes.every((n) => !isMenuGroup(n) || sortedAt(n.children));
    expect(sortedAt(menuTree)).toBe(true);
    const reversed = composeMenu(
      menuTree.map((n) => (isMenuGroup(n) ? { ...n, children: [] } : n)),
      [...moduleMenus].reverse(),
    );
    expect(rowsOf(reversed)).toEqual(todaysMenu);
  });
});

describe('the modules found', () => {
  const modulesDir = new URL('../../modules/', import.meta.url);
  const folders = (file: string) =>
    readdirSync(modulesDir)
      .filter((name) => existsSync(new URL(`${name}/${file}`, modulesDir)))
      .sort();

  it('are every folder with an index.ts, each once, by folder name', () => {
    const names = webModules.map((m) => m.name);
    expect(names).toEqual(folders('index.ts'));
    expect(names).toEqual(expect.arrayContaining(['employees', 'payroll', 'time']));
  });

  it('give one menu for every module folder with a menu.ts', () => {
    expect(moduleMenus).toHaveLength(folders('menu.ts').length);
    expect(moduleMenus.length).toBeGreaterThan(10);
  });
});

describe('composeMenu', () => {
  const shell: MenuNode[] = [
    { key: 'home', label: 'Home', order: 1, anonymous: true },
    { key: 'hr', label: 'HR', order: 4, children: [] },
  ];

  it('puts a module’s nodes under their parents, its own groups included, or at the top', () => {
    const tree = composeMenu(shell, [
      defineMenu([
        { parent: 'hr', key: 'hr.b', label: 'x::B', order: 2 },
        { parent: 'hr', key: 'hr.g', label: 'x::G', order: 1, children: [] },
        { key: 'area', label: 'x::Area', order: 2, children: [] },
      ]),
      defineMenu([
        { parent: 'hr.g', key: 'hr.g.a', label: 'y::A', order: 1 },
        { parent: 'area', key: 'area.a', label: 'y::A', order: 1 },
      ]),
    ]);
    const shape = (nodes: readonly MenuNode[]): unknown[] =>
      nodes.map((n) => (isMenuGroup(n) ? { [n.key]: shape(n.children) } : n.key));
    expect(shape(tree)).toEqual(['home', { area: ['area.a'] }, { hr: [{ 'hr.g': ['hr.g.a'] }, 'hr.b'] }]);
    // The shell's tree is left as it was.
    expect(shell[1]).toEqual({ key: 'hr', label: 'HR', order: 4, children: [] });
  });

  it('refuses an unknown parent, a key declared twice and a cycle of groups', () => {
    expect(() =>
      composeMenu(shell, [defineMenu([{ parent: 'hrx', key: 'a', label: 'A', order: 1 }])]),
    ).toThrow(/parent hrx/);
    expect(() =>
      composeMenu(shell, [
        defineMenu([{ parent: 'hr', key: 'a', label: 'A', order: 1 }]),
        defineMenu([{ key: 'a', label: 'A', order: 2 }]),
      ]),
    ).toThrow(/a is declared twice/);
    expect(() =>
      composeMenu(shell, [defineMenu([{ parent: 'hr', key: 'hr', label: 'A', order: 1 }])]),
    ).toThrow(/declared twice/);
    expect(() =>
      composeMenu(shell, [
        defineMenu([
          { parent: 'g2', key: 'g1', label: 'A', order: 1, children: [] },
          { parent: 'g1', key: 'g2', label: 'B', order: 1, children: [] },
        ]),
      ]),
    ).toThrow(/out of the tree/);
  });
});

describe('policyOf', () => {
  it('is the endpoint’s policy: one name, or the names any of which lets in', () => {
    expect(policyOf(userEndpoints.list)).toBe('AbpIdentity.Users');
    expect(policyOf({ access: access.policy('A', 'B') })).toEqual(['A', 'B']);
    expect(anyOf('A', ['B', 'C'], TenancyPermissions.TimeZone)).toEqual([
      'A',
      'B',
      'C',
      'SettingManagement.TimeZone',
    ]);
  });

  it('refuses an endpoint without a policy, which would show the entry to everyone', () => {
    expect(() => policyOf({ access: access.authenticated })).toThrow(/names no policy/);
    expect(() => policyOf({ access: access.public })).toThrow(/names no policy/);
  });
});
