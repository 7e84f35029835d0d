import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The finish line as it happens (decision 007): a minimum lap per timed distance (repeats within it do not
 * count), an administrator's decision on a record (void it, or count a repeat), and DNS beside DNF and DSQ.
 */
export function finishLineMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('timing_configs')
        .addColumn('min_lap_seconds', 'integer', (c) =>
          c.notNull().defaultTo(60).check(sql`min_lap_seconds >= 0 and min_lap_seconds <= 86400`),
        )
        .execute();

      // One decision per record at a time; its history is in the audit log.
      await db.schema
        .createTable('time_record_marks')
        .addColumn('time_record_id', 'integer', (c) => c.primaryKey().references('time_records.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('mark', 'text', (c) => c.notNull().check(sql`mark in ('VOIDED', 'COUNTED')`))
        .addColumn('admin_id', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('time_record_marks_event').on('time_record_marks').column('event_id').execute();

      const statuses = sql`status in ('DNS', 'DNF', 'DISQUALIFIED')`;
      if (dialect === 'postgres') {
        await sql`alter table result_adjustments drop constraint if exists result_adjustments_status_check`.execute(db);
        await sql`alter table result_adjustments add constraint result_adjustments_status_check check (${statuses})`.execute(
          db,
        );
        return;
      }
      // SQLite cannot change a check constraint: the table is made again with the new one.
      await db.schema
        .createTable('result_adjustments_next')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('dorsal', 'integer', (c) => c.notNull())
        .addColumn('penalty_ms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.check(statuses))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_adjustments_next_pk', ['event_id', 'dorsal'])
        .execute();
      await sql`insert into result_adjustments_next (event_id, dorsal, penalty_ms, status, updated_at)
        select event_id, dorsal, penalty_ms, status, updated_at from result_adjustments`.execute(db);
      await db.schema.dropTable('result_adjustments').execute();
      await db.schema.alterTable('result_adjustments_next').renameTo('result_adjustments').execute();
    },
  };
}
