import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Places, waiting list and fees (docs/product-choices.md, 'Before the race'). `event_registration` holds an event's settings and is also the
 * row every inscription of that event locks, so counting the places taken and inserting happen one at a time
 * per event on both databases (see places.repository.ts). Waiting runners live apart from inscriptions, so
 * every list, export, bib and result keeps reading only real inscriptions.
 */
export function placesAndFeesMigration(dialect: Dialect) {
  const real = dialect === 'postgres' ? sql`double precision` : sql`real`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('event_registration')
        .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
        .addColumn('cupo_total', 'integer', (c) => c.check(sql`cupo_total > 0`))
        .addColumn('promocion_automatica', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('lista_publica', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('fecha_fin_anticipado', 'text')
        .addColumn('pago_alias', 'text')
        .addColumn('pago_cbu', 'text')
        .addColumn('pago_link', 'text')
        .addColumn('pago_efectivo', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('pago_notas', 'text')
        .addColumn('whatsapp_organizador', 'text')
        .addColumn('retiro_kit', 'text')
        .addColumn('plantilla_recordatorio', 'text')
        .addColumn('lock_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('event_distance_settings')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('distancia', real, (c) => c.notNull())
        .addColumn('cupo', 'integer', (c) => c.check(sql`cupo > 0`))
        .addColumn('precio', 'integer', (c) => c.check(sql`precio >= 0`))
        .addColumn('precio_anticipado', 'integer', (c) => c.check(sql`precio_anticipado >= 0`))
        .addPrimaryKeyConstraint('event_distance_settings_pk', ['event_id', 'distancia'])
        .execute();

      const withId =
        dialect === 'postgres'
          ? db.schema.createTable('waiting_list').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('waiting_list').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await withId
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('runner_id', 'integer', (c) => c.notNull().references('runners.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
        .addColumn('distancia', real, (c) => c.notNull())
        .addColumn('categoria', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('waiting_list_event_runner', ['event_id', 'runner_id'])
        .execute();
      await db.schema
        .createIndex('waiting_list_order')
        .on('waiting_list')
        .columns(['event_id', 'distancia', 'id'])
        .execute();

      // Existing inscriptions keep no price (null: the event had none) and no payment report.
      await db.schema.alterTable('inscriptions').addColumn('precio_unitario', 'integer').execute();
      await db.schema.alterTable('inscriptions').addColumn('pago_informado_at', 'text').execute();
      await db.schema.alterTable('inscriptions').addColumn('pago_referencia', 'text').execute();
      await db.schema.alterTable('inscriptions').addColumn('promovida_at', 'text').execute();
    },
  };
}
