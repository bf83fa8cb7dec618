// What other modules may use of leave: the leave types' calls and query keys (pickers, filters).
export { leaveTypeApi } from './api/leave-type.api.ts';
