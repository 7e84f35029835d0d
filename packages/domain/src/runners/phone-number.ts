import { PHONE_PATTERN } from '../limits.ts';

/**
 * Phone numbers as people in Argentina type them. WhatsApp needs a mobile, so `whatsappDigits` turns any
 * Argentine number into the digits wa.me dials: country 54, 9 for a mobile, the area code without its 0, the
 * number without the 15 ('0381 15-444-5566' → '5493814445566'). An emergency phone may be a family's landline
 * and must dial what was typed, so `emergencyPhone` keeps a landline a landline ('(0383) 444-1234' →
 * '+543834441234') and a mobile a mobile. Area code and number always make 10 digits (area codes have 2 to
 * 4); the 15 of a mobile sits between them.
 */

const COUNTRY = '54';
const MOBILE = '9';
const NATIONAL_LENGTH = 10;
/** E.164 bounds for numbers of other countries, typed with + and their country code. */
const FOREIGN_MIN_DIGITS = 8;
const FOREIGN_MAX_DIGITS = 15;

/**
 * The area codes of three digits (the rest have four, Buenos Aires two); used only to show a number in
 * groups, never to refuse one.
 */
const THREE_DIGIT_AREA_CODES = new Set(
  `220 221 223 230 236 237 249 260 261 263 264 266 280 291 294 297 299 336 341
   342 343 345 348 351 353 358 362 364 370 376 379 380 381 383 385 387 388`.split(/\s+/),
);

/** Drops the mobile prefix 15 typed between area code and number: 12 digits become 10. */
function withoutFifteen(national: string): string | null {
  if (national.length === NATIONAL_LENGTH) return national;
  if (national.length !== NATIONAL_LENGTH + 2) return null;
  // Only Buenos Aires' area code (11) starts with 1. Otherwise the area has 3 or 4 digits, and '15' cannot
  // follow both: it would need the fifth digit to be 5 and 1 at once.
  const areaLength = national.startsWith('1') ? 2 : national.slice(3, 5) === '15' ? 3 : 4;
  if (national.slice(areaLength, areaLength + 2) !== '15') return null;
  return national.slice(0, areaLength) + national.slice(areaLength + 2);
}

/** A typed phone read: another country's digits, or an Argentine area code and number and whether it is a mobile. */
type ReadPhone = { foreign: string } | { national: string; mobile: boolean };

/**
 * Reads a typed phone, or null when it cannot be worked out. Without '+' (or 00) the number is Argentine; it is
 * a mobile when it carries the 9 after the country (or before the area code) or the 15 after the area code.
 */
function readPhone(typed: string): ReadPhone | null {
  const text = typed.trim();
  if (!PHONE_PATTERN.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (international && !digits.startsWith(COUNTRY)) {
    const valid = digits.length >= FOREIGN_MIN_DIGITS && digits.length <= FOREIGN_MAX_DIGITS && !digits.startsWith('0');
    return valid ? { foreign: digits } : null;
  }
  // No Argentine number starts with 54 (area codes start with 1, 2 or 3), so a leading 54 is the country.
  let national = digits.length > NATIONAL_LENGTH && digits.startsWith(COUNTRY) ? digits.slice(COUNTRY.length) : digits;
  const nine = national.startsWith(MOBILE);
  // The 9 of the international mobile form, and the 0 of the national one ('+54 9 0381…' happens too).
  national = national.replace(/^9?0?/, '');
  const number = withoutFifteen(national);
  if (!number || !/^(11|[23])/.test(number)) return null;
  return { national: number, mobile: nine || number !== national };
}

/**
 * The digits wa.me dials for a typed phone, or null when they cannot be worked out. Without '+' (or 00) the
 * number is Argentine and taken as a mobile, the only kind WhatsApp has: '381 15 4445566', '0381 15-444-5566',
 * '3814445566', '+54 9 381 444-5566' and '54 381 4445566' all give '5493814445566'. A number of another
 * country is taken as typed after its '+'.
 */
export function whatsappDigits(typed: string): string | null {
  const phone = readPhone(typed);
  if (!phone) return null;
  return 'foreign' in phone ? phone.foreign : COUNTRY + MOBILE + phone.national;
}

/**
 * An emergency phone as stored, dialling what was typed (docs/product-choices.md, 'Phones as people have
 * them'), or null when it cannot be worked out. A mobile, known by its 15 or its 9, is stored as WhatsApp's
 * are ('0381 15-444-5566' → '5493814445566'); a number with neither is a landline, stored in E.164
 * ('(0383) 444-1234', '3834441234', '+54 383 444-1234' → '+543834441234'); another country's as its digits.
 */
export function emergencyPhone(typed: string): string | null {
  const phone = readPhone(typed);
  if (!phone) return null;
  if ('foreign' in phone) return phone.foreign;
  return phone.mobile ? COUNTRY + MOBILE + phone.national : `+${COUNTRY}${phone.national}`;
}

/** An Argentine area code and number split for reading: the area code has 2, 3 or 4 digits. */
function areaAndNumber(national: string): { area: string; number: string } {
  const areaLength = national.startsWith('11') ? 2 : THREE_DIGIT_AREA_CODES.has(national.slice(0, 3)) ? 3 : 4;
  const subscriber = national.slice(areaLength);
  return { area: national.slice(0, areaLength), number: `${subscriber.slice(0, -4)}-${subscriber.slice(-4)}` };
}

/**
 * A stored number for people to read: a mobile '5493814445566' → '+54 9 381 444-5566', '5491144445555' →
 * '+54 9 11 4444-5555'; a landline as the family dials it, '+543834441234' → '(0383) 444-1234'; another
 * country's as '+' and its digits; anything else (stored before numbers were normalised, such as '0381555' or
 * '4445566') as it was typed.
 */
export function formatPhone(stored: string): string {
  const landline = stored.match(/^\+54(\d{10})$/);
  if (landline) {
    const { area, number } = areaAndNumber(landline[1] as string);
    return `(0${area}) ${number}`;
  }
  const argentine = stored.match(/^549(\d{10})$/);
  if (!argentine) {
    const foreign =
      /^[1-9]\d+$/.test(stored) && stored.length >= FOREIGN_MIN_DIGITS && stored.length <= FOREIGN_MAX_DIGITS;
    return foreign ? `+${stored}` : stored;
  }
  const { area, number } = areaAndNumber(argentine[1] as string);
  return `+54 9 ${area} ${number}`;
}
