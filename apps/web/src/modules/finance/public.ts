// What other modules may use of finance: the pages' addresses, for links (payroll's fiscal periods and a
// run's journal entries), and the account select and names (a salary rule's accounts, a structure's postings).
export { AccountSelect, useAccountNames } from './components/AccountSelect.tsx';
export { financePaths } from './finance.routes.ts';
