// Platform primitives every module uses.

export * from './custody/index.ts';
export * from './discipline/index.ts';
export * from './employees/index.ts';
// The modules, and the registries built from their list.
export * from './employment/index.ts';
export * from './extensions/index.ts';
export * from './finance/index.ts';
export * from './identity/index.ts';
export * from './leave/index.ts';
export * from './modules.ts';
export * from './organisation/index.ts';
export * from './payroll/index.ts';
export * from './platform/app-config.contract.ts';
export * from './platform/contract-module.ts';
export * from './platform/dates.ts';
export * from './platform/endpoint.ts';
export * from './platform/enum.ts';
export * from './platform/errors.contract.ts';
export * from './platform/features.ts';
export * from './platform/localization.ts';
export * from './platform/money.ts';
export * from './platform/paging.contract.ts';
export * from './platform/permissions.ts';
export * from './platform/phone.ts';
export * from './platform/resource.ts';
export * from './platform/settings.ts';
export * from './platform/sorting.ts';
export * from './platform/text.ts';
export * from './requests/index.ts';
export * from './tenancy/index.ts';
export * from './time/index.ts';
