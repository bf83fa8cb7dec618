import { defineModule } from '../../app/module.ts';
import { documentsRoutes } from './documents.routes.ts';

/** What comes due (documents, contract and probation ends, custody due back): HR's expiring-soon page. */
export const documentsModule = defineModule({
  name: 'documents',
  routes: documentsRoutes,
  // The list names employees and reads contracts and custody.
  invalidates: { employees: ['documents.dueItems'] },
});
