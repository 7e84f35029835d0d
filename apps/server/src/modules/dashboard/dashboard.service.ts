import {
  DASHBOARD_DAYS,
  DASHBOARD_PAYMENTS_SHOWN,
  type DashboardStats,
} from '@carreras/domain/dashboard/dashboard.schemas';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countInscriptions, getEvents } from '../events/events.service.ts';
import { eventMoney, kitProgress } from '../inscriptions/payments.service.ts';
import { getPlacesInfo } from '../places/places.service.ts';
import {
  countPaymentsToVerify,
  countRunners,
  findPaymentsToVerify,
  inscriptionTimesSince,
} from './dashboard.repository.ts';

type Db = Kysely<Database>;

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Inscriptions per day over the last DASHBOARD_DAYS days up to `today`, oldest first, days without any at 0. */
async function inscriptionsByDay(db: Db, eventId: number, today: string) {
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => shiftDays(today, i - DASHBOARD_DAYS + 1));
  // From a day early in UTC: the organiser's day starts hours later, and each time is placed in its own day.
  const times = await inscriptionTimesSince(db, eventId, `${shiftDays(days[0] as string, -1)}T00:00:00.000Z`);
  const counts = new Map(days.map((day) => [day, 0]));
  for (const time of times) {
    const day = todayInOrganiserZone(new Date(time));
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return days.map((fecha) => ({ fecha, inscripciones: counts.get(fecha) ?? 0 }));
}

/** The edition the home follows: the first open for inscriptions in the events' order (current first), else the current one. */
async function followedEdition(db: Db, now: Date): Promise<DashboardStats['edicion']> {
  const events = await getEvents(db, { isAdmin: true, active: true });
  const event = events.find((e) => e.inscripcionesAbiertas) ?? events[0];
  if (!event) return null;
  const today = todayInOrganiserZone(now);
  const [info, total, porDia, dinero, kits] = await Promise.all([
    getPlacesInfo(db, event.id),
    countInscriptions(db, event.id),
    inscriptionsByDay(db, event.id, today),
    eventMoney(db, event.id),
    kitProgress(db, event.id),
  ]);
  const limited = <T extends { cupo: number | null; libres: number | null }>(places: T) =>
    places.cupo !== null && places.libres !== null;
  return {
    eventId: event.id,
    nombre: event.nombre,
    fecha: event.fecha,
    inscripcionesAbiertas: event.inscripcionesAbiertas,
    totalInscripciones: total,
    porDia,
    dinero,
    kits,
    lugares: limited(info.lugares)
      ? {
          cupo: info.lugares.cupo as number,
          ocupados: info.lugares.ocupados,
          libres: info.lugares.libres as number,
          enEspera: info.lugares.enEspera,
        }
      : null,
    distancias: info.distancias.flatMap((d) =>
      d.libres === null
        ? []
        : [
            {
              distancia: d.distancia,
              // A distance without its own limit is bounded by the event's.
              cupo: d.cupo ?? (info.lugares.cupo as number),
              ocupados: d.ocupados,
              libres: d.libres,
              enEspera: d.enEspera,
            },
          ],
    ),
  };
}

/** The back-office home: runners, payments to verify and the followed edition's inscriptions and places. */
export async function getDashboard(db: Db, now: Date = new Date()): Promise<DashboardStats> {
  const [totalRunners, pagos, items, edicion] = await Promise.all([
    countRunners(db),
    countPaymentsToVerify(db),
    findPaymentsToVerify(db, DASHBOARD_PAYMENTS_SHOWN),
    followedEdition(db, now),
  ]);
  return { totalRunners, pagosAVerificar: { total: pagos, items }, edicion };
}
