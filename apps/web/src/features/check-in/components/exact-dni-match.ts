import type { AdminInscription } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { DNI_PATTERN } from '@carreras/domain/limits';

/**
 * The one inscription whose holder or partner has exactly this full DNI (7 or 8 digits), if there is
 * exactly one. The search matches DNIs by part, so 3012345 also finds 30123456: only equality counts.
 */
export function exactDniMatch(items: readonly AdminInscription[], text: string): AdminInscription | null {
  if (!DNI_PATTERN.test(text)) return null;
  const matches = items.filter((item) => item.runner.dni === text || item.compañero?.dni === text);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
