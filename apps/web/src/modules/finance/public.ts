// What other modules may use of finance: the pages' addresses, for links (payroll's fiscal periods).
export { financePaths } from './finance.routes.ts';
