import { createHmac, randomBytes } from 'node:crypto';
import { Signer } from '@fastify/cookie';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in
 * as a DNI gets a signed note saying so, and its later attempts for that DNI are throttled on a counter of
 * their own (login-throttle.service.ts), so failures sent by someone else from the same address never delay them.
 * It only names a login and a random nonce: it authenticates nothing and is read by the login route alone.
 */

/** One a year: the browser keeps it, and the server refuses it once it is older. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const VERSION = 'd1';
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceLogin {
  type: 'runner' | 'admin';
  dni: string;
}

/**
 * One cookie per kind of account, holding the last login of that kind on this browser: a shared computer
 * keeps two cookies at most instead of one per person who ever signed in on it.
 */
export function deviceCookieName(type: DeviceLogin['type']): string {
  return `login_device_${type}`;
}

/**
 * Signs device cookies with a key of their own taken from the session secret, so nothing signed as a
 * device cookie can ever pass as something else the server signs, or the other way round.
 */
export function deviceCookieSigner(sessionSecret: string): Signer {
  return new Signer(createHmac('sha256', sessionSecret).update('login device cookie').digest());
}

export function issueDeviceCookie(signer: Signer, login: DeviceLogin, now = Date.now()): string {
  const nonce = randomBytes(16).toString('base64url');
  const expires = Math.floor(now / 1000) + DEVICE_COOKIE_MAX_AGE_S;
  return signer.sign(`${VERSION}.${login.type}.${login.dni}.${nonce}.${expires}`);
}

/**
 * The nonce of a device cookie that this server signed for exactly this login and that has not expired;
 * null for anything else (no cookie, tampered, another DNI or kind of account), which then counts as no cookie.
 */
export function trustedDeviceNonce(
  signer: Signer,
  cookie: string | undefined,
  login: DeviceLogin,
  now = Date.now(),
): string | null {
  if (!cookie) return null;
  const { valid, value } = signer.unsign(cookie);
  if (!valid || value === null) return null;
  const [version, type, dni, nonce, expires, ...rest] = value.split('.');
  if (version !== VERSION || rest.length > 0 || type !== login.type || dni !== login.dni) return null;
  if (!nonce || !NONCE_PATTERN.test(nonce)) return null;
  if (!expires || !/^\d+$/.test(expires) || Number(expires) * 1000 <= now) return null;
  return nonce;
}
