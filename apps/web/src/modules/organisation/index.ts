import { defineModule } from '../../app/module.ts';

/** Departments and job titles. */
export const organisationModule = defineModule({
  name: 'organisation',
  routes: [],
});
