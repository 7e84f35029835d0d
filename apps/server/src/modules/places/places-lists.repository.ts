import { pickCurrentEvent } from '@carreras/domain/events/current-event';
import { paymentState } from '@carreras/domain/places/fees';
import type { PublicInscriptos, ReminderRow } from '@carreras/domain/places/places.schemas';
import type { Kysely } from 'kysely';
import { inscriptionsWithStartGroup } from '../../db/inscription-fragments.ts';
import type { Database } from '../../db/schema.ts';
import { bySortName } from '../../lib/name-order.ts';

type Db = Kysely<Database>;

/** An event's name and date, as the public list and the reminders head their pages. */
export interface EventHeading {
  id: number;
  nombre: string;
  fecha: string;
}

export async function findEventHeading(db: Db, id: number): Promise<EventHeading | undefined> {
  return db.selectFrom('events').select(['id', 'nombre', 'fecha']).where('id', '=', id).executeTakeFirst();
}

/** The current event (D17): the active event whose date is next, else the latest active one. */
export async function findCurrentEventHeading(db: Db): Promise<EventHeading | undefined> {
  const events = await db.selectFrom('events').select(['id', 'fecha', 'activo']).where('activo', '=', true).execute();
  const current = pickCurrentEvent(events);
  return current ? findEventHeading(db, current.id) : undefined;
}

/** The start list of an event: names, category, distance, bib and confirmed partner; by distance and surname. */
export async function findPublicInscriptos(db: Db, eventId: number): Promise<PublicInscriptos['items']> {
  const rows = await db
    .selectFrom('inscriptions as i')
    .innerJoin('runners as r', 'r.id', 'i.runner_id')
    .leftJoin('runners as p', (join) =>
      join.onRef('p.id', '=', 'i.partner_runner_id').on('i.partner_pending', '=', false),
    )
    .select([
      'r.nombre',
      'r.apellido',
      'i.categoria',
      'i.distancia',
      'i.numero_dorsal_asignado',
      'p.nombre as partner_nombre',
      'p.apellido as partner_apellido',
    ])
    .where('i.event_id', '=', eventId)
    .orderBy('i.distancia')
    .orderBy(bySortName(db, 'r.sort_name'))
    .orderBy('r.apellido')
    .orderBy('r.nombre')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    nombre: r.nombre,
    apellido: r.apellido,
    categoria: r.categoria,
    distancia: Number(r.distancia),
    dorsal: r.numero_dorsal_asignado,
    compañero: r.partner_nombre ? `${r.partner_nombre} ${r.partner_apellido ?? ''}`.trim() : null,
  }));
}

/** The inscriptions of an event with their runner's WhatsApp and their start group, by surname. */
export async function findReminderInscriptions(db: Db, eventId: number): Promise<ReminderRow[]> {
  const rows = await inscriptionsWithStartGroup(db)
    .select([
      'i.id',
      'r.nombre',
      'r.apellido',
      'r.whatsapp',
      'i.distancia',
      'i.categoria',
      'i.numero_dorsal_asignado',
      'i.pago_confirmado',
      'i.pago_informado_at',
      'i.precio_unitario',
      'i.partner_runner_id',
      'sg.name as grupo',
      'sg.start_time',
    ])
    .where('i.event_id', '=', eventId)
    .orderBy(bySortName(db, 'r.sort_name'))
    .orderBy('r.apellido')
    .orderBy('r.nombre')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    inscriptionId: r.id,
    waitingId: null,
    nombre: r.nombre,
    apellido: r.apellido,
    whatsapp: r.whatsapp,
    distancia: Number(r.distancia),
    categoria: r.categoria,
    dorsal: r.numero_dorsal_asignado,
    pagoConfirmado: Boolean(r.pago_confirmado),
    ...paymentState({
      precioUnitario: r.precio_unitario,
      partnerRunnerId: r.partner_runner_id,
      pagoInformadoAt: r.pago_informado_at,
      pagoConfirmado: Boolean(r.pago_confirmado),
    }),
    grupo: r.grupo ?? null,
    horaLargada: r.start_time === null || r.start_time === undefined ? null : Number(r.start_time),
    posicionEspera: null,
  }));
}

export async function findStartGroupNames(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('start_groups')
    .select('name')
    .where('event_id', '=', eventId)
    .orderBy('name')
    .execute();
  return rows.map((g) => g.name);
}

/** The organiser's WhatsApp set on the latest event (by date) that has one, with that event's name. */
export async function findLatestOrganiserWhatsapp(
  db: Db,
): Promise<{ eventName: string; whatsappOrganizador: string } | undefined> {
  const row = await db
    .selectFrom('event_registration as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['e.nombre', 'r.whatsapp_organizador'])
    .where('r.whatsapp_organizador', 'is not', null)
    .where('r.whatsapp_organizador', '!=', '')
    .orderBy('e.fecha', 'desc')
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.whatsapp_organizador
    ? { eventName: row.nombre, whatsappOrganizador: row.whatsapp_organizador }
    : undefined;
}
