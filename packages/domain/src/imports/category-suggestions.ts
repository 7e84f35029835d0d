import { searchKey } from '../search-key.ts';

/** An event's category as the sheet imports see it. */
export interface SuggestableCategory {
  id: number;
  nombre: string;
  distancia: number;
}

/** Words a category name is written with in many ways, each read as the one the product's names use. */
const SYNONYMS: Record<string, string> = {
  masculino: 'masc',
  masculina: 'masc',
  masculinos: 'masc',
  varon: 'masc',
  varones: 'masc',
  hombre: 'masc',
  hombres: 'masc',
  caballero: 'masc',
  caballeros: 'masc',
  femenino: 'fem',
  femenina: 'fem',
  femeninos: 'fem',
  mujer: 'fem',
  mujeres: 'fem',
  dama: 'fem',
  damas: 'fem',
};

/** Words that join a name and say nothing of the category ('Damas de 40' is 'Damas 40'). */
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y']);

/** 'promocionales' → 'promocional', 'masters' → 'master': the singular the names most often use. */
function singular(word: string): string {
  if (word.length > 4 && /[lrndz]es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * A category text as the words compared: folded by the product's search key, split at anything that is not a
 * letter or a digit and between letters and digits ('Sub23' is 'sub 23'), connectors left out, synonyms read as
 * one word and plurals as singular.
 */
export function categoryTokens(text: string): string[] {
  return searchKey(text)
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !CONNECTORS.has(word))
    .map((word) => SYNONYMS[word] ?? singular(word));
}

/**
 * Whether two words are the same: equal, or one a prefix of the other of at least 3 letters ('prom' and
 * 'promocional'). A number or a single letter is only ever itself: 'A' is not 'B', '1' is not '2'.
 */
function sameToken(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a) || /\d/.test(b)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short);
}

function tokensMatch(text: readonly string[], name: readonly string[]): boolean {
  if (text.length === 0 || name.length === 0) return false;
  return (
    text.every((word) => name.some((other) => sameToken(word, other))) &&
    name.every((word) => text.some((other) => sameToken(word, other)))
  );
}

/**
 * The one category of the event a text most likely means when no name equals it: every word on each side
 * matches a word on the other ('Promocionales B Masculino' → 'PROMOCIONALES B MASC'). Only categories of
 * `distance` when the row gives one. Null when no category or more than one would fit: a suggestion is never a
 * guess between two.
 */
export function suggestCategory<C extends SuggestableCategory>(
  text: string,
  categories: readonly C[],
  distance: number | null = null,
): C | null {
  const words = categoryTokens(text);
  const fits = categories.filter(
    (category) =>
      (distance === null || category.distancia === distance) && tokensMatch(words, categoryTokens(category.nombre)),
  );
  return fits.length === 1 ? (fits[0] as C) : null;
}

/** A category text of the sheet and the category the admin said it means, for every row with that text. */
export interface CategoryEquivalence {
  texto: string;
  categoryId: number;
}

/** The key a category text is compared by, for equivalences and suggestions: the product's search key. */
export const categoryTextKey = (text: string) => searchKey(text);

/**
 * The category an equivalence gives a row's text, among those the admin chose: the one at the row's distance,
 * or the only one when the row gives none. `ambiguous` when the text was given categories at several distances
 * and the row does not say which.
 */
export function equivalentCategory<C extends SuggestableCategory>(
  text: string,
  distance: number | null,
  equivalences: readonly CategoryEquivalence[],
  categories: readonly C[],
): C | 'ambiguous' | null {
  const key = categoryTextKey(text);
  const chosen = equivalences
    .filter((equivalence) => categoryTextKey(equivalence.texto) === key)
    .flatMap((equivalence) => categories.filter((category) => category.id === equivalence.categoryId))
    .filter((category, index, all) => all.findIndex((other) => other.id === category.id) === index)
    .filter((category) => distance === null || category.distancia === distance);
  if (chosen.length === 0) return null;
  return chosen.length === 1 ? (chosen[0] as C) : 'ambiguous';
}

/** The suggestion a refused row carries: its category text as the sheet writes it, and the category meant. */
export interface RowSuggestion {
  texto: string;
  category: SuggestableCategory;
}

/** A suggestion as the previews answer it: the sheet's text, the category it most likely means, how many rows. */
export interface CategorySuggestion {
  texto: string;
  categoryId: number;
  categoria: string;
  distancia: number;
  filas: number;
}

/** The rows' suggestions, one per text (by search key) and category, in sheet order, with the rows counted. */
export function collectSuggestions(rows: readonly { sugerencia: RowSuggestion | null }[]): CategorySuggestion[] {
  const byKey = new Map<string, CategorySuggestion>();
  for (const { sugerencia } of rows) {
    if (!sugerencia) continue;
    const key = `${categoryTextKey(sugerencia.texto)}\u0000${sugerencia.category.id}`;
    const found = byKey.get(key);
    if (found) found.filas += 1;
    else {
      byKey.set(key, {
        texto: sugerencia.texto,
        categoryId: sugerencia.category.id,
        categoria: sugerencia.category.nombre,
        distancia: sugerencia.category.distancia,
        filas: 1,
      });
    }
  }
  return [...byKey.values()];
}

/** The question a refused row's reason ends with. */
export const didYouMean = (category: SuggestableCategory) =>
  `¿quiso decir ${category.nombre} (${category.distancia} km)?`;
