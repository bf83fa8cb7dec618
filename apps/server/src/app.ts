import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { employeesModule } from './modules/employees/index.ts';
import { identityModule } from './modules/identity/index.ts';
import { organisationModule } from './modules/organisation/index.ts';
import { requestsModule } from './modules/requests/index.ts';
import { tenancyModule } from './modules/tenancy/index.ts';
import type { AppConfig } from './platform/config.ts';
import { publicAccess } from './platform/context.ts';
import type { Database } from './platform/db/database.ts';
import { AppError, registerErrorHandler, translate } from './platform/errors.ts';
import { appConfigRoutes } from './platform/http/app-config.routes.ts';
import { registerOperations } from './platform/http/operations.routes.ts';
import { type RouteRecord, registerRequestContext } from './platform/http/request-context.ts';
import type { AppModule } from './platform/module.ts';
import { type AppServices, createServices } from './platform/services.ts';

/** Every business module, in seed order. Adding a module means adding it here and nowhere else. */
// Tenancy first: it makes the demo tenant, which identity's demo roles and users go into.
// Organisation before employees (job titles), employees before requests (notifications name people).
export const modules: AppModule[] = [
  tenancyModule,
  identityModule,
  organisationModule,
  employeesModule,
  requestsModule,
];

export interface BuiltApp {
  app: FastifyInstance;
  services: AppServices;
  routes: RouteRecord[];
}

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
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: true,
    bodyLimit: 30 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(db, config);
  await services.keys.ensureKey();
  app.addHook('onClose', () => services.events.close());

  registerErrorHandler(app);
  const routes = registerRequestContext(app, services);

  // Form bodies (the OAuth token endpoint) as plain objects.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      info: { title: 'HR back office API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI's own routes are documentation: public by the one rule below, not each by hand.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: publicAccess };
    });
    await docs.register(swaggerUi, { routePrefix: '/swagger' });
  });

  registerOperations(app, db);
  await app.register(appConfigRoutes(services));
  for (const module of modules) await app.register(module.routes(services));

  const webIndex = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(webIndex);
  if (hasWeb) {
    // reply.sendFile for the history fallback below, at the root; the file routes themselves are
    // registered in their own context, where they are declared public.
    await app.register(fastifyStatic, { root: config.webDist, serve: false });
    await app.register(async (web) => {
      web.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: publicAccess };
      });
      await web.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        decorateReply: false,
      });
    });
  }

  // Unknown API paths get the error shape; any other GET gets the web app (history fallback).
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = /^\/(api|connect|swagger|health|metrics|\.well-known)(\/|$)/.test(url);
    if (hasWeb && request.method === 'GET' && !isApi && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
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

  return { app, services, routes };
}

/** Seeds an empty database: the host admin, then each module's demo data, in module order. */
export async function seed(services: AppServices): Promise<void> {
  for (const module of modules) await module.seed?.(services);
}
