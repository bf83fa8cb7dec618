import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import { type AppServices, compose, serverModules } from './composition.ts';
import type { AppConfig } from './platform/config.ts';
import { publicAccess } from './platform/context.ts';
import type { Database } from './platform/db/database.ts';
import { AppError, registerErrorHandler, translate } from './platform/errors.ts';
import { appConfigRoutes } from './platform/http/app-config.routes.ts';
import { safeError } from './platform/http/log-safety.ts';
import { openApiOptions } from './platform/http/openapi.ts';
import { documentAccess } from './platform/http/openapi-access.ts';
import { registerOperations } from './platform/http/operations.routes.ts';
import { type RouteRecord, registerRequestContext } from './platform/http/request-context.ts';
import { compiledSerializer, compiledValidator } from './platform/http/schema-compilers.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { guardStrings } from './platform/http/string-guard.ts';
import { sendWebIndex, serveWebApp } from './platform/http/web-serving.ts';
import type { ModuleSetup, ServerModule } from './platform/module.ts';

export interface BuiltApp {
  app: FastifyInstance;
  /** Each module's services under its name, and the platform's: `services.organisation.jobTitles`. */
  services: AppServices;
  setup: ModuleSetup;
  routes: RouteRecord[];
}

/** The modules of the composition, as the platform sees them. */
const modules = serverModules as readonly ServerModule<string, unknown>[];
const servicesOf = (services: AppServices, module: ServerModule<string, unknown>) =>
  (services as unknown as Record<string, unknown>)[module.name];

const redactedHeaders = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export interface BuildOptions {
  logger?: boolean;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(
  config: AppConfig,
  db: Database,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: redactedHeaders, censor: '[redacted]' },
            // Errors without the values of failed statements (see log-safety.ts).
            serializers: { err: (error: Error) => safeError(error) },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Forwarded addresses only from the configured proxies; otherwise the connection's own address.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    bodyLimit: 30 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // Every schema is a contract's zod schema (schema-compilers.ts): given here, not set afterwards, fastify
    // does not load Ajv and fast-json-stringify for compilers it would never use (half a second of a start).
    // (Fastify's types know only Ajv's factories.)
    schemaController: {
      compilersFactory: {
        buildValidator: () => compiledValidator,
        buildSerializer: () => compiledSerializer,
      } as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'],
    },
  }).withTypeProvider<ZodTypeProvider>();

  const { services, setup } = compose(db, config);
  const { platform } = services;
  await platform.keys.ensureKey();
  app.addHook('onClose', () => platform.events.close());

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  documentAccess(app);
  guardStrings(app);
  const routes = registerRequestContext(app, {
    ...platform,
    tenants: setup.modules.tenancy.tenants,
  });

  // A JSON request without a body (an action button's POST with the content type set) is a request without
  // one, as without the header, not Fastify's own untranslated "body cannot be empty" error. Any other body
  // goes through Fastify's parser with its prototype-poisoning checks.
  const json = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else json(request, body as string, done);
  });

  // Form bodies (the OAuth token endpoint) as plain objects.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await app.register(rateLimit, { global: false });

  await app.register(swagger, openApiOptions(config.publicUrl));
  // Swagger UI's own routes are documentation: public by the one rule below, not each by hand.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: publicAccess };
    });
    await docs.register(swaggerUi, { routePrefix: '/swagger' });
    // ABP's (Swashbuckle's) address of the same document, where ABP clients and tools look for it.
    docs.get('/swagger/v1/swagger.json', { schema: { hide: true } }, () => app.swagger());
  });

  registerOperations(app, db, platform.metrics, config.metricsToken);
  await app.register(appConfigRoutes({ ...platform, users: setup.modules.identity.users }).plugin);
  for (const module of modules)
    for (const routeSet of (await module.routes?.(servicesOf(services, module), setup)) ?? [])
      await app.register('plugin' in routeSet ? routeSet.plugin : routeSet);

  const hasWeb = await serveWebApp(app, config.webDist);

  // Unknown API paths get the error shape; any other GET gets the web app (history fallback).
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = /^\/(api|connect|swagger|health|metrics|\.well-known)(\/|$)/.test(url);
    if (hasWeb && request.method === 'GET' && !isApi && !path.extname(url)) {
      return sendWebIndex(reply);
    }
    const language = request.ctx?.language ?? 'en';
    const error = new AppError('Platform:RouteNotFound', { method: request.method, url });
    return reply.status(404).send({
      error: {
        code: error.code,
        message: translate(error.code, language, error.params),
        details: null,
        validationErrors: null,
      },
    });
  });

  return { app, services, setup, routes };
}

/** Every module's reference data (see `ServerModule.reference`): at every start, after the migrations. */
export async function fillReferenceData({ setup }: Pick<BuiltApp, 'setup'>): Promise<void> {
  for (const module of modules) await module.reference?.(setup);
}

/** Seeds an empty database: the host admin, then each module's demo data, in module order. */
export async function seed({ services, setup }: Pick<BuiltApp, 'services' | 'setup'>): Promise<void> {
  for (const module of modules) await module.seed?.(servicesOf(services, module), setup);
  for (const module of modules) await module.seedAfterAll?.(servicesOf(services, module), setup);
}

/** Gives every module its chance to set up its queues, workers and schedules, in module order. */
export async function startModuleJobs({ services }: Pick<BuiltApp, 'services'>, boss: PgBoss): Promise<void> {
  for (const module of modules) await module.jobs?.(servicesOf(services, module), boss);
}
