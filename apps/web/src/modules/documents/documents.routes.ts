import type { ModuleRoute } from '../../app/module.ts';
import type { DocumentsMenuKey } from './menu.ts';

export const documentsPaths = { expiringSoon: '/hr/expiring-soon' } as const;

export const documentsRoutes: readonly ModuleRoute<DocumentsMenuKey>[] = [
  {
    path: 'hr/expiring-soon',
    menu: 'hr.expiring-soon',
    load: () => import('./pages/ExpiringSoonPage.tsx').then((m) => m.ExpiringSoonPage),
  },
];
