import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hr-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t?.close());

describe('one origin', () => {
  it('serves the web app at / and its files', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect((await t.app.inject({ url: '/app.js' })).body).toBe('console.log(1)');
  });

  it('answers client-side routes with index.html (history fallback)', async () => {
    const page = await t.app.inject({ url: '/hr/employees/update/123?tab=contact' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('keeps API 404s as JSON errors and missing files as 404', async () => {
    const api = await t.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('Platform:RouteNotFound');
    expect((await t.app.inject({ url: '/missing.js' })).statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    expect(home.headers['x-content-type-options']).toBe('nosniff');
  });
});
