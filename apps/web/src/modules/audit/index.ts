import { defineModule } from '../../app/module.ts';
import { auditRoutes } from './audit.routes.ts';

/** The audit trail: the Audit log page, and the History panel other modules' pages show (public.ts). */
export const auditModule = defineModule({
  name: 'audit',
  routes: auditRoutes,
});
