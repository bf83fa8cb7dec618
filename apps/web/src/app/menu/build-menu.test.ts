import { type ApplicationConfiguration, EmployeesPermissions, TenancyPermissions } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { featureGate } from '../config/policy.ts';
import {
  breadcrumbSteps,
  buildVisibleMenu,
  canOpen,
  findMenuPath,
  matchMenuKey,
  offersManagement,
  requirementsOf,
} from './build-menu.ts';
import { type MenuNode, menuTree } from './menu-tree.ts';

/** Keys of the product's menu entries these tests name (menu-tree.test.ts holds the whole menu). */
const MenuKeys = {
  Home: 'home',
  MyLeaveRequests: 'self-service.my-leave-requests',
  MyTasks: 'self-service.go-tasks',
  Departments: 'hr.departments',
  Employees: 'hr.employees',
  AttendanceRecords: 'hr.attendance',
  Rewards: 'hr.rewards.rewards',
  Users: 'administration.identity.users',
  Tenants: 'administration.tenant-management.tenants',
  SettingManagement: 'administration.setting-management',
} as const;

function config(
  options: {
    policies?: string[];
    features?: Record<string, string>;
    tenantId?: string | null;
    employeeId?: string | null;
    authenticated?: boolean;
  } = {},
): ApplicationConfiguration {
  return {
    localization: {
      currentCulture: { cultureName: 'en', name: 'en', displayName: 'English', isRightToLeft: false },
      languages: [],
      defaultResourceName: 'HR',
    },
    auth: { grantedPolicies: Object.fromEntries((options.policies ?? []).map((p) => [p, true])) },
    setting: { values: {} },
    features: { values: options.features ?? {} },
    currentUser: {
      isAuthenticated: options.authenticated ?? true,
      id: 'u1',
      tenantId: options.tenantId ?? null,
      userName: 'admin',
      name: null,
      surName: null,
      email: null,
      roles: [],
      employeeId: options.employeeId ?? null,
    },
    currentTenant: {
      id: options.tenantId ?? null,
      name: options.tenantId ? 'acme' : null,
      isAvailable: true,
    },
    multiTenancy: { isEnabled: true },
    timing: { timeZone: { iana: { timeZoneName: 'UTC' } } },
  };
}

const tree: MenuNode[] = [
  { key: MenuKeys.Home, label: 'Home', order: 1, anonymous: true },
  {
    key: 'hr',
    label: 'HR',
    order: 4,
    features: [featureGate('HR.Enable')],
    children: [
      { key: MenuKeys.Employees, label: 'Employees', order: 2, policy: 'HR.Employees.Index' },
      { key: MenuKeys.Departments, label: 'Departments', order: 1, policy: 'HR.Departments' },
      { key: MenuKeys.AttendanceRecords, label: 'AttendanceRecords', order: 3 },
    ],
  },
  {
    key: 'administration',
    label: 'Administration',
    order: 2,
    hideInBreadcrumb: true,
    children: [
      { key: MenuKeys.Users, label: 'Users', order: 1, policy: ['AbpIdentity.Users', 'AbpIdentity.Roles'] },
      {
        key: MenuKeys.Tenants,
        label: 'Tenants',
        order: 2,
        policy: 'AbpTenantManagement.Tenants',
        hostOnly: true,
      },
      {
        key: MenuKeys.SettingManagement,
        label: 'SettingManagement',
        order: 3,
        policy: 'SettingManagement.Emailing',
        features: [featureGate('SettingManagement.Enable', 'enabled')],
      },
    ],
  },
];

const allRoutes = new Map<string, string>([
  [MenuKeys.Home, '/'],
  [MenuKeys.Employees, '/hr/employees'],
  [MenuKeys.Departments, '/hr/departments'],
  [MenuKeys.AttendanceRecords, '/hr/attendance'],
  [MenuKeys.Users, '/identity/users'],
  [MenuKeys.Tenants, '/tenant-management/tenants'],
  [MenuKeys.SettingManagement, '/setting-management'],
]);

const keys = (nodes: ReturnType<typeof buildVisibleMenu>): unknown[] =>
  nodes.map((n) => (n.children ? { [n.key]: keys(n.children) } : n.key));

describe('buildVisibleMenu', () => {
  it('shows entries the user may open, sorted by order, groups first by their own order', () => {
    const menu = buildVisibleMenu(
      tree,
      allRoutes,
      config({
        policies: ['HR.Employees.Index', 'HR.Departments', 'AbpIdentity.Users'],
        features: { 'HR.Enable': 'true' },
      }),
    );
    expect(keys(menu)).toEqual([
      'home',
      { administration: [MenuKeys.Users] },
      { hr: [MenuKeys.Departments, MenuKeys.Employees, MenuKeys.AttendanceRecords] },
    ]);
    expect(menu[2]?.children?.[0]?.path).toBe('/hr/departments');
  });

  it('hides entries no module registered a route for', () => {
    const menu = buildVisibleMenu(
      tree,
      new Map([[MenuKeys.Users, '/identity/users']]),
      config({ policies: ['AbpIdentity.Users', 'HR.Employees.Index'], features: { 'HR.Enable': 'true' } }),
    );
    expect(keys(menu)).toEqual([{ administration: [MenuKeys.Users] }]);
  });

  it('hides a whole area when its feature is off, and empty groups', () => {
    const menu = buildVisibleMenu(
      tree,
      allRoutes,
      config({ policies: ['HR.Employees.Index'], features: { 'HR.Enable': 'false' } }),
    );
    expect(keys(menu)).toEqual(['home']);
  });

  it('keeps tenants to the host side', () => {
    const policies = ['AbpTenantManagement.Tenants'];
    expect(keys(buildVisibleMenu(tree, allRoutes, config({ policies })))).toContainEqual({
      administration: [MenuKeys.Tenants],
    });
    expect(keys(buildVisibleMenu(tree, allRoutes, config({ policies, tenantId: 't1' })))).toEqual(['home']);
  });

  it('hides setting management only when its feature is explicitly false', () => {
    const policies = ['SettingManagement.Emailing'];
    const shown = (features: Record<string, string>) =>
      JSON.stringify(keys(buildVisibleMenu(tree, allRoutes, config({ policies, features })))).includes(
        MenuKeys.SettingManagement,
      );
    expect(shown({})).toBe(true);
    expect(shown({ 'SettingManagement.Enable': 'true' })).toBe(true);
    expect(shown({ 'SettingManagement.Enable': 'false' })).toBe(false);
  });

  it('accepts any one of several policies', () => {
    const menu = buildVisibleMenu(tree, allRoutes, config({ policies: ['AbpIdentity.Roles'] }));
    expect(keys(menu)).toContainEqual({ administration: [MenuKeys.Users] });
  });

  it('shows only anonymous entries to visitors', () => {
    const menu = buildVisibleMenu(
      tree,
      allRoutes,
      config({ authenticated: false, features: { 'HR.Enable': 'true' } }),
    );
    expect(keys(menu)).toEqual(['home']);
  });
});

describe('the product menu tree', () => {
  it('puts users under Administration > Identity management with the users policy', () => {
    const path = findMenuPath(menuTree, MenuKeys.Users)?.map((n) => n.key);
    expect(path).toEqual(['administration', 'administration.identity', MenuKeys.Users]);
    expect(requirementsOf(menuTree, MenuKeys.Users).policies).toEqual(['AbpIdentity.Users']);
  });

  it('gates HR entries by HR.Enable and their policy', () => {
    const rewards = requirementsOf(menuTree, MenuKeys.Rewards);
    expect(rewards.features.map((f) => f.name)).toEqual(['HR.Enable']);
    expect(rewards.policies).toEqual(['HR.Reward.Index']);
    expect(findMenuPath(menuTree, MenuKeys.Rewards)?.map((n) => n.key)).toEqual([
      'hr',
      'hr.rewards',
      MenuKeys.Rewards,
    ]);
  });
});

describe('matchMenuKey', () => {
  it('matches the longest registered path by segments', () => {
    expect(matchMenuKey(allRoutes, '/identity/users')).toBe(MenuKeys.Users);
    expect(matchMenuKey(allRoutes, '/hr/employees/update/42')).toBe(MenuKeys.Employees);
    expect(matchMenuKey(allRoutes, '/')).toBe(MenuKeys.Home);
    expect(matchMenuKey(allRoutes, '/hr/employeesX')).toBeUndefined();
    expect(matchMenuKey(allRoutes, '/nowhere')).toBeUndefined();
  });
});

describe('breadcrumbSteps', () => {
  const titled = [
    { path: 'hr/employees/update/:id' },
    { path: 'notifications', title: 'notifications::Notifications' },
    { path: 'reports/:id', title: 'reports::Report' },
  ];
  const labels = (pathname: string) => breadcrumbSteps(tree, allRoutes, titled, pathname).map((s) => s.label);

  it('follows the menu path of the page’s entry, without the home entry and the hidden Administration', () => {
    expect(breadcrumbSteps(tree, allRoutes, titled, '/hr/employees/update/42')).toEqual([
      { key: 'hr', label: 'HR', path: undefined },
      { key: MenuKeys.Employees, label: 'Employees', path: '/hr/employees' },
    ]);
    expect(labels('/identity/users')).toEqual(['Users']);
  });

  it('names a page no menu entry leads to by its route’s title', () => {
    expect(breadcrumbSteps(tree, allRoutes, titled, '/notifications')).toEqual([
      { key: 'notifications', label: 'notifications::Notifications' },
    ]);
    expect(labels('/reports/7')).toEqual(['reports::Report']);
  });

  it('has nothing for a path neither a menu entry nor a titled route serves', () => {
    expect(labels('/nowhere')).toEqual([]);
    expect(labels('/notifications/old')).toEqual([]);
    expect(labels('/reports')).toEqual([]);
  });
});

describe('canOpen', () => {
  it('is true only for a registered entry whose requirements and its groups’ hold', () => {
    const hr = { policies: ['HR.Employees.Index'], features: { 'HR.Enable': 'true' }, tenantId: 't1' };
    expect(canOpen(tree, allRoutes, MenuKeys.Employees, config(hr))).toBe(true);
    // The group's feature is off, the entry's policy is missing, the user is signed out.
    expect(canOpen(tree, allRoutes, MenuKeys.Employees, config({ ...hr, features: {} }))).toBe(false);
    expect(canOpen(tree, allRoutes, MenuKeys.Employees, config({ ...hr, policies: [] }))).toBe(false);
    expect(canOpen(tree, allRoutes, MenuKeys.Employees, config({ ...hr, authenticated: false }))).toBe(false);
    // No module registered a page for it.
    const without = new Map([...allRoutes].filter(([key]) => key !== MenuKeys.Employees));
    expect(canOpen(tree, without, MenuKeys.Employees, config(hr))).toBe(false);
  });

  it('keeps self-service inside a tenant: the host has no employees, requests or tasks', () => {
    const routes = new Map([[MenuKeys.MyTasks, '/self-service/go-tasks']]);
    const features = { 'HR.Enable': 'true', 'SelfService.Enable': 'true' };
    expect(canOpen(menuTree, routes, MenuKeys.MyTasks, config({ features, tenantId: 't1' }))).toBe(true);
    expect(canOpen(menuTree, routes, MenuKeys.MyTasks, config({ features, tenantId: null }))).toBe(false);
  });
});

describe('offersManagement', () => {
  // The product's own menu: an employee (self-service only) against an HR officer and a host admin.
  const routes = new Map<string, string>([
    [MenuKeys.Home, '/'],
    [MenuKeys.MyLeaveRequests, '/self-service/my-leave-requests'],
    [MenuKeys.MyTasks, '/self-service/go-tasks'],
    [MenuKeys.Employees, '/hr/employees'],
    [MenuKeys.Tenants, '/tenant-management/tenants'],
  ]);
  const employee = {
    features: { 'HR.Enable': 'true', 'SelfService.Enable': 'true' },
    tenantId: 't1',
    employeeId: 'e1',
  };
  const visible = (options: Parameters<typeof config>[0]) =>
    offersManagement(buildVisibleMenu(menuTree, routes, config(options)));

  it('is false for a user who sees only the home page and her own pages', () => {
    expect(visible(employee)).toBe(false);
    expect(visible({ ...employee, authenticated: false })).toBe(false);
  });

  it('is true for a user who holds an HR or an administration permission', () => {
    expect(visible({ ...employee, policies: [EmployeesPermissions.Employees.Default] })).toBe(true);
    expect(visible({ policies: [TenancyPermissions.Tenants.Default] })).toBe(true);
  });
});
