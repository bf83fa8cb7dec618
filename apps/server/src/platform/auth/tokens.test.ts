import { apiScope } from '@hr/contracts';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KeyStore } from './keys.ts';
import { signingAlg } from './keys.ts';
import { createTokenService } from './tokens.ts';

/**
 * The token service keeps what it verified, by the token's whole text, until the token expires. These
 * are the ways a kept token must still be refused.
 */
const issuer = 'http://localhost:3000';
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let publicJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair(signingAlg, { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: signingAlg, use: 'sig' };
});
afterEach(() => {
  vi.useRealTimers();
});

/** A key store holding the test key while `published` says so. */
function store(state: { published: boolean }): KeyStore {
  return {
    publicJwks: async () => (state.published ? [publicJwk] : []),
  } as unknown as KeyStore;
}

function sign(claims: Record<string, unknown>, expiresIn = '1h') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: signingAlg, kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(apiScope)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);
}

describe('token verification', () => {
  it('answers the same frozen claims for a token seen before', async () => {
    const tokens = createTokenService(store({ published: true }), { issuer });
    const token = await sign({ sub: 'u1', tenantid: 't1', role: ['admin'] });
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 'u1', tenantId: 't1', roles: ['admin'] });
    expect(await tokens.verify(token)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.roles)).toBe(true);
  });

  it('refuses another signature over the same claims after the real token was kept', async () => {
    const tokens = createTokenService(store({ published: true }), { issuer });
    const token = await sign({ sub: 'u1' });
    expect(await tokens.verify(token)).toBeDefined();
    const [header, payload, signature = ''] = token.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect(await tokens.verify(forged)).toBeUndefined();
    // Claims changed under the real signature.
    const otherPayload = Buffer.from(JSON.stringify({ sub: 'admin', iss: issuer, aud: apiScope })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeUndefined();
  });

  it('refuses a kept token once its signing key is no longer published', async () => {
    const state = { published: true };
    const tokens = createTokenService(store(state), { issuer });
    const token = await sign({ sub: 'u1' });
    expect(await tokens.verify(token)).toBeDefined();
    state.published = false;
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a kept token once it has expired (past the minute of tolerance)', async () => {
    const tokens = createTokenService(store({ published: true }), { issuer });
    const token = await sign({ sub: 'u1' }, '2m');
    expect(await tokens.verify(token)).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 150_000);
    expect(await tokens.verify(token)).toBeDefined(); // 2.5 minutes: within the tolerance
    vi.setSystemTime(Date.now() + 60_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token of another issuer or audience, and one already expired', async () => {
    const tokens = createTokenService(store({ published: true }), { issuer });
    const foreign = await new SignJWT({ sub: 'u1' })
      .setProtectedHeader({ alg: signingAlg, kid: 'k1' })
      .setIssuer('http://elsewhere')
      .setAudience(apiScope)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect(await tokens.verify(foreign)).toBeUndefined();
    const expired = await sign({ sub: 'u1' }, '-5m');
    expect(await tokens.verify(expired)).toBeUndefined();
  });
});
