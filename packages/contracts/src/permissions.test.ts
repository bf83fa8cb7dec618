import { describe, expect, it } from 'vitest';
import { CustodyPermissions } from './custody/custody.permissions.ts';
import { DisciplinePermissions } from './discipline/discipline.permissions.ts';
import { EmployeesPermissions } from './employees/employees.permissions.ts';
import { ContractsPermissions } from './employment/employment.permissions.ts';
import { ExtensionsPermissions } from './extensions/extensions.permissions.ts';
import { FinancePermissions } from './finance/finance.permissions.ts';
import { IdentityPermissions } from './identity/identity.permissions.ts';
import { LeavePermissions } from './leave/leave.permissions.ts';
import { allPermissions, permissionByName, permissionGroups } from './modules.ts';
import { OrganisationPermissions } from './organisation/organisation.permissions.ts';
import { PayrollPermissions } from './payroll/payroll.permissions.ts';
import { featureGroups, flattenFeatureGroups } from './platform/features.ts';
import type { LocalizedText } from './platform/localization.ts';
import { flattenPermissionGroups } from './platform/permissions.ts';
import { RequestsPermissions } from './requests/requests.permissions.ts';
import { TenancyPermissions } from './tenancy/tenancy.permissions.ts';
import { TimePermissions } from './time/time.permissions.ts';

/** Every policy the specification names: document 3 §6 (a superset of document 2 §6) and document 1 §6. */
const specPolicies = [
  'HR.Reward.Index',
  'HR.RewardType.Index',
  'HR.EmployeeCustody.Index',
  'HR.DepartmentsAndJobTitles.Index',
  'HR.Employees.Index',
  'HR.Contract.Index',
  'HR.WorkingScheduleManagement',
  'HR.Holiday.Index',
  'HR.JobExecutionRecord.Index',
  'HR.Terminals.Index',
  'HR.EmployeePin.Index',
  'HR.LeaveTypeManagement',
  'HR.LeaveAllocations.Index',
  'HR.PenaltyType.Index',
  'HR.Penalty.Index',
  'GoldenOwl.AttachmentType.AttachmentTypeManagement',
  'GoldenOwl.ExtraFieldDefinition.ExtraFieldDefinition',
  'PR.SalaryStructure.Index',
  'PR.SalaryRule.Index',
  'PR.SalaryRuleCategory.Index',
  'PR.Payslip.Index',
  'FN.CurrencyAndExchangeRate.Index',
  'FN.Account.Index',
  'FN.FinancialPeriod.Index',
  'AbpIdentity.Roles',
  'AbpIdentity.Users',
  'AbpTenantManagement.Tenants',
  'SettingManagement.Emailing',
  'FeatureManagement.ManageHostFeatures',
];

const nameObjects = {
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
};

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

const baseOf = (name: string) => (name.endsWith('.Index') ? name.slice(0, -'.Index'.length) : name);

const hasArabicLetter = (text: string) =>
  [...text].some((ch) => /\p{L}/u.test(ch) && /\p{Script=Arabic}/u.test(ch));

describe('permission registry', () => {
  it.each(specPolicies)('registers the spec policy %s', (policy) => {
    expect(permissionByName.has(policy)).toBe(true);
  });

  it('registers every name of the modules’ name objects, and nothing twice', () => {
    const declared = Object.entries(nameObjects).flatMap(([owner, names]) =>
      leaves(names).map((name) => `${owner}: ${name}`),
    );
    const missing = declared.filter((entry) => !permissionByName.has(entry.split(': ')[1] ?? ''));
    expect(missing).toEqual([]);
    expect(new Set(allPermissions.map((p) => p.name)).size).toBe(allPermissions.length);
  });

  it('refuses a name defined twice', () => {
    const twice = { en: 'Twice', ar: 'مرتين' };
    expect(() =>
      flattenPermissionGroups([
        {
          name: 'X',
          displayName: twice,
          side: 'tenant',
          permissions: [
            { name: 'X.A.Index', displayName: twice },
            { name: 'X.B.Index', displayName: twice, children: [{ name: 'X.A.Index', displayName: twice }] },
          ],
        },
      ]),
    ).toThrow('X.A.Index');
    expect(() => flattenPermissionGroups(permissionGroups)).not.toThrow();
  });

  it('names every group and permission in English and Arabic', () => {
    const texts: [string, LocalizedText][] = [
      ...permissionGroups.map((g): [string, LocalizedText] => [`group ${g.name}`, g.displayName]),
      ...allPermissions.map((p): [string, LocalizedText] => [p.name, p.displayName]),
    ];
    const bad = texts
      .filter(([, t]) => !t.en?.trim() || !t.ar?.trim() || !hasArabicLetter(t.ar))
      .map(([owner]) => owner);
    expect(bad).toEqual([]);
  });

  it("names each child after its parent's base and each permission after its group", () => {
    const misnamed = allPermissions
      .filter(
        (p) =>
          !p.name.startsWith(`${p.groupName}.`) ||
          (p.parentName !== null && !p.name.startsWith(`${baseOf(p.parentName)}.`)),
      )
      .map((p) => p.name);
    expect(misnamed).toEqual([]);
  });

  it('gates each business group by an existing feature and grants it in tenants only', () => {
    const features = new Set(flattenFeatureGroups(featureGroups).map((f) => f.name));
    const business = permissionGroups.filter((g) => ['HR', 'GoldenOwl', 'PR', 'FN'].includes(g.name));
    expect(business.map((g) => [g.name, g.side, g.feature])).toEqual([
      ['HR', 'tenant', 'HR.Enable'],
      ['GoldenOwl', 'tenant', 'HR.Enable'],
      ['PR', 'tenant', 'Payroll.Enable'],
      ['FN', 'tenant', 'Finance.Enable'],
    ]);
    for (const g of permissionGroups) if (g.feature) expect(features).toContain(g.feature);
  });

  it('lists the HR group in the order of the HR menu', () => {
    const hr = permissionGroups.find((g) => g.name === 'HR');
    expect(hr?.permissions.map((p) => p.name)).toEqual([
      'HR.Dashboard',
      'HR.DepartmentsAndJobTitles.Index',
      'HR.Employees.Index',
      'HR.Contract.Index',
      'HR.WorkingScheduleManagement',
      'HR.Attendance.Index',
      'HR.Holiday.Index',
      'HR.JobExecutionRecord.Index',
      'HR.Terminals.Index',
      'HR.EmployeePin.Index',
      'HR.LeaveTypeManagement',
      'HR.LeaveAllocations.Index',
      'HR.LeaveRequests.Index',
      'HR.AttendanceRequests.Index',
      'HR.Notifications.Send',
      'HR.PenaltyType.Index',
      'HR.Penalty.Index',
      'HR.RewardType.Index',
      'HR.Reward.Index',
      'HR.EmployeeCustody.Index',
      'HR.Documents.Index',
      'HR.DocumentRenewals.Index',
    ]);
  });
});
