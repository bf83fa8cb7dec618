import type { ModuleRoute } from '../../app/module.ts';
import type { DocumentsMenuKey } from './menu.ts';

export const documentsPaths = {
  expiringSoon: '/hr/expiring-soon',
  myDocuments: '/self-service/my-documents',
} as const;

export const documentsRoutes: readonly ModuleRoute<DocumentsMenuKey>[] = [
  {
    path: 'hr/expiring-soon',
    menu: 'hr.expiring-soon',
    load: () => import('./pages/ExpiringSoonPage.tsx').then((m) => m.ExpiringSoonPage),
  },
  {
    path: 'self-service/my-documents',
    menu: 'self-service.my-documents',
    load: () => import('./pages/MyDocumentsPage.tsx').then((m) => m.MyDocumentsPage),
  },
];
