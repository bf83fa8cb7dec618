import type { ModuleRoute } from '../../app/module.ts';
import type { DocumentsMenuKey } from './menu.ts';

export const documentsPaths = {
  expiringSoon: '/hr/expiring-soon',
  myDocuments: '/self-service/my-documents',
  renewals: '/hr/document-renewals',
} as const;

export const documentsRoutes: readonly ModuleRoute<DocumentsMenuKey>[] = [
  {
    path: 'hr/expiring-soon',
    menu: 'hr.expiring-soon',
    load: () => import('./pages/ExpiringSoonPage.tsx').then((m) => m.ExpiringSoonPage),
  },
  {
    path: 'hr/document-renewals',
    menu: 'hr.document-renewals',
    load: () => import('./pages/DocumentRenewalsPage.tsx').then((m) => m.DocumentRenewalsPage),
  },
  {
    path: 'self-service/my-documents',
    menu: 'self-service.my-documents',
    load: () => import('./pages/MyDocumentsPage.tsx').then((m) => m.MyDocumentsPage),
  },
];
