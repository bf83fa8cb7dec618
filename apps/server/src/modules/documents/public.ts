// What other modules may use of documents: the counts of what comes due (documents, contract ends,
// probation ends, custody due back) within N days, for the HR dashboard.
import type { DueItemsService } from './due-items.service.ts';

export interface DocumentsApi {
  /** `counts(ctx, { days, departmentId? })`: the DueCountsDto of the expiring-soon page. */
  dueItems: Pick<DueItemsService, 'counts'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    documents: DocumentsApi;
  }
}
