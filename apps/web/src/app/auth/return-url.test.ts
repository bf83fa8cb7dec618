import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnUrl } from './return-url.ts';

describe('return URLs', () => {
  it('carries the whole location to the login page', () => {
    expect(loginPath({ pathname: '/identity/users', search: '?page=2', hash: '' })).toBe(
      '/account/login?returnUrl=%2Fidentity%2Fusers%3Fpage%3D2',
    );
    expect(loginPath({ pathname: '/', search: '', hash: '' })).toBe('/account/login');
  });

  it('only ever returns to a path of this app', () => {
    expect(safeReturnUrl('/identity/users?x=1')).toBe('/identity/users?x=1');
    expect(safeReturnUrl('https://evil.example/')).toBe('/');
    expect(safeReturnUrl('//evil.example/')).toBe('/');
    expect(safeReturnUrl('/\\evil.example')).toBe('/');
    expect(safeReturnUrl('/account/login?returnUrl=%2F')).toBe('/');
    expect(safeReturnUrl(null)).toBe('/');
  });
});
