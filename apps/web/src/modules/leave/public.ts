// What other modules may use of leave: the leave types' calls and query keys (pickers, filters); a leave
// request's details (the approver's go-task page) and its query keys (the live notifications re-read them).
export { leaveRequestApi, leaveRequestKeys } from './api/leave-request.api.ts';
export { leaveTypeApi } from './api/leave-type.api.ts';
export { LeaveRequestDetails } from './components/LeaveRequestDetails.tsx';
