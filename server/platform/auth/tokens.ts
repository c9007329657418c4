import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  /** account id */
  sub: number;
  /** the account's token_version when the token was issued */
  ver: number;
  /** the session (server/platform/auth/sessions.ts) the token belongs to */
  sid: string;
}

/** A signed token and how long it lives, as the API answers it. */
export interface SignedToken {
  token: string;
  /** seconds */
  expires_in: number;
}

export interface TokenService {
  /**
   * A token for the claims, valid for the configured lifetime but never past `notAfterMs` (the
   * session's absolute expiry, ms since epoch).
   */
  sign(claims: TokenClaims, notAfterMs: number): Promise<SignedToken>;
  /** The claims of a valid, unexpired token, with its expiry (seconds since epoch). */
  verify(token: string): Promise<(TokenClaims & { exp: number }) | null>;
  ttlSeconds: number;
}

export function createTokenService(
  secret: string,
  ttlMinutes: number,
  now: () => Date,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const ttlSeconds = ttlMinutes * 60;
  return {
    ttlSeconds,
    async sign({ sub, ver, sid }, notAfterMs) {
      const iat = Math.floor(now().getTime() / 1000);
      const exp = Math.min(iat + ttlSeconds, Math.floor(notAfterMs / 1000));
      const token = await new SignJWT({ ver, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(sub))
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expires_in: Math.max(0, exp - iat) };
    },
    async verify(token) {
      try {
        // A token without an expiry or a session would live forever: refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now(),
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const sub = Number(payload.sub);
        const ver = typeof payload.ver === 'number' ? payload.ver : NaN;
        const sid = typeof payload.sid === 'string' ? payload.sid : '';
        const exp = payload.exp!;
        return Number.isInteger(sub) && Number.isInteger(ver) && sid
          ? { sub, ver, sid, exp }
          : null;
      } catch {
        return null;
      }
    },
  };
}
