// What other modules may use of finance: the pages' addresses, for links (payroll's fiscal periods).

// The banks, for the employee form's bank select.
export { bankApi } from './api/bank.api.ts';
// The settings group of the organisation's salary account (the Settings page's tab).
export { CompanyBankAccountForm } from './components/CompanyBankAccountForm.tsx';
export { financePaths } from './finance.routes.ts';
