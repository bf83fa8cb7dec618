import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VerifiedToken } from './tokens.ts';

/**
 * Why a request has no caller, for its 401's `WWW-Authenticate` challenge (RFC 6750 §3): no bearer token
 * at all, or one that is refused (invalid, expired or foreign; its user no longer active; revoked).
 */
export type BearerProblem = 'missing' | 'invalid' | 'inactive' | 'revoked';

const descriptions: Record<Exclude<BearerProblem, 'missing'>, string> = {
  invalid: 'The access token is malformed, expired, or not issued by this server for this API',
  inactive: 'The user of the access token is no longer active',
  revoked: 'The access token has been revoked',
};

/** The realm of every challenge: the API's resource (its audience). */
const realm = 'HR';

const problems = new WeakMap<FastifyRequest, BearerProblem>();
const tokens = new WeakMap<FastifyRequest, VerifiedToken>();

/** What the request context found of the request's bearer token (see request-context.ts). */
export const bearerState = {
  set(request: FastifyRequest, problem: BearerProblem | undefined, token?: VerifiedToken) {
    if (problem) problems.set(request, problem);
    else problems.delete(request);
    if (token) tokens.set(request, token);
    else tokens.delete(request);
  },
  refuse(request: FastifyRequest, problem: BearerProblem) {
    problems.set(request, problem);
  },
  /** The request's verified access token, if it brought one the API accepts. */
  token(request: FastifyRequest): VerifiedToken | undefined {
    return problems.has(request) ? undefined : tokens.get(request);
  },
};

/**
 * The `WWW-Authenticate` challenge of a 401. A request that brought no token gets the bare challenge (RFC
 * 6750 §3.1: no error code when the client sent no credentials); a refused token gets `invalid_token` and
 * what was wrong with it.
 */
export function bearerChallenge(request: FastifyRequest): string {
  const problem = problems.get(request) ?? 'missing';
  if (problem === 'missing') return `Bearer realm="${realm}"`;
  return `Bearer realm="${realm}", error="invalid_token", error_description="${descriptions[problem]}"`;
}

/** The challenge of a 403 for a token that lacks a scope (RFC 6750 §3.1 `insufficient_scope`). */
export function insufficientScope(reply: FastifyReply, scope: string): void {
  reply.header(
    'www-authenticate',
    `Bearer realm="${realm}", error="insufficient_scope", error_description="The access token was not granted the ${scope} scope", scope="${scope}"`,
  );
}
