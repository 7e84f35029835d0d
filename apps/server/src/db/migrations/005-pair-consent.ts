import type { Kysely } from 'kysely';

/**
 * Pair consent: a pair made by a runner waits for the partner (`partner_pending`) and the partner takes
 * part in the event only once they accept. Existing pairs were made before consent existed and stay
 * confirmed (the default false). One pair per partner and event, pending or confirmed, so two holders
 * inviting the same partner at once cannot both succeed.
 */
export function pairConsentMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('inscriptions')
        .addColumn('partner_pending', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema
        .createIndex('inscriptions_event_partner_unique')
        .on('inscriptions')
        .columns(['event_id', 'partner_runner_id'])
        .unique()
        .execute();
    },
  };
}
