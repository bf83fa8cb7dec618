import { type AccessTokenClaims, apiScope } from '@hr/contracts';
import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import { newId } from '../db/columns.ts';
import { type KeyStore, signingAlg } from './keys.ts';

export interface TokenSubject {
  userId: string;
  userName: string;
  tenantId: string | null;
  roles: string[];
  employeeId: string | null;
}

export interface VerifiedToken {
  userId: string;
  userName: string | null;
  tenantId: string | null;
  roles: string[];
  employeeId: string | null;
  scope: string;
}

/**
 * Issues and verifies the API's JWT access tokens. The OpenID provider (sign-in issue) signs with the
 * same key store; until it exists, the password grant and the tests issue tokens here, through the same
 * keys and the same verification.
 */
export function createTokenService(keys: KeyStore, options: { issuer: string; lifetimeSeconds?: number }) {
  const lifetime = options.lifetimeSeconds ?? 3600;

  return {
    lifetimeSeconds: lifetime,
    async issueAccessToken(
      subject: TokenSubject,
      scope = `openid profile ${apiScope} offline_access`,
    ): Promise<string> {
      const key = await keys.signingKey();
      const claims: Omit<AccessTokenClaims, 'sub'> & { client_id: string } = {
        role: subject.roles,
        scope,
        preferred_username: subject.userName,
        client_id: 'HR_App',
        ...(subject.tenantId ? { tenantid: subject.tenantId } : {}),
        ...(subject.employeeId ? { EmployeeId: subject.employeeId } : {}),
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: signingAlg, kid: key.kid, typ: 'at+jwt' })
        .setSubject(subject.userId)
        .setIssuer(options.issuer)
        .setAudience(apiScope)
        .setIssuedAt()
        .setJti(newId())
        .setExpirationTime(`${lifetime}s`)
        .sign(key.privateKey);
    },

    /** Returns the verified claims, or undefined for any invalid, expired or foreign token. */
    async verify(token: string): Promise<VerifiedToken | undefined> {
      try {
        const { kid } = decodeProtectedHeader(token);
        let jwks = await keys.publicJwks();
        if (kid && !jwks.some((k) => k.kid === kid)) jwks = await keys.publicJwks(true);
        const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: jwks }), {
          issuer: options.issuer,
          audience: apiScope,
          algorithms: [signingAlg],
          clockTolerance: 60,
        });
        if (typeof payload.sub !== 'string') return undefined;
        const roles = payload.role;
        return {
          userId: payload.sub,
          userName: typeof payload.preferred_username === 'string' ? payload.preferred_username : null,
          tenantId: typeof payload.tenantid === 'string' ? payload.tenantid : null,
          roles: Array.isArray(roles) ? roles.map(String) : typeof roles === 'string' ? [roles] : [],
          employeeId: typeof payload.EmployeeId === 'string' ? payload.EmployeeId : null,
          scope: typeof payload.scope === 'string' ? payload.scope : '',
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
