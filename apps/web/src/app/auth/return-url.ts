export const loginRoute = '/account/login';

/** A return URL is only ever a path of this app: never another origin, never the login page itself. */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value === loginRoute || value.startsWith(`${loginRoute}?`)) return '/';
  return value;
}

export function loginPath(location: { pathname: string; search: string; hash: string }): string {
  const returnUrl = `${location.pathname}${location.search}${location.hash}`;
  if (returnUrl === '/' || location.pathname === loginRoute) return loginRoute;
  return `${loginRoute}?returnUrl=${encodeURIComponent(returnUrl)}`;
}
