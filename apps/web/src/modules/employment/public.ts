// What other modules may use of contracts: the working schedules' calls and query keys (the contract
// form's schedule select, and `workingScheduleApi.keys` for declaring a dependency on them).
export { workingScheduleApi } from './api/working-schedule.api.ts';
// The contract pages' addresses, for links (the global search opens a contract).
export { contractPaths } from './contract.routes.ts';
