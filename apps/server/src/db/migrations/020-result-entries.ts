import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Riders of a past edition known only by the name its results sheet gives (docs/decisions/018-results-by-name.md):
 * a result entry holds a bib of the edition, timed by the same passages and statuses as an inscription's, and is
 * linked to a runner later, by the DNI it carries when one registers or by an administrator.
 */
export function resultEntriesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table =
        dialect === 'postgres'
          ? db.schema.createTable('result_entries').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('result_entries').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('distancia', 'integer', (c) => c.notNull())
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
        .addColumn('categoria', 'text', (c) => c.notNull())
        .addColumn('dorsal', 'integer', (c) => c.notNull().check(sql`dorsal > 0`))
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('dni', 'text')
        .addColumn('club', 'text')
        .addColumn('runner_id', 'integer', (c) => c.references('runners.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('result_entries_event_bib', ['event_id', 'dorsal'])
        .execute();
      await db.schema.createIndex('result_entries_dni').on('result_entries').column('dni').execute();
      await db.schema.createIndex('result_entries_runner').on('result_entries').column('runner_id').execute();
    },
  };
}
