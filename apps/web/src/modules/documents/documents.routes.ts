import { documentRenewalEndpoints, dueItemEndpoints } from '@hr/contracts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage, routeQuery } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { departmentApi } from '../organisation/public.ts';
import { documentRenewalApi } from './api/document-renewal.api.ts';
import { defaultDueDays, dueItemApi } from './api/due-item.api.ts';
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
    // The first page of what comes due in the default days, its counts by kind, the department filter's list.
    prefetch: () => [
      firstListPage(resourceList(dueItemApi), dueItemEndpoints.list, { days: defaultDueDays }),
      routeQuery(dueItemEndpoints.counts, dueItemApi.counts(defaultDueDays)),
      departmentApi.picker(),
    ],
  },
  {
    path: 'hr/document-renewals',
    menu: 'hr.document-renewals',
    load: () => import('./pages/DocumentRenewalsPage.tsx').then((m) => m.DocumentRenewalsPage),
    // HR's list's first page (every renewal) and the document types its filter offers.
    prefetch: () => [
      firstListPage(
        { queryKey: documentRenewalApi.keys.everyone(), fetch: documentRenewalApi.all },
        documentRenewalEndpoints.all,
      ),
      routeQuery(documentRenewalEndpoints.types, documentRenewalApi.types()),
    ],
  },
  {
    path: 'self-service/my-documents',
    menu: 'self-service.my-documents',
    load: () => import('./pages/MyDocumentsPage.tsx').then((m) => m.MyDocumentsPage),
    // The employee's documents and their renewal requests.
    prefetch: () => [
      routeQuery(documentRenewalEndpoints.myDocuments, documentRenewalApi.myDocuments()),
      routeQuery(documentRenewalEndpoints.listSelf, documentRenewalApi.myRenewals()),
    ],
  },
];
