// What other modules may use of requests: deciding a request's task from their own lists (HR's leave
// requests): the task's approve and reject with their messages and refresh, and the reject dialog. Other
// modules notify through the server (`notifications.notify`); the bell comes to the top bar through the
// module definition.
export { RejectTaskDialog } from './components/RejectTaskDialog.tsx';
export { type TaskDecision, useTaskDecision } from './components/useTaskDecision.ts';
