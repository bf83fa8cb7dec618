import {
  attachmentTypeEndpoints,
  attendanceEndpoints,
  attendanceRequestEndpoints,
  contractEndpoints,
  currencyEndpoints,
  departmentEndpoints,
  documentRenewalEndpoints,
  dueItemEndpoints,
  emailingEndpoints,
  employeeCustodyEndpoints,
  employeeEndpoints,
  employeePinEndpoints,
  entityChangeEndpoints,
  extraFieldDefinitionEndpoints,
  FinancePermissions,
  financialAccountEndpoints,
  financialPeriodEndpoints,
  holidayEndpoints,
  jobExecutionRecordEndpoints,
  jobTitleEndpoints,
  journalEntryEndpoints,
  leaveAllocationEndpoints,
  leaveRequestEndpoints,
  leaveTypeEndpoints,
  payrollRunEndpoints,
  payslipEndpoints,
  penaltyEndpoints,
  penaltyTypeEndpoints,
  rewardEndpoints,
  rewardTypeEndpoints,
  roleEndpoints,
  salaryRuleCategoryEndpoints,
  salaryRuleEndpoints,
  salaryStructureEndpoints,
  securityLogEndpoints,
  TenancyPermissions,
  tenantEndpoints,
  terminalEndpoints,
  timeSettingsEndpoints,
  userEndpoints,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import type { Policy } from '../config/policy.ts';
import { isMenuGroup, type MenuNode } from './menu-node.ts';
import { menuTree } from './menu-tree.ts';
import { anyOf, policyOf } from './module-menu.ts';

/**
 * A menu entry names its permission (its module's menu.ts), so that the shell's menu reads the contracts' light
 * tables of names and builds no endpoint's schemas. What it names must be what the page's main endpoint (its
 * list or get) demands: the entry shows to exactly those the page lets in. The endpoint of each entry's page:
 */
const pageEndpoints: Readonly<Record<string, Policy>> = {
  'administration.audit-log': policyOf(entityChangeEndpoints.list),
  'hr.custody.custodies': policyOf(employeeCustodyEndpoints.list),
  'hr.penalties.types': policyOf(penaltyTypeEndpoints.list),
  'hr.penalties.penalties': policyOf(penaltyEndpoints.list),
  'hr.rewards.types': policyOf(rewardTypeEndpoints.list),
  'hr.rewards.rewards': policyOf(rewardEndpoints.list),
  'hr.expiring-soon': policyOf(dueItemEndpoints.list),
  'hr.document-renewals': policyOf(documentRenewalEndpoints.all),
  'hr.employees': policyOf(employeeEndpoints.list),
  'hr.contracts': policyOf(contractEndpoints.list),
  'hr.working-schedules': policyOf(workingScheduleEndpoints.list),
  'settings.attachment-types': policyOf(attachmentTypeEndpoints.list),
  'settings.extra-fields': policyOf(extraFieldDefinitionEndpoints.list),
  'finance.currency': policyOf(currencyEndpoints.list),
  'finance.financial-account': policyOf(financialAccountEndpoints.list),
  'finance.fiscal-period': policyOf(financialPeriodEndpoints.list),
  // The banks' list is open to those who edit employees too (the form's bank select): the page is the managers'.
  'finance.bank': FinancePermissions.Banks.Default,
  'finance.journal-entry': policyOf(journalEntryEndpoints.list),
  'finance.payroll-postings': policyOf(journalEntryEndpoints.trialBalance),
  'administration.identity.roles': policyOf(roleEndpoints.list),
  'administration.identity.users': policyOf(userEndpoints.list),
  'administration.security-logs': policyOf(securityLogEndpoints.list),
  'hr.time-off.leave-types': policyOf(leaveTypeEndpoints.list),
  'hr.time-off.leave-allocations': policyOf(leaveAllocationEndpoints.list),
  'hr.time-off.leave-requests': policyOf(leaveRequestEndpoints.all),
  'hr.departments': policyOf(departmentEndpoints.list),
  'hr.job-titles': policyOf(jobTitleEndpoints.list),
  'payroll.salary-structures': policyOf(salaryStructureEndpoints.list),
  'payroll.salary-rules': policyOf(salaryRuleEndpoints.list),
  'payroll.salary-rule-categories': policyOf(salaryRuleCategoryEndpoints.list),
  'payroll.payslips': policyOf(payslipEndpoints.list),
  'payroll.payroll-runs': policyOf(payrollRunEndpoints.list),
  'hr.attendance-requests': policyOf(attendanceRequestEndpoints.all),
  'administration.tenant-management.tenants': policyOf(tenantEndpoints.list),
  // The settings page's tabs: e-mail, time zone, the host's features.
  'administration.setting-management': anyOf(
    policyOf(emailingEndpoints.get),
    policyOf(timeSettingsEndpoints.get),
    TenancyPermissions.ManageHostFeatures,
  ),
  'hr.attendance': policyOf(attendanceEndpoints.list),
  'hr.holidays': policyOf(holidayEndpoints.list),
  'hr.job-execution-record': policyOf(jobExecutionRecordEndpoints.list),
  'hr.fingerprint.terminals': policyOf(terminalEndpoints.list),
  'hr.fingerprint.employee-pins': policyOf(employeePinEndpoints.list),
};

const leaves = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (isMenuGroup(node) ? leaves(node.children) : [node]));

describe('menu policies by permission name', () => {
  it.each(Object.entries(pageEndpoints))('%s names what its page endpoint demands', (key, policy) => {
    const entry = leaves(menuTree).find((node) => node.key === key);
    expect(entry, `${key} is in the menu`).toBeDefined();
    expect(entry?.policy).toEqual(policy);
  });

  it('every entry with a policy has its page endpoint above (a new entry adds its line)', () => {
    const unchecked = leaves(menuTree)
      .filter((node) => node.policy !== undefined && !(node.key in pageEndpoints))
      .map((node) => `${node.key}: ${String(node.policy)}`);
    expect(unchecked).toEqual([]);
  });
});
