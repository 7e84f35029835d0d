import { compareNames } from '@carreras/domain/name-order';
import type { RiderIndexEntry } from '@carreras/domain/results/results-hub.schemas';

/** Lower case without accents or extra spaces: 'Fernández' is found by 'fernandez'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Most riders a search lists at once; a longer query narrows them. */
export const SEARCH_LIMIT = 20;

/**
 * Riders matching what was typed: a number finds the bib (exact first, then bibs starting with it);
 * words find names, every word somewhere in name and surname, in any order.
 */
export function searchRiders(riders: readonly RiderIndexEntry[], query: string): RiderIndexEntry[] {
  const folded = foldText(query);
  if (folded === '') return [];
  if (/^#?\d+$/.test(folded)) {
    const digits = folded.replace('#', '');
    const exact = riders.filter((r) => String(r.dorsal) === digits);
    const starting = riders.filter((r) => String(r.dorsal).startsWith(digits) && String(r.dorsal) !== digits);
    return [...exact, ...starting.sort((a, b) => a.dorsal - b.dorsal)].slice(0, SEARCH_LIMIT);
  }
  const words = folded.split(' ');
  return riders
    .filter((r) => {
      const name = foldText(r.runnerName);
      return words.every((word) => name.includes(word));
    })
    .sort((a, b) => compareNames(a.runnerName, b.runnerName))
    .slice(0, SEARCH_LIMIT);
}
