import type { Kysely } from 'kysely';

/**
 * Messages with an HTML part and attachments, each tied to the runner, event and inscription it is about, so the
 * back-office shows a runner's messages and can send one again (docs/decisions/017-mail-outbox.md, 'Messages that
 * matter'). Plain columns without foreign keys: a message sent stays in the outbox as it was, whatever is deleted.
 */
export function outboxMailContentMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [column, type] of [
        ['html', 'text'],
        ['attachments', 'text'],
        ['runner_id', 'integer'],
        ['event_id', 'integer'],
        ['inscription_id', 'integer'],
        ['resent_from', 'integer'],
      ] as const) {
        await db.schema.alterTable('outbox').addColumn(column, type).execute();
      }
      await db.schema.createIndex('outbox_runner').on('outbox').columns(['runner_id', 'id']).execute();
    },
  };
}
