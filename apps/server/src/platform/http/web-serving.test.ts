import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cacheControl } from './web-serving.ts';

// What a build leaves: index.html, hashed files under assets/ with their .br and .gz (the build
// compresses files over 1 kB), a small hashed file without variants, a file of public/ at the root.
const indexHtml = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const appJs = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const smallJs = 'console.log(1)';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hr-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, body: string, compressed = true) => {
    writeFileSync(path.join(dist, name), body);
    if (!compressed) return;
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body));
  };
  write('index.html', indexHtml);
  write('assets/app-Ab12Cd34.js', appJs);
  write('assets/small-Ef56Gh78.js', smallJs, false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t?.close());

const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };

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
    expect((await t.app.inject({ url: '/assets/missing-Zz99Zz99.js', headers: brotli })).statusCode).toBe(
      404,
    );
  });

  it('sends security headers, on refusals and errors too', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // Refused before any handler (no token), and a route that does not exist.
    for (const url of ['/api/app/employee', '/api/unknown']) {
      const refused = await t.app.inject({ url });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
      expect(refused.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(refused.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("keeps the API's answers out of every cache (no-store), answered or refused, and not the web app's", async () => {
    const answered = await t.app.inject({ url: '/api/abp/application-configuration' });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['cache-control']).toBe('no-store');
    for (const [method, url] of [
      ['GET', '/api/app/employee'],
      ['GET', '/api/unknown'],
      ['POST', '/connect/token'],
    ] as const) {
      const refused = await t.app.inject({ method, url });
      expect(refused.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(refused.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('compression', () => {
  it('sends the brotli file when the browser takes br, and it decompresses to the original', async () => {
    const js = await t.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: brotli });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(js.headers['content-length'])).toBe(js.rawPayload.length);
    expect(js.rawPayload.length).toBeLessThan(appJs.length / 10);
    expect(brotliDecompressSync(js.rawPayload).toString()).toBe(appJs);
  });

  it('sends gzip to a browser without brotli', async () => {
    const js = await t.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(js.rawPayload).toString()).toBe(appJs);
  });

  it('sends the file as it is without Accept-Encoding, or when there is no compressed variant', async () => {
    const plain = await t.app.inject({ url: '/assets/app-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(appJs);
    const small = await t.app.inject({ url: '/assets/small-Ef56Gh78.js', headers: brotli });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(smallJs);
  });

  it('compresses index.html, at / and as the history fallback', async () => {
    for (const url of ['/', '/account/login', '/index.html']) {
      const page = await t.app.inject({ url, headers: brotli });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('does not serve the variants under their own names', async () => {
    expect((await t.app.inject({ url: '/assets/app-Ab12Cd34.js.br' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/index.html.gz' })).statusCode).toBe(404);
  });
});

describe('caching', () => {
  it('keeps hashed assets a year, immutable, compressed or not', async () => {
    for (const [url, headers] of [
      ['/assets/app-Ab12Cd34.js', brotli],
      ['/assets/app-Ab12Cd34.js', {}],
      ['/assets/small-Ef56Gh78.js', brotli],
    ] as const) {
      const file = await t.app.inject({ url, headers });
      expect(file.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    expect(cacheControl.hashed).toBe('public, max-age=31536000, immutable');
  });

  it('never caches index.html without asking (no-cache), nor the files of public/', async () => {
    for (const url of ['/', '/index.html', '/identity/users', '/favicon.svg']) {
      const page = await t.app.inject({ url, headers: brotli });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a revalidation of index.html with 304', async () => {
    const first = await t.app.inject({ url: '/', headers: brotli });
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/',
      headers: { ...brotli, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
