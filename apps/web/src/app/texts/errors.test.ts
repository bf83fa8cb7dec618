import { errorCatalog as registry } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { errorCatalog } from './errors.ts';

describe("the web app's error texts", () => {
  it("are the contracts' error catalogue, code for code (read without the registry)", () => {
    expect(Object.keys(errorCatalog).length).toBeGreaterThan(100);
    expect(errorCatalog).toEqual(registry);
  });
});
