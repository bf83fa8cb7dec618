// What other modules may use of contracts: the working schedules' calls and query keys (the contract
// form's schedule select, and `workingScheduleApi.keys` for declaring a dependency on them).
export { workingScheduleApi } from './api/working-schedule.api.ts';
