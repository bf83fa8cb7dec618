import { defineModule } from '../../app/module.ts';
import { financeRoutes } from './finance.routes.ts';

/** Finance: currencies with their exchange rates, financial accounts of the seeded chart, fiscal periods. */
export const financeModule = defineModule({
  name: 'finance',
  routes: financeRoutes,
});
