// What other modules may use of custody: the employee page's "Custody held" section (it checks the
// permission itself), and the list's address for links.
export { EmployeeCustodyHeld } from './components/EmployeeCustodyHeld.tsx';
export { custodyPaths } from './custody.routes.ts';
