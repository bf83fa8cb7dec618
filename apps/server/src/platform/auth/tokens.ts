import { apiScope } from '@hr/contracts';
import { createLocalJWKSet, decodeProtectedHeader, errors, type JWK, jwtVerify } from 'jose';
import { type KeyStore, signingAlg } from './keys.ts';

export interface VerifiedToken {
  userId: string;
  userName: string | null;
  tenantId: string | null;
  roles: string[];
  employeeId: string | null;
  scope: string;
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
  return {
    /** Returns the verified claims, or undefined for any invalid, expired or foreign token. */
    async verify(token: string): Promise<VerifiedToken | undefined> {
      try {
        const { kid } = decodeProtectedHeader(token);
        let jwks = await keys.publicJwks();
        if (kid && !jwks.some((k) => k.kid === kid)) jwks = await keys.publicJwks(true);
        const { payload } = await jwtVerify(token, keySetOf(jwks), {
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
