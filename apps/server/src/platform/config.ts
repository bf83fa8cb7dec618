import path from 'node:path';
import { z } from 'zod';
import { parseSecretsKey } from './secrets.ts';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Relative paths are resolved from the repository root, whichever workspace starts the server. */
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /**
   * Server processes sharing the port (node:cluster), each with its own connection pool. More than one
   * needs a PostgreSQL server (DATABASE_URL): the embedded database belongs to one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * On SIGTERM, how long the requests in flight and the running jobs (a payroll part, a sync) may take
   * before the process exits anyway (milliseconds; default 30 s).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Where the built web app is; served at / when it exists. */
  WEB_DIST: z.string().optional(),
  /** Seed the demo tenant `acme` on an empty database (on by default; off for an empty production start). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * With the demo data, a ZKTeco terminal simulator on loopback for the demo terminal (issue 14): `off`
   * (or `false`, `0`) leaves it out. It listens on 127.0.0.1 at DEMO_TERMINAL_PORT.
   */
  DEMO_TERMINAL_SIMULATOR: z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default('on')
    .transform((v) => v === 'on' || v === 'true' || v === '1'),
  DEMO_TERMINAL_PORT: z.coerce.number().int().min(1).max(65535).default(4370),
  /**
   * Whether a terminal may be at a loopback address (the server's own host): `on` or `off`. Unset: on only
   * with the demo data and its simulator, so a deployment without them refuses it.
   */
  TERMINALS_ON_LOOPBACK: z.enum(['on', 'off']).optional(),
  /**
   * The proxies whose X-Forwarded-For the server believes (addresses or CIDR ranges, comma-separated).
   * Unset: none, so a client cannot pick the address that rate limits and sign-in failures count.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'must be IP addresses or CIDR ranges, separated by commas'),
      ),
    ),
  /**
   * The bearer token Prometheus sends for /metrics (`Authorization: Bearer <token>`): at least 32 characters
   * of a token68 (`openssl rand -hex 32`). Unset: /metrics answers only on the server's own host (loopback,
   * not through a proxy).
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(
      z
        .string()
        .min(32, 'must be at least 32 characters (openssl rand -hex 32)')
        .max(512)
        .regex(/^[A-Za-z0-9\-._~+/]+=*$/, 'must be a bearer token: letters, digits and -._~+/ only')
        .optional(),
    ),
  /**
   * Master key of secrets stored in the database (the token signing keys, the SMTP password), base64 of 32 bytes
   * (`openssl rand -base64 32`). Unset: a key generated once into <DATA_DIR>/secrets.key.
   */
  SECRETS_KEY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return undefined;
      const key = parseSecretsKey(v);
      if (!key) ctx.addIssue({ code: 'custom', message: 'must be the base64 encoding of 32 bytes' });
      return key;
    }),
});

const repoRoot = new URL('../../../../', import.meta.url).pathname;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  production: boolean;
  webDist: string;
  seedDemo: boolean;
  /** Server processes (node:cluster); 1 on the embedded database. */
  processes: number;
  /** SIGTERM lets requests in flight and running jobs finish this long at most. */
  shutdownTimeoutMs: number;
  secretsKey: Buffer | undefined;
  /** The bearer token of /metrics; undefined: served on loopback only. */
  metricsToken: string | undefined;
  /** Empty: X-Forwarded-For is ignored. */
  trustedProxies: string[];
  /** The demo terminal's simulator (with the demo data only): on or off, and its loopback port. */
  demoTerminal: { enabled: boolean; port: number };
  /** Terminals may be at a loopback address (the demo's simulator, the tests'). */
  terminalsOnLoopback: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database belongs to one process)',
    );
  const localHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${localHost}:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    seedDemo: e.SEED_DEMO,
    processes: e.WEB_CONCURRENCY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    secretsKey: e.SECRETS_KEY,
    metricsToken: e.METRICS_TOKEN,
    trustedProxies: e.TRUSTED_PROXIES,
    demoTerminal: { enabled: e.DEMO_TERMINAL_SIMULATOR, port: e.DEMO_TERMINAL_PORT },
    terminalsOnLoopback: e.TERMINALS_ON_LOOPBACK
      ? e.TERMINALS_ON_LOOPBACK === 'on'
      : e.SEED_DEMO && e.DEMO_TERMINAL_SIMULATOR,
  };
}
