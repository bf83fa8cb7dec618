import { isLanguageCode, type LanguageCode } from '@hr/contracts';

/**
 * What the login page takes from the authorize request (ABP's parameters, passed on by the provider with
 * the interaction): `ui-culture`, else `culture`, as the page's language (`ar-JO` counts as `ar`); and
 * `__tenant`, the tenant's name, to preselect it.
 */
export function authorizeRequestPreferences(params: URLSearchParams): {
  language: LanguageCode | null;
  tenant: string | null;
} {
  let language: LanguageCode | null = null;
  for (const name of ['ui-culture', 'culture']) {
    const base = params.get(name)?.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
    if (isLanguageCode(base)) {
      language = base;
      break;
    }
  }
  const tenant = params.get('__tenant')?.trim() || null;
  return { language, tenant: tenant && tenant.length <= 64 ? tenant : null };
}
