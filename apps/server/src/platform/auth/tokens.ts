import { apiScope } from '@hr/contracts';
import { createLocalJWKSet, decodeProtectedHeader, errors, type JWK, type JWTPayload, jwtVerify } from 'jose';
import { type KeyStore, signingAlg } from './keys.ts';

export interface VerifiedToken {
  userId: string;
  userName: string | null;
  tenantId: string | null;
  roles: readonly string[];
  employeeId: string | null;
  /** The granted scopes (OpenID scopes and the API's), space-separated. */
  scope: string;
  /** The token's own id and its grant's (`gid`), which a revocation names. */
  jti: string | null;
  grantId: string | null;
  clientId: string | null;
  /** Expiry, seconds since the epoch. */
  exp: number | null;
}

/**
 * Verifies the API's JWT access tokens, which the OpenID provider signs with the keys of the key store:
 * issuer, audience, algorithm and expiry, against the public keys in the database.
 */
export function createTokenService(keys: KeyStore, options: { issuer: string }) {
  // The key set is built once per list of keys (the store hands out the same array until it reloads):
  // building it imports every key again, which cost as much as the verification itself.
  let keySet: { jwks: JWK[]; set: ReturnType<typeof createLocalJWKSet> } | undefined;
  const keySetOf = (jwks: JWK[]) => {
    if (keySet?.jwks !== jwks) keySet = { jwks, set: createLocalJWKSet({ keys: jwks }) };
    return keySet.set;
  };

  // Tokens already verified, by their whole text (signature included: another text is verified afresh),
  // until they expire: an RSA verification was the largest cost of a request after the network. A hit
  // still needs its signing key to be among the store's keys, so a key taken out ends its tokens at once.
  // Whether the user may still act is not a property of the token: the request context reads it each time.
  const verified = new Map<string, { claims: VerifiedToken; kid: string | undefined; until: number }>();
  const verifiedMax = 10_000;
  const clockTolerance = 60;

  return {
    /** Returns the verified claims, or undefined for any invalid, expired or foreign token. */
    async verify(token: string): Promise<VerifiedToken | undefined> {
      try {
        let jwks = await keys.publicJwks();
        const known = verified.get(token);
        if (known) {
          if (known.until > Date.now() && jwks.some((k) => k.kid === known.kid)) return known.claims;
          verified.delete(token);
        }
        // The header is read only for a token not verified before (a known token's key id is kept).
        const { kid } = decodeProtectedHeader(token);
        if (kid && !jwks.some((k) => k.kid === kid)) jwks = await keys.publicJwks(true);
        const { payload } = await jwtVerify(token, keySetOf(jwks), {
          issuer: options.issuer,
          audience: apiScope,
          algorithms: [signingAlg],
          clockTolerance,
        });
        if (typeof payload.sub !== 'string') return undefined;
        const claims = claimsOf(payload as JWTPayload & { sub: string });
        if (typeof payload.exp === 'number' && kid) {
          if (verified.size >= verifiedMax) verified.clear();
          verified.set(token, { claims, kid, until: (payload.exp + clockTolerance) * 1000 });
        }
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}

function claimsOf(payload: JWTPayload & { sub: string }): VerifiedToken {
  const roles = payload.role;
  // Shared by every request that brings the token: nobody may change it.
  return Object.freeze({
    userId: payload.sub,
    userName: typeof payload.preferred_username === 'string' ? payload.preferred_username : null,
    tenantId: typeof payload.tenantid === 'string' ? payload.tenantid : null,
    roles: Object.freeze(Array.isArray(roles) ? roles.map(String) : typeof roles === 'string' ? [roles] : []),
    employeeId: typeof payload.EmployeeId === 'string' ? payload.EmployeeId : null,
    scope: typeof payload.scope === 'string' ? payload.scope : '',
    jti: typeof payload.jti === 'string' ? payload.jti : null,
    grantId: typeof payload.gid === 'string' ? payload.gid : null,
    clientId: typeof payload.client_id === 'string' ? payload.client_id : null,
    exp: typeof payload.exp === 'number' ? payload.exp : null,
  });
}
export type TokenService = ReturnType<typeof createTokenService>;
