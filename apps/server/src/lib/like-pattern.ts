import { type RawBuilder, sql } from 'kysely';

/**
 * A LIKE pattern (with `escape '\'`) matching `text` anywhere, case-insensitively once the column is
 * lowered: LIKE's own wildcards in the text are taken literally.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * True when the folded search column (runners.search_text) holds every word, in any order. The words
 * come from searchWords, folded as the column is, so a plain LIKE is accent- and case-insensitive on
 * SQLite and PostgreSQL alike. At least one word.
 */
export function searchTextHasWords(column: string, words: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    words.map((word) => sql`${sql.ref(column)} like ${containsPattern(word)} escape '\\'`),
    sql` and `,
  )})`;
}
