import { runnerSearchText } from '@carreras/domain/search-key';
import type { Kysely } from 'kysely';

/**
 * A runner's name, surname and DNI folded for searching (lower case, no accents), kept by every write of
 * those fields: the back-office searches compare it with what was typed the same way on SQLite and
 * PostgreSQL, where `unaccent` may not be installed. Existing runners are filled in here.
 */
export function runnerSearchMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('runners')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const old = db as Kysely<{
        runners: { id: number; nombre: string; apellido: string; dni: string; search_text: string };
      }>;
      const runners = await old
        .selectFrom('runners')
        .select(['id', 'nombre', 'apellido', 'dni'])
        .orderBy('id')
        .execute();
      for (const runner of runners) {
        await old
          .updateTable('runners')
          .set({ search_text: runnerSearchText(runner) })
          .where('id', '=', runner.id)
          .execute();
      }
    },
  };
}
