import { type GlobalSearchResult, searchResultsPerKind } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { tenantOf } from '../../platform/context.ts';
import type { SearchProvider } from './public.ts';

export interface SearchDeps {
  granted(ctx: RequestContext): Promise<ReadonlySet<string>>;
  providers: readonly SearchProvider[];
}

/**
 * The top bar's search: each module's provider (hook point `globalSearch`) asked only when the caller holds
 * its read policy, so a kind the caller may not open is never searched, let alone answered. Providers run
 * one after the other (one connection; each is a single indexed or limited query).
 */
export function createSearchService(deps: SearchDeps) {
  return {
    async search(ctx: RequestContext, text: string): Promise<GlobalSearchResult> {
      tenantOf(ctx);
      const granted = await deps.granted(ctx);
      const items: GlobalSearchResult['items'] = [];
      const providers = [...deps.providers].sort((a, b) => a.kind - b.kind);
      for (const provider of providers) {
        if (!granted.has(provider.policy)) continue;
        const hits = await provider.search(ctx, text, searchResultsPerKind);
        for (const hit of hits.slice(0, searchResultsPerKind)) items.push({ kind: provider.kind, ...hit });
      }
      return { items };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
