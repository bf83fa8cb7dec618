import { dashboardEndpoints as D } from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import type { DashboardServices } from './index.ts';

/** The dashboards: each endpoint of the contracts, one line to its service. */
export function dashboardRoutes({ hr, payroll, me }: DashboardServices) {
  return [
    mount(D, {
      hrHeadcount: (req) => hr.headcount(req.ctx, req.query),
      hrToday: (req) => hr.today(req.ctx, req.query),
      hrAttention: (req) => hr.attention(req.ctx, req.query),
      hrLeave: (req) => hr.leave(req.ctx, req.query),
      payrollCost: (req) => payroll.cost(req.ctx, req.query),
      payrollActivity: (req) => payroll.activity(req.ctx, req.query),
      employeeHome: (req) => me.get(req.ctx),
    }),
  ];
}
