import { type Kysely, sql } from 'kysely';

/** Optional place limits per category of an event (docs/product-choices.md, 'Before the race'), beside those of the event and its distances. */
export function categoryPlacesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('event_category_settings')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('cupo', 'integer', (c) => c.notNull().check(sql`cupo > 0`))
        .addPrimaryKeyConstraint('event_category_settings_pk', ['event_id', 'category_id'])
        .execute();
    },
  };
}
