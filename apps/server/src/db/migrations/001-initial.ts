import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

type Builder = CreateTableBuilder<string, never>;

/** Schema written once with Kysely's builder; the few dialect differences are in these helpers. */
export function initialMigration(dialect: Dialect) {
  const withId = (table: Builder): Builder =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const real = dialect === 'postgres' ? sql`double precision` : sql`real`;
  const timestamps = (table: Builder): Builder =>
    table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
  const bool = (value: boolean) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value);

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await timestamps(
        withId(db.schema.createTable('runners'))
          .addColumn('nombre', 'text', (c) => c.notNull())
          .addColumn('apellido', 'text', (c) => c.notNull())
          .addColumn('dni', 'text', (c) => c.notNull().unique())
          .addColumn('sexo', 'text', (c) => c.notNull().check(sql`sexo in ('M', 'F')`))
          .addColumn('fecha_nacimiento', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('whatsapp', 'text', (c) => c.notNull())
          .addColumn('telefono', 'text', (c) => c.notNull())
          .addColumn('pais', 'text', (c) => c.notNull())
          .addColumn('provincia', 'text', (c) => c.notNull())
          .addColumn('obra_social', 'text')
          .addColumn('grupo_sanguineo', 'text', (c) => c.notNull())
          .addColumn('alergia', 'text')
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('password_change_count', 'integer', (c) =>
            c.notNull().defaultTo(0).check(sql`password_change_count between 0 and 2`),
          )
          .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('requiere_cambio_password', 'boolean', bool(false)),
      ).execute();
      await db.schema.createIndex('runners_apellido_nombre').on('runners').columns(['apellido', 'nombre']).execute();

      await timestamps(
        withId(db.schema.createTable('admins'))
          .addColumn('dni', 'text', (c) => c.notNull().unique())
          .addColumn('nombre', 'text')
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'super_admin')`))
          .addColumn('activo', 'boolean', bool(true))
          .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();

      await timestamps(
        withId(db.schema.createTable('races'))
          .addColumn('nombre', 'text', (c) => c.notNull())
          .addColumn('descripcion', 'text')
          .addColumn('activo', 'boolean', bool(true)),
      ).execute();

      await timestamps(
        withId(db.schema.createTable('modalities'))
          .addColumn('race_id', 'integer', (c) => c.notNull().references('races.id').onDelete('cascade'))
          .addColumn('nombre', 'text', (c) => c.notNull())
          .addColumn('distancia', real, (c) => c.notNull().check(sql`distancia > 0`))
          .addColumn('descripcion', 'text')
          .addColumn('activo', 'boolean', bool(true)),
      ).execute();
      await db.schema.createIndex('modalities_race').on('modalities').column('race_id').execute();

      await timestamps(
        withId(db.schema.createTable('categories'))
          .addColumn('race_id', 'integer', (c) => c.notNull().references('races.id').onDelete('cascade'))
          .addColumn('modality_id', 'integer', (c) => c.notNull().references('modalities.id').onDelete('cascade'))
          .addColumn('nombre', 'text', (c) => c.notNull())
          .addColumn('distancia', real, (c) => c.notNull())
          .addColumn('sexo', 'text', (c) => c.notNull().check(sql`sexo in ('M', 'F', 'MIXTO')`))
          .addColumn('es_libre', 'boolean', bool(false))
          .addColumn('edad_minima', 'integer')
          .addColumn('edad_maxima', 'integer')
          .addUniqueConstraint('categories_modality_nombre', ['modality_id', 'nombre']),
      ).execute();
      await db.schema.createIndex('categories_race').on('categories').column('race_id').execute();

      await timestamps(
        withId(db.schema.createTable('events'))
          .addColumn('race_id', 'integer', (c) => c.notNull().references('races.id').onDelete('restrict'))
          .addColumn('nombre', 'text', (c) => c.notNull())
          .addColumn('fecha', 'text', (c) => c.notNull())
          .addColumn('lugar', 'text', (c) => c.notNull())
          .addColumn('descripcion', 'text')
          .addColumn('activo', 'boolean', bool(true))
          .addColumn('permite_parejas', 'boolean', bool(false))
          .addColumn('fecha_apertura_inscripciones', 'text', (c) => c.notNull())
          .addColumn('fecha_cierre_inscripciones', 'text', (c) => c.notNull()),
      ).execute();

      await db.schema
        .createTable('event_categories')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('event_categories_pk', ['event_id', 'category_id'])
        .execute();

      await timestamps(
        withId(db.schema.createTable('inscriptions'))
          .addColumn('runner_id', 'integer', (c) => c.notNull().references('runners.id').onDelete('cascade'))
          .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
          .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
          .addColumn('distancia', real, (c) => c.notNull())
          .addColumn('categoria', 'text', (c) => c.notNull())
          .addColumn('es_equipo', 'boolean', bool(false))
          .addColumn('partner_runner_id', 'integer', (c) => c.references('runners.id').onDelete('set null'))
          .addColumn('pago_confirmado', 'boolean', bool(false))
          .addColumn('inscripcion_confirmada', 'boolean', bool(false))
          .addColumn('asistencia_confirmada', 'boolean', bool(false))
          .addColumn('numero_dorsal_asignado', 'integer', (c) => c.check(sql`numero_dorsal_asignado > 0`))
          .addUniqueConstraint('inscriptions_runner_event', ['runner_id', 'event_id'])
          .addUniqueConstraint('inscriptions_event_bib', ['event_id', 'numero_dorsal_asignado']),
      ).execute();
      await db.schema.createIndex('inscriptions_event').on('inscriptions').column('event_id').execute();

      await db.schema
        .createTable('event_participants')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('runner_id', 'integer', (c) => c.notNull().references('runners.id').onDelete('cascade'))
        .addColumn('inscription_id', 'integer', (c) => c.notNull().references('inscriptions.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('event_participants_pk', ['event_id', 'runner_id'])
        .execute();
      await db.schema
        .createIndex('event_participants_inscription')
        .on('event_participants')
        .column('inscription_id')
        .execute();

      await db.schema
        .createTable('timing_configs')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('distancia', real, (c) => c.notNull())
        .addColumn('laps', 'integer', (c) => c.notNull().check(sql`laps >= 1`))
        .addColumn('enabled', 'boolean', bool(true))
        .addPrimaryKeyConstraint('timing_configs_pk', ['event_id', 'distancia'])
        .execute();

      await timestamps(
        withId(db.schema.createTable('start_groups'))
          .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('start_time', 'bigint'),
      ).execute();

      await db.schema
        .createTable('start_group_categories')
        .addColumn('start_group_id', 'integer', (c) => c.notNull().references('start_groups.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('start_group_categories_pk', ['start_group_id', 'category_id'])
        .addUniqueConstraint('start_group_categories_one_group', ['event_id', 'category_id'])
        .execute();

      await timestamps(
        withId(db.schema.createTable('time_records'))
          .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
          .addColumn('client_id', 'text', (c) => c.notNull().unique())
          .addColumn('dorsal', 'integer')
          .addColumn('lap', 'integer')
          .addColumn('time_ms', 'bigint', (c) => c.notNull())
          .addColumn('recorded_at', 'bigint', (c) => c.notNull())
          .addColumn('group_id', 'integer', (c) => c.references('start_groups.id').onDelete('set null'))
          .addColumn('distancia', real)
          .addUniqueConstraint('time_records_event_bib_lap', ['event_id', 'dorsal', 'lap']),
      ).execute();
      await db.schema.createIndex('time_records_event').on('time_records').column('event_id').execute();

      await db.schema
        .createTable('result_adjustments')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('dorsal', 'integer', (c) => c.notNull())
        .addColumn('penalty_ms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.check(sql`status in ('DNF', 'DISQUALIFIED')`))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_adjustments_pk', ['event_id', 'dorsal'])
        .execute();

      await withId(db.schema.createTable('login_failures'))
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('dni', 'text', (c) => c.notNull())
        .addColumn('failed_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_dni')
        .on('login_failures')
        .columns(['user_type', 'dni', 'failed_at'])
        .execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_type', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer')
        .addColumn('detail', 'text')
        .execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
