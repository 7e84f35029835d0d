import { formatIsoDateEsAr } from '../dates.ts';

/**
 * Temporary passwords of the runners an import creates (docs/decisions/016-imports-that-protect.md): one each,
 * random, handed over once in a sheet, and valid up to and including the day it expires (D9).
 */
export const TEMPORARY_PASSWORD_DAYS = 14;

/** The last day a temporary password made on `today` (yyyy-mm-dd) signs in: `days` days later. */
export function temporaryPasswordLastDay(today: string, days = TEMPORARY_PASSWORD_DAYS): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether a temporary password whose last day is `lastDay` no longer signs in on `today` (both yyyy-mm-dd). */
export function isTemporaryPasswordExpired(lastDay: string, today: string): boolean {
  return today > lastDay;
}

/** The hand-over sheet's file name. */
export const PASSWORD_SHEET_FILE_NAME = 'contrasenas_temporales.xlsx';

/** The hand-over sheet's headers, in order. */
export const PASSWORD_SHEET_HEADERS = {
  dni: 'DNI',
  nombre: 'Nombre',
  apellido: 'Apellido',
  password: 'Contraseña temporal',
  vence: 'Vence el',
  whatsapp: 'WhatsApp',
} as const;

/** The WhatsApp message that hands a new runner their account (runner area: voseo). */
export function temporaryPasswordText(s: {
  nombre: string;
  evento: string;
  dni: string;
  password: string;
  lastDay: string;
}): string {
  return [
    `Hola ${s.nombre}, te inscribimos en ${s.evento}.`,
    `Para entrar a tu cuenta usá tu DNI ${s.dni} y esta contraseña temporal: ${s.password}`,
    `Vence el ${formatIsoDateEsAr(s.lastDay)}. Al entrar vas a elegir una contraseña tuya.`,
  ].join('\n');
}

export const temporaryPasswordMessages = {
  /** Login with a temporary password past its last day (runner area: voseo). */
  expired:
    'Tu contraseña temporal venció. Pedile al organizador que te dé una nueva (desde "¿Olvidaste tu contraseña?").',
} as const;
