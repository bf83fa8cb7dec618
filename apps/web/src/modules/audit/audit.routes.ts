import { entityChangeEndpoints } from '@hr/contracts';
import type { ModuleRoute } from '../../app/module.ts';
import { lookupQuery } from '../../components/lookup.ts';
import { entityChangeApi, firstAuditPage } from './api/entity-change.api.ts';
import type { AuditMenuKey } from './menu.ts';

export const auditPaths = { auditLog: '/audit-logs' } as const;

/** The Audit log page (its policy comes with the menu entry). */
export const auditRoutes: readonly ModuleRoute<AuditMenuKey>[] = [
  {
    path: 'audit-logs',
    menu: 'administration.audit-log',
    load: () => import('./pages/AuditLogPage.tsx').then((m) => m.AuditLogPage),
    // The log's first page (no filter) starts with the page's code: the page finds it cached or on its way.
    prefetch: () => {
      const { queryKey, queryFn } = entityChangeApi.list(firstAuditPage);
      return [lookupQuery(entityChangeEndpoints.list, { queryKey, queryFn: queryFn! })];
    },
  },
];
