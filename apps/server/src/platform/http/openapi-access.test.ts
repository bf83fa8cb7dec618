import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Operation = { description?: string; 'x-access'?: string; security?: unknown[] };

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says what every operation needs: public, signed in, or its policies', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { at, op } of operations) {
      expect(op['x-access'], at).toBeTruthy();
      expect(op.description, at).toMatch(/^Access: /);
    }
    const byPath = (method: string, path: string) => doc.paths[path]?.[method];
    expect(byPath('get', '/api/app/job-title')?.['x-access']).toBe('HR.DepartmentsAndJobTitles.Index');
    expect(byPath('get', '/api/abp/application-configuration')?.security).toEqual([]);
    expect(byPath('get', '/api/account/my-profile')?.['x-access']).toBe('signed in');
  });
});
