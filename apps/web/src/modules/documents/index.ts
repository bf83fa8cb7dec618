import { defineModule } from '../../app/module.ts';
import { documentsRoutes } from './documents.routes.ts';

/** What comes due (documents, contract and probation ends, custody due back): HR's expiring-soon page. */
export const documentsModule = defineModule({
  name: 'documents',
  routes: documentsRoutes,
  // The list names employees and reads contracts and custody; a decided task (requests module) changes its
  // renewal (HR's list, My documents) and, approved, the document.
  invalidates: {
    employees: ['documents.dueItems'],
    'requests.goTasks': ['documents.renewals', 'documents.dueItems'],
  },
});
