import { nameSortKey } from '@carreras/domain/name-order';
import type { Kysely } from 'kysely';

/**
 * A runner's surname and name as a key whose byte order is the Spanish order (nameSortKey in the domain),
 * kept by every write of those fields: lists of runners sorted and paginated by the database come out the
 * same on SQLite and PostgreSQL, whatever the server's locale ('Cáceres' before 'Costilla', 'Ñandú' after
 * 'Nuñez'). Existing runners are filled in here.
 */
export function runnerSortNameMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('runners')
        .addColumn('sort_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const old = db as Kysely<{ runners: { id: number; nombre: string; apellido: string; sort_name: string } }>;
      const runners = await old.selectFrom('runners').select(['id', 'nombre', 'apellido']).orderBy('id').execute();
      for (const runner of runners) {
        await old
          .updateTable('runners')
          .set({ sort_name: nameSortKey(runner) })
          .where('id', '=', runner.id)
          .execute();
      }
    },
  };
}
