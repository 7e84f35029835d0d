import { BIB_MAX, BIB_MIN } from './limits.ts';

/**
 * A bib as someone typed it: null when nothing was typed, the bib when the text is a whole number from
 * BIB_MIN to BIB_MAX, 'invalid' otherwise ('Número de dorsal inválido').
 */
export function parseBibText(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const bib = Number(trimmed);
  return bib >= BIB_MIN && bib <= BIB_MAX ? bib : 'invalid';
}
