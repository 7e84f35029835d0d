import { todayInOrganiserZone } from '@carreras/domain/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * An event of the seeded race with every seeded category, whose registration window is open today
 * (or closed, or inactive, as asked). Inserted directly so these tests do not depend on the events API.
 */
export async function insertEvent(
  db: Kysely<Database>,
  options: { open?: boolean; activo?: boolean; permiteParejas?: boolean; fecha?: string; nombre?: string } = {},
): Promise<number> {
  const today = todayInOrganiserZone();
  const open = options.open ?? true;
  const race = await db.selectFrom('races').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const event = await db
    .insertInto('events')
    .values({
      race_id: race.id,
      nombre: options.nombre ?? `Evento de prueba ${Math.random().toString(36).slice(2, 8)}`,
      fecha: options.fecha ?? shiftDays(today, 20),
      lugar: 'Tafí del Valle, Tucumán',
      descripcion: null,
      activo: options.activo ?? true,
      permite_parejas: options.permiteParejas ?? false,
      fecha_apertura_inscripciones: open ? shiftDays(today, -5) : shiftDays(today, -30),
      fecha_cierre_inscripciones: open ? shiftDays(today, 5) : shiftDays(today, -10),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categories = await db.selectFrom('categories').select('id').where('race_id', '=', race.id).execute();
  await db
    .insertInto('event_categories')
    .values(categories.map((c) => ({ event_id: event.id, category_id: c.id })))
    .execute();
  return event.id;
}
