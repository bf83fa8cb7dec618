import type { ModuleRoute } from '../../app/module.ts';
import type { AuditMenuKey } from './menu.ts';

export const auditPaths = { auditLog: '/audit-logs' } as const;

/** The Audit log page (its policy comes with the menu entry). */
export const auditRoutes: readonly ModuleRoute<AuditMenuKey>[] = [
  {
    path: 'audit-logs',
    menu: 'administration.audit-log',
    load: () => import('./pages/AuditLogPage.tsx').then((m) => m.AuditLogPage),
  },
];
