// What other modules may use of payroll: the addresses of its pages, for links (the global search opens a
// payslip's items on the payslips page).
export { payrollPaths } from './payroll.routes.ts';
