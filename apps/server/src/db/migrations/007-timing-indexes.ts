import type { Kysely } from 'kysely';

/**
 * Recording a passage asks which records were corrected to its bib; this index answers that without
 * reading every correction of the event.
 */
export function timingIndexesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('time_record_corrections_bib')
        .on('time_record_corrections')
        .columns(['event_id', 'dorsal'])
        .execute();
    },
  };
}
