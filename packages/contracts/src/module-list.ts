// Every module's contracts, one line each: adding a module is its line here, and nothing else in contracts.
// The package exports what each exports; `modules.ts` finds their `defineContractModule`s among it.
export * from './audit/index.ts';
export * from './custody/index.ts';
export * from './dashboard/index.ts';
export * from './discipline/index.ts';
export * from './documents/index.ts';
export * from './employees/index.ts';
export * from './employment/index.ts';
export * from './extensions/index.ts';
export * from './finance/index.ts';
export * from './identity/index.ts';
export * from './leave/index.ts';
export * from './organisation/index.ts';
export * from './payroll/index.ts';
export * from './requests/index.ts';
export * from './tenancy/index.ts';
export * from './time/index.ts';
export * from './workspace/index.ts';
