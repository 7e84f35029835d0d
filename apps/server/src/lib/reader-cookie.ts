import { createHmac, randomBytes } from 'node:crypto';
import { fastifyCookie, Signer } from '@fastify/cookie';

/**
 * The reader cookie (decision 011): a random name the server gives a browser that reads public results, so
 * the reads of one browser can be told from its neighbours' behind one carrier address. It names nothing
 * else, authenticates nothing, and is read by the public reads' limit alone.
 */
export const READER_COOKIE = 'reader';

/** A race day and the evening after: the budget it names is counted per minute anyway. */
export const READER_COOKIE_MAX_AGE_S = 2 * 24 * 60 * 60;

const VERSION = 'r1';
const ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** Signs reader cookies with a key of their own, so no other signed value of the server can pass as one. */
export function readerCookieSigner(sessionSecret: string): Signer {
  return new Signer(createHmac('sha256', sessionSecret).update('public reader cookie').digest());
}

/** A new reader cookie's value. */
export function issueReaderCookie(signer: Signer): string {
  return signer.sign(`${VERSION}.${randomBytes(12).toString('base64url')}`);
}

/** The reader named by a `Cookie` header, when it carries a reader cookie this server signed; null otherwise. */
export function trustedReader(signer: Signer, cookieHeader: string | undefined): string | null {
  if (!cookieHeader?.includes(`${READER_COOKIE}=`)) return null;
  const value = fastifyCookie.parse(cookieHeader)[READER_COOKIE];
  if (!value) return null;
  const { valid, value: signed } = signer.unsign(value);
  if (!valid || signed === null) return null;
  const [version, id, ...rest] = signed.split('.');
  if (version !== VERSION || rest.length > 0 || !id || !ID_PATTERN.test(id)) return null;
  return id;
}

/** The `Set-Cookie` header giving `value`: every path (the API and the rider pages), never to JavaScript. */
export function readerSetCookie(value: string, secure: boolean): string {
  return fastifyCookie.serialize(READER_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: READER_COOKIE_MAX_AGE_S,
  });
}
