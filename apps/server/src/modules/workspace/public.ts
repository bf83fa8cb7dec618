import type { RequestContext } from '../../platform/context.ts';

// What other modules may use of workspace: the hook point through which each module offers its records to
// the global search (`globalSearch`), with the policy a caller needs to be shown them.

/** One record found: what the result list shows of it. */
export interface SearchHit {
  id: string;
  title: string;
  subtitle: string | null;
}

/**
 * A module's part of the global search: its kind of record (`SearchResultKind`), the read policy of the page
 * that opens it (the search asks a provider only for a caller holding it), and the search itself: the
 * tenant's live records matching the text, at most `limit`, in the caller's tenant.
 */
export interface SearchProvider {
  kind: number;
  policy: string;
  search(ctx: RequestContext, text: string, limit: number): Promise<SearchHit[]>;
}

declare module '../../platform/module.ts' {
  interface ModuleHooks {
    /** Another module's records in the top bar's search. */
    globalSearch: SearchProvider;
  }
}
