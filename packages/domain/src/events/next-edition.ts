import { isIsoDate } from '../dates.ts';

/** The same calendar day one year later; 29 February becomes 28 February. */
export function shiftOneYear(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const year = Number(isoDate.slice(0, 4)) + 1;
  const rest = isoDate.slice(4);
  const candidate = `${String(year).padStart(4, '0')}${rest}`;
  return isIsoDate(candidate) ? candidate : `${String(year).padStart(4, '0')}-02-28`;
}

// "6ª Edición", "6° edición", "6a. Edición", "Edición 6", "Edición N° 6"
const ORDINAL_EDITION = /(\d+)(\s*(?:ª|º|°|a\.?|o\.?)?\s*edici[oó]n)/i;
const EDITION_NUMBER = /(edici[oó]n\s*(?:n(?:°|º|ro\.?|\.)?\s*)?)(\d+)/i;

/**
 * The name of next year's edition: the edition number incremented when the name has one
 * ("Carrera MTB Tucumán - 6ª Edición" → "… - 7ª Edición"); otherwise the event's year, when the
 * name carries it, moves on by one ("Rally 2025" → "Rally 2026"); otherwise a trailing number is
 * incremented ("Desafío 3" → "Desafío 4"); otherwise " (copia)" is appended.
 */
export function nextEditionName(nombre: string, fecha: string): string {
  if (ORDINAL_EDITION.test(nombre)) {
    return nombre.replace(ORDINAL_EDITION, (_all, n: string, rest: string) => `${Number(n) + 1}${rest}`);
  }
  if (EDITION_NUMBER.test(nombre)) {
    return nombre.replace(EDITION_NUMBER, (_all, prefix: string, n: string) => `${prefix}${Number(n) + 1}`);
  }
  const year = fecha.slice(0, 4);
  if (/^\d{4}$/.test(year)) {
    const yearPattern = new RegExp(`(^|\\D)${year}(?!\\d)`);
    if (yearPattern.test(nombre)) {
      return nombre.replace(yearPattern, (_all, before: string) => `${before}${Number(year) + 1}`);
    }
  }
  const trailing = /(\d+)(\s*)$/;
  if (trailing.test(nombre)) {
    return nombre.replace(trailing, (_all, n: string, space: string) => `${Number(n) + 1}${space}`);
  }
  return `${nombre} (copia)`;
}
