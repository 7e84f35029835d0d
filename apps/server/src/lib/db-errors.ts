/** True when the database refused a write because of a unique constraint (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return !constraint || Boolean(e.message?.includes(constraint));
  }
  return false;
}
