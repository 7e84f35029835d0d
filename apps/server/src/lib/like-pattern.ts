/**
 * A LIKE pattern (with `escape '\'`) matching `text` anywhere, case-insensitively once the column is
 * lowered: LIKE's own wildcards in the text are taken literally.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
