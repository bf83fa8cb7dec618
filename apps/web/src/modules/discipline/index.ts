import { defineModule, lazyTab, ProfileTabOrder } from '../../app/module.ts';
import { disciplineRoutes } from './discipline.routes.ts';

/** Penalties and rewards with their types (salary effects; a penalty may cancel the employee's contract). */
export const disciplineModule = defineModule({
  name: 'discipline',
  routes: disciplineRoutes,
  profileTabs: [
    {
      key: 'discipline',
      order: ProfileTabOrder.Discipline,
      label: 'discipline::Profile.PenaltiesAndRewards',
      menu: ['hr.penalties.penalties', 'hr.rewards.rewards'],
      Component: lazyTab(() =>
        import('./components/EmployeeDisciplineTab.tsx').then((m) => m.EmployeeDisciplineTab),
      ),
    },
  ],
  // The lists name employees; a penalty cancels contracts.
  invalidates: { employees: ['discipline.penalties', 'discipline.rewards'] },
});
