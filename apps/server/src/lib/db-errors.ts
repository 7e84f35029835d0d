/**
 * True when the database refused a write because of a unique constraint (SQLite or PostgreSQL).
 * `needle`, when given, must appear in the constraint name, the message or PostgreSQL's detail
 * (which names the columns), so callers can tell which uniqueness was hit.
 */
export function isUniqueViolation(error: unknown, needle?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: string; constraint?: string; message?: string; detail?: string };
  const unique =
    e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!unique) return false;
  if (!needle) return true;
  return [e.constraint, e.message, e.detail].some((text) => text?.includes(needle));
}
