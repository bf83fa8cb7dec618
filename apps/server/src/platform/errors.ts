import {
  type ErrorBody,
  type ErrorDefinition,
  errorCatalog,
  formatText,
  type LanguageCode,
} from '@hr/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerChallenge } from './auth/bearer.ts';

/** Every error code the server can answer with: the one catalogue of contracts. */
const catalog = new Map<string, ErrorDefinition>(Object.entries(errorCatalog));

/** A business failure: a namespaced code declared in contracts, with parameters for its message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, unknown> = {},
    readonly details?: string,
  ) {
    super(code);
    this.name = 'AppError';
  }
  get status(): number {
    return catalog.get(this.code)?.status ?? 422;
  }
}

export const notFound = () => new AppError('Platform:NotFound');

/**
 * A rule a service checks on one field (what the contract cannot know: the tenant's today, the server's
 * network), refused as the contract's own checks are: the usual 400, the message under the field.
 */
export const invalidField = (path: (string | number)[], code: string, params?: Record<string, unknown>) =>
  new z.ZodError([{ code: 'custom', path, message: code, input: undefined, ...(params ? { params } : {}) }]);
export const concurrencyConflict = () => new AppError('Platform:ConcurrencyConflict');

export function translate(code: string, language: LanguageCode, params?: Record<string, unknown>): string {
  const def = catalog.get(code);
  return def ? formatText(def[language], params) : code;
}

const arabicZod = z.locales.ar().localeError;

type Issue = z.core.$ZodIssue;

/** A validation message in the reader's language: our own message keys first, then zod's locale. */
export function issueMessage(issue: Issue, language: LanguageCode): string {
  if (catalog.has(issue.message)) {
    // A custom issue carries its placeholders in `params` (`{ days: 62 }`); others in the issue itself.
    const params = 'params' in issue && issue.params ? issue.params : {};
    return translate(issue.message, language, { ...issue, ...params } as Record<string, unknown>);
  }
  if (language === 'ar') {
    const localized = arabicZod(issue as unknown as z.core.$ZodRawIssue);
    if (typeof localized === 'string') return localized;
    if (localized?.message) return localized.message;
  }
  return issue.message;
}

function body(
  code: string | null,
  message: string,
  validationErrors: ErrorBody['error']['validationErrors'] = null,
  details: string | null = null,
): ErrorBody {
  return { error: { code, message, details, validationErrors } };
}

function validationFailed(issues: readonly Issue[], language: LanguageCode): ErrorBody {
  const validationErrors = issues.map((issue) => ({
    message: issueMessage(issue, language),
    members: issue.path.length ? [issue.path.join('.')] : [],
  }));
  return body(
    'Platform:ValidationFailed',
    translate('Platform:ValidationFailed', language),
    validationErrors,
  );
}

/** One place that turns every error into the spec's error shape, localized by Accept-Language. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const language = request.ctx?.language ?? 'en';
    if (error instanceof AppError) {
      // Every 401 says how to authenticate, and what was wrong with the token brought (RFC 6750 §3); a
      // route with a credential of its own (/metrics' token) has set its own challenge.
      if (error.status === 401 && !reply.hasHeader('www-authenticate'))
        reply.header('www-authenticate', bearerChallenge(request));
      return reply
        .status(error.status)
        .send(body(error.code, translate(error.code, language, error.params), null, error.details ?? null));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The type provider flattens zod's issues into Ajv's shape; rebuild them to localize.
      const issues = error.validation.map(
        (v) =>
          ({
            ...v.params,
            code: v.keyword,
            path: v.instancePath.split('/').filter(Boolean),
            message: v.message,
          }) as unknown as Issue,
      );
      return reply.status(400).send(validationFailed(issues, language));
    }
    if (error instanceof z.ZodError) {
      return reply.status(400).send(validationFailed(error.issues, language));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply
        .status(500)
        .send(body('Platform:InternalError', translate('Platform:InternalError', language)));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(body('Platform:TooManyRequests', translate('Platform:TooManyRequests', language)));
    }
    if (status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply
          .status(400)
          .send(body('Platform:InvalidJson', translate('Platform:InvalidJson', language)));
      }
      return reply.status(status).send(body(code ?? null, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('Platform:InternalError', translate('Platform:InternalError', language)));
  });
}
