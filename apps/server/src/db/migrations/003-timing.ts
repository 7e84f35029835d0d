import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Corrections of timing records are stored beside them, never over them: a record keeps the bib
 * and time the timekeeper took, and these tables hold what an administrator changed, by whom.
 */
export function timingMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('time_record_corrections')
        .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('time_record_id', 'integer', (c) => c.notNull().references('time_records.id').onDelete('cascade'))
        .addColumn('previous_dorsal', 'integer')
        .addColumn('dorsal', 'integer', (c) => c.notNull())
        .addColumn('admin_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('time_record_corrections_record')
        .on('time_record_corrections')
        .columns(['time_record_id', 'id'])
        .execute();

      await db.schema
        .createTable('lap_time_overrides')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('dorsal', 'integer', (c) => c.notNull())
        .addColumn('lap', 'integer', (c) => c.notNull())
        .addColumn('time_ms', 'bigint', (c) => c.notNull())
        .addColumn('admin_id', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('lap_time_overrides_pk', ['event_id', 'dorsal', 'lap'])
        .execute();
    },
  };
}
