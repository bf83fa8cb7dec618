/**
 * The leaves of the shell's menu tree. A module names one of these on its route to make the entry
 * appear; the typo-proof names keep the tree (the spec's menu) and the modules apart.
 */
export const MenuKeys = {
  Home: 'home',
  // Self-service (document 1, §2)
  MyAttendance: 'self-service.my-attendance',
  AttendanceRequests: 'self-service.attendance-requests',
  MyAllocations: 'self-service.my-allocations',
  MyLeaveRequests: 'self-service.my-leave-requests',
  HolidayCalendar: 'self-service.holiday-calendar',
  MyTasks: 'self-service.go-tasks',
  MyPayslips: 'self-service.my-payslips',
  // HR (document 3, §2.10)
  Departments: 'hr.departments',
  JobTitles: 'hr.job-titles',
  Employees: 'hr.employees',
  Contracts: 'hr.contracts',
  WorkingSchedules: 'hr.working-schedules',
  AttendanceRecords: 'hr.attendance',
  AttendanceCorrections: 'hr.attendance-requests',
  Holidays: 'hr.holidays',
  JobExecutionRecords: 'hr.job-execution-record',
  Terminals: 'hr.fingerprint.terminals',
  EmployeePins: 'hr.fingerprint.employee-pins',
  LeaveTypes: 'hr.time-off.leave-types',
  LeaveAllocations: 'hr.time-off.leave-allocations',
  LeaveRequests: 'hr.time-off.leave-requests',
  PenaltyTypes: 'hr.penalties.types',
  Penalties: 'hr.penalties.penalties',
  RewardTypes: 'hr.rewards.types',
  Rewards: 'hr.rewards.rewards',
  Custodies: 'hr.custody.custodies',
  // Settings
  AttachmentTypes: 'settings.attachment-types',
  ExtraFields: 'settings.extra-fields',
  // Payroll
  SalaryStructures: 'payroll.salary-structures',
  SalaryRules: 'payroll.salary-rules',
  SalaryRuleCategories: 'payroll.salary-rule-categories',
  Payslips: 'payroll.payslips',
  PayrollRuns: 'payroll.payroll-runs',
  // Finance
  Currencies: 'finance.currency',
  FinancialAccounts: 'finance.financial-account',
  FiscalPeriods: 'finance.fiscal-period',
  // Administration
  Roles: 'administration.identity.roles',
  Users: 'administration.identity.users',
  Tenants: 'administration.tenant-management.tenants',
  SettingManagement: 'administration.setting-management',
} as const;

export type MenuKey = (typeof MenuKeys)[keyof typeof MenuKeys];
