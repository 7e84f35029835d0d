import { type Kysely, sql } from 'kysely';

/**
 * The role of the device that took a passage (decision 014): 'primary' or 'backup'. Records stored before it
 * were taken by primaries.
 */
export function deviceRolesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('time_records')
        .addColumn('device', 'text', (c) =>
          c.notNull().defaultTo('primary').check(sql`device in ('primary', 'backup')`),
        )
        .execute();
    },
  };
}
