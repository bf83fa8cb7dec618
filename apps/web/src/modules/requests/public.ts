// What other modules may use of requests: deciding a request's task from their own lists (HR's leave
// requests): a row's approve (after a question naming the request) and reject (the reject dialog), the
// task's decision with its messages and refresh, and the bulk decisions of a list's picked rows. Other
// modules notify through the server (`notifications.notify`); the bell comes to the top bar through the
// module definition.

// My attendance (time) marks the days of the caller's pending corrections and opens one in place.
export { AttendanceRequestDialog } from './components/AttendanceRequestDialog.tsx';
export {
  approvable,
  BulkDecisionActions,
  type DecidableRow,
  decidable,
  rejectable,
  useDecisionSelection,
  type WithTask,
} from './components/BulkDecisionActions.tsx';
export { RejectTaskDialog } from './components/RejectTaskDialog.tsx';
export { RequestTable } from './components/RequestTable.tsx';
export {
  ownPendingAttendanceRequests,
  useOwnPendingAttendanceRequests,
} from './components/useOwnPendingAttendanceRequests.ts';
export { DecisionSummary, useRowDecisions } from './components/useRowDecisions.tsx';
export { type TaskDecision, useTaskDecision } from './components/useTaskDecision.ts';
