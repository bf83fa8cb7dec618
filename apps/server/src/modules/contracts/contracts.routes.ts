import { workingScheduleEndpoints } from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import type { ContractsServices } from './index.ts';

/** Each endpoint of the contracts module, one line to its service. */
export function contractsRoutes({ workingSchedules }: ContractsServices) {
  return [
    mount(workingScheduleEndpoints, {
      list: (req) => workingSchedules.list(req.ctx, req.query),
      get: (req) => workingSchedules.get(req.ctx, req.params.id),
      nameOf: (req) => workingSchedules.nameOf(req.ctx, req.params.id),
      create: (req) => workingSchedules.create(req.ctx, req.body),
      update: (req) => workingSchedules.update(req.ctx, req.params.id, req.body),
      delete: (req) => workingSchedules.delete(req.ctx, req.params.id),
    }),
  ];
}
