import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { timeRoutes } from './time.routes.ts';

/**
 * Time: holidays (the expected-time service's holiday calendar), attendance records, fingerprint terminals
 * and employee PINs, and the attendance sync (a pg-boss job per terminal, with execution records and logs).
 */
function createTimeServices(_setup: ModuleSetup) {
  return {};
}
export type TimeServices = ReturnType<typeof createTimeServices>;

export const timeModule = defineModule({
  name: 'time',
  services: createTimeServices,
  routes: timeRoutes,
});
