import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Championships (campeonatos): a season's standings over several events. The scoring (points table, statuses'
 * points, best N) is one JSON text: it is always read and written whole, never queried by its parts. The
 * events are rows in order (fecha 1, 2, 3…); deleting an event takes it out of its championships.
 */
export function championshipsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('championships')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('anio', 'integer', (c) => c.notNull())
        .addColumn('scoring', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('championship_events')
        .addColumn('championship_id', 'integer', (c) => c.notNull().references('championships.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('championship_events_pk', ['championship_id', 'event_id'])
        .addUniqueConstraint('championship_events_position', ['championship_id', 'position'])
        .execute();
      await db.schema.createIndex('championship_events_event').on('championship_events').column('event_id').execute();
    },
  };
}
