import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Controls on the course (docs/decisions/019-controls-on-the-course.md): each distance's timing points before the
 * finish, the volunteer links that record at one of them (only a hash of the token is kept), and the passages
 * they take. Passages are judged on every read (counted, repeat, copy, splits, flags), never stored judged.
 */
export function courseControlsMigration(dialect: Dialect) {
  const real = dialect === 'postgres' ? sql`double precision` : sql`real`;
  return {
    async up(database: Kysely<unknown>): Promise<void> {
      const id = (name: string) =>
        dialect === 'postgres'
          ? database.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
          : database.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await id('control_points')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('distancia', real, (c) => c.notNull())
        .addColumn('orden', 'integer', (c) => c.notNull().check(sql`orden > 0`))
        .addColumn('nombre', 'text', (c) => c.notNull().check(sql`length(nombre) between 1 and 60`))
        .addColumn('km', real, (c) => c.notNull().check(sql`km > 0`))
        .addColumn('obligatorio', 'boolean', (c) => c.notNull())
        // 'HH:mm' on the event's day, or minutes after the rider's own start; never both.
        .addColumn('cutoff_clock', 'text', (c) => c.check(sql`cutoff_clock is null or length(cutoff_clock) = 5`))
        .addColumn('cutoff_minutes', 'integer', (c) => c.check(sql`cutoff_minutes is null or cutoff_minutes > 0`))
        .addColumn('vuelta', 'integer', (c) => c.check(sql`vuelta is null or vuelta > 0`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('control_points_order', ['event_id', 'distancia', 'orden'])
        .addCheckConstraint('control_points_one_cutoff', sql`cutoff_clock is null or cutoff_minutes is null`)
        .execute();

      await id('control_links')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('point_id', 'integer', (c) => c.notNull().references('control_points.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await database.schema.createIndex('control_links_event').on('control_links').column('event_id').execute();

      await id('control_passages')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        // A control with passages is not deleted (restrict): they would lose where they were taken.
        .addColumn('point_id', 'integer', (c) => c.notNull().references('control_points.id').onDelete('restrict'))
        .addColumn('link_id', 'integer', (c) => c.notNull().references('control_links.id').onDelete('restrict'))
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('dorsal', 'integer', (c) => c.notNull().check(sql`dorsal > 0`))
        .addColumn('recorded_at', 'bigint', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull().check(sql`device in ('primary', 'backup')`))
        .addColumn('voided_at', 'bigint')
        .addColumn('voided_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        // The phone's retry of a passage is the same passage (D10).
        .addUniqueConstraint('control_passages_client', ['link_id', 'client_id'])
        .execute();
      await database.schema
        .createIndex('control_passages_point_bib')
        .on('control_passages')
        .columns(['point_id', 'dorsal'])
        .execute();
      await database.schema
        .createIndex('control_passages_event_bib')
        .on('control_passages')
        .columns(['event_id', 'dorsal'])
        .execute();
    },
  };
}
