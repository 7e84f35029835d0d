import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@carreras/domain/limits';
import { useEffect, useState } from 'react';

/** The server refuses longer search texts (list query schemas: at most 100 characters). */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `Búsqueda demasiado larga (máximo ${SEARCH_MAX_LENGTH} caracteres)`;

/** The term to send for what the user typed: trimmed, empty below the minimum length. */
export function effectiveSearchTerm(typed: string): string {
  const term = typed.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : '';
}

/** What the user typed, settled for SEARCH_DEBOUNCE_MS, as the term to search (spec: from 3 characters, 500 ms). */
export function useSearchTerm(typed: string, delayMs = SEARCH_DEBOUNCE_MS): string {
  const [term, setTerm] = useState(() => effectiveSearchTerm(typed));
  useEffect(() => {
    const next = effectiveSearchTerm(typed);
    const timer = setTimeout(() => setTerm(next), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  return term;
}
