// What other modules may use of identity: the new-user dialog (the employee page creates the user it
// links to the employee).
export { UserFormDialog } from './pages/users/UserFormDialog.tsx';
