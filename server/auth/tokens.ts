import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  /** account id */
  sub: number;
  /** the account's token_version when the token was issued */
  ver: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
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
    async sign({ sub, ver }) {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(sub))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now(),
        });
        const sub = Number(payload.sub);
        const ver = typeof payload.ver === 'number' ? payload.ver : NaN;
        const exp = payload.exp ?? 0;
        return Number.isInteger(sub) && Number.isInteger(ver) ? { sub, ver, exp } : null;
      } catch {
        return null;
      }
    },
  };
}
