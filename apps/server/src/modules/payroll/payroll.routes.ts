import { salaryRuleCategoryEndpoints } from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import type { PayrollServices } from './index.ts';

/** Each payroll endpoint of the contracts, one line to its service. */
export function payrollRoutes({ categories }: PayrollServices) {
  return [
    mount(salaryRuleCategoryEndpoints, {
      list: (req) => categories.list(req.ctx, req.query),
      get: (req) => categories.get(req.ctx, req.params.id),
      create: (req) => categories.create(req.ctx, req.body),
      update: (req) => categories.update(req.ctx, req.params.id, req.body),
      delete: (req) => categories.delete(req.ctx, req.params.id),
    }),
  ];
}
