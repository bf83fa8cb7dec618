// What other modules may use of finance: the pages' addresses, for links (payroll's fiscal periods and a
// run's journal entries), and the account select and names (a salary rule's accounts, a structure's postings).

// The banks, for the employee form's bank select.
export { bankApi } from './api/bank.api.ts';
export { AccountSelect, useAccountNames } from './components/AccountSelect.tsx';
// The settings group of the organisation's salary account (the Settings page's tab).
export { CompanyBankAccountForm } from './components/CompanyBankAccountForm.tsx';
export { financePaths } from './finance.routes.ts';
