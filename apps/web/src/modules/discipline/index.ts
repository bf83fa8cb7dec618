import { defineModule } from '../../app/module.ts';
import { disciplineRoutes } from './discipline.routes.ts';

/** Penalties and rewards with their types (salary effects; a penalty may cancel the employee's contract). */
export const disciplineModule = defineModule({
  name: 'discipline',
  routes: disciplineRoutes,
  // The lists name employees; a penalty cancels contracts.
  invalidates: { employees: ['discipline.penalties', 'discipline.rewards'] },
});
