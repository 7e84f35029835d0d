import type { AdminInscription } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { DNI_PATTERN } from '@carreras/domain/limits';
import { dniDigits } from '@carreras/domain/search-key';

/**
 * The one inscription whose holder or partner has exactly this full DNI (7 or 8 digits), if there is
 * exactly one. The search matches DNIs by part, so 3012345 also finds 30123456: only equality counts. Dots
 * and spaces typed in it ('30.123.456') do not count, as DNIs are stored as digits.
 */
export function exactDniMatch<T extends AdminInscription>(items: readonly T[], text: string): T | null {
  const dni = dniDigits(text);
  if (!DNI_PATTERN.test(dni)) return null;
  const matches = items.filter((item) => item.runner.dni === dni || item.compañero?.dni === dni);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/**
 * Whether the typed number is this inscription's bib or its holder's or partner's whole DNI. The server lists
 * such an inscription first, so Enter takes it even among the riders whose DNI merely contains those digits.
 */
export function holdsTypedNumber(item: AdminInscription | undefined, text: string): boolean {
  const digits = dniDigits(text);
  if (!item || !/^\d+$/.test(digits)) return false;
  return item.numeroDorsalAsignado === Number(digits) || item.runner.dni === digits || item.compañero?.dni === digits;
}
