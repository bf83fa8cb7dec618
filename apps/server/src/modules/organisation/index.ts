import type { AppModule } from '../../platform/module.ts';
import { organisationRoutes } from './organisation.routes.ts';
import { seedOrganisation } from './organisation.seed.ts';

/** Departments and job titles. */
export const organisationModule: AppModule = {
  name: 'organisation',
  routes: organisationRoutes,
  seed: seedOrganisation,
};
