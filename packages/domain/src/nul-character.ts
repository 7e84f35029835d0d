/**
 * Where a request value carries the NUL character (`\0`), as the field key the error answer uses
 * (`nombre`, `companero.dni`, `items.2`), or null when there is none. PostgreSQL cannot store NUL in a
 * text column and no form of the product can type it, so every text is refused before it reaches a schema.
 */
export function findNulCharacter(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\0')) return [...path, key.replaceAll('\0', '')].join('.');
    const found = findNulCharacter(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
