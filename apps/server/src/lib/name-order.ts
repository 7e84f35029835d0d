import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Ordering by a runner's sort key (runners.sort_name, whose byte order is the Spanish order): plain on
 * SQLite, whose default collation compares bytes, and with the "C" collation on PostgreSQL, whose database
 * locale (en_US, es_AR…) would otherwise reorder the key's '{' and '!' markers.
 */
export function bySortName(db: Kysely<Database>, column: string): RawBuilder<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`${sql.ref(column)} collate "C"`
    : sql<string>`${sql.ref(column)}`;
}
