import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    // The repository root's .data, whichever workspace starts the server.
    expect(c.dataDir).toBe(new URL('../../../../.data', import.meta.url).pathname.replace(/\/$/, ''));
  });

  it('defaults PUBLIC_URL to the host it listens on, localhost for every interface', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://hr.example.com/' }).publicUrl).toBe(
      'https://hr.example.com',
    );
  });

  it('takes a METRICS_TOKEN of at least 32 token characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    const token = `${'a'.repeat(31)}Z`;
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32/);
    expect(() => loadConfig({ METRICS_TOKEN: `${token} with spaces` })).toThrow(
      /METRICS_TOKEN: must be a bearer/,
    );
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/hr',
      PUBLIC_URL: 'https://hr.example.com/',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/hr',
      publicUrl: 'https://hr.example.com',
    });
  });

  it('names every bad variable in one clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ connection URL/);
    }
  });

  it('lets terminals be on loopback only with the demo simulator, unless told', () => {
    expect(loadConfig({}).terminalsOnLoopback).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).terminalsOnLoopback).toBe(false);
    expect(loadConfig({ DEMO_TERMINAL_SIMULATOR: 'off' }).terminalsOnLoopback).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false', TERMINALS_ON_LOOPBACK: 'on' }).terminalsOnLoopback).toBe(true);
    expect(loadConfig({ TERMINALS_ON_LOOPBACK: 'off' }).terminalsOnLoopback).toBe(false);
    expect(() => loadConfig({ TERMINALS_ON_LOOPBACK: 'yes' })).toThrow(/TERMINALS_ON_LOOPBACK/);
  });

  it('runs several processes only on a PostgreSQL server', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/hr' }).processes).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/hr' })).toThrow(
      /WEB_CONCURRENCY/,
    );
  });
});
