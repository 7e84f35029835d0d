import { parseBibText } from '@carreras/domain/bib-text';
/** A bib entry: null when empty (removes the bib), a positive integer, or 'invalid'. */
export function parseBibEntry(entry: string): number | null | 'invalid' {
  return parseBibText(entry);
}
