import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenPayload {
  /** Runner or admin id. */
  sub: number;
  typ: 'runner' | 'admin';
  /** The account's token_version when the token was issued: a password change moves it on. */
  ver: number;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

const PREFIX = 'v1';

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${PREFIX}.${body}`).digest();
}

export function signToken(payload: TokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${PREFIX}.${body}.${signature(secret, body).toString('base64url')}`;
}

/** The payload of a well-formed, correctly signed, unexpired token; null for anything else. */
export function verifyToken(token: string, secret: string, now: number = Date.now()): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, body, sig] = parts as [string, string, string];
  // The signature's exact text, not its decoded bytes: decoders accept padding, '+' and '/', and ignore
  // the last character's spare bits, so one signature has many spellings. A token has exactly one.
  const expected = Buffer.from(signature(secret, body).toString('base64url'));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    if (
      !Number.isSafeInteger(payload.sub) ||
      (payload.typ !== 'runner' && payload.typ !== 'admin') ||
      !Number.isSafeInteger(payload.ver) ||
      typeof payload.exp !== 'number' ||
      payload.exp <= now
    ) {
      return null;
    }
    return payload;
  } catch {
    return null;
  }
}

/** The signature part of a token, which names it (a sign-out stores it: modules/auth/sessions.service.ts). */
export function tokenSignature(token: string): string {
  return token.split('.')[2] ?? '';
}
