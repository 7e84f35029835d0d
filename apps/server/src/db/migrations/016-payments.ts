import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Payments recorded per inscription (docs/decisions/015-payments-recorded.md): one row per event of money, never
 * deleted: an undo sets voided_at and voided_by. `runner_id` is whose share it pays (a pair pays two shares).
 * Inscriptions confirmed before this table keep only their `pago_confirmado` flag.
 */
export function paymentsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const withId =
        dialect === 'postgres'
          ? db.schema.createTable('payments').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('payments').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await withId
        .addColumn('inscription_id', 'integer', (c) => c.notNull().references('inscriptions.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('runner_id', 'integer', (c) => c.references('runners.id').onDelete('set null'))
        .addColumn('monto', 'integer', (c) => c.notNull().check(sql`monto >= 0`))
        .addColumn('metodo', 'text', (c) =>
          c.notNull().check(sql`metodo in ('efectivo', 'transferencia', 'link', 'exento')`),
        )
        .addColumn('referencia', 'text')
        .addColumn('motivo', 'text')
        .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('voided_at', 'text')
        .addColumn('voided_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('payments_inscription').on('payments').columns(['inscription_id']).execute();
      await db.schema.createIndex('payments_event_time').on('payments').columns(['event_id', 'created_at']).execute();
    },
  };
}
