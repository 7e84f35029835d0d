import { nameSortKey } from '@carreras/domain/name-order';
import { runnerSearchText } from '@carreras/domain/search-key';
import { hashPassword } from '../lib/password.ts';
import { type Db, type DemoCategory, type DemoEntry, type DemoRunner, MINUTE } from './demo-season.ts';
import type { Random } from './random.ts';

// The rows the demo writes as they stand after a season: closed events, paid and present inscriptions with their
// bibs, laps recorded an hour or a year ago. No service writes such rows (enrolment checks that an event is open
// and stamps the present), so the demo writes them here, its only file of raw writes besides the reads
// demo-registration.ts picks its people by.

/** The seeded race and its categories. */
export async function readRace(db: Db): Promise<{ raceId: number; categories: DemoCategory[] }> {
  const race = await db.selectFrom('races').select('id').orderBy('id').executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'nombre', 'distancia', 'sexo', 'es_libre', 'edad_minima', 'edad_maxima'])
    .where('race_id', '=', race.id)
    .execute();
  const categories = rows.map((c) => ({
    id: c.id,
    nombre: c.nombre,
    distancia: c.distancia,
    sexo: c.sexo,
    esLibre: c.es_libre,
    edadMinima: c.edad_minima,
    edadMaxima: c.edad_maxima,
  }));
  return { raceId: race.id, categories };
}

export async function insertAdmin(
  db: Db,
  admin: { dni: string; nombre: string; password: string },
  stamp: string,
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({
      dni: admin.dni,
      nombre: admin.nombre,
      password_hash: await hashPassword(admin.password),
      role: 'super_admin',
      activo: true,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface DemoPerson {
  nombre: string;
  apellido: string;
  dni: string;
  sexo: 'M' | 'F';
  fechaNacimiento: string;
  email: string;
  whatsapp: string;
  telefono: string;
  provincia: string;
  obraSocial: string;
  grupoSanguineo: string;
  alergia: string | null;
}

export async function insertRunner(db: Db, person: DemoPerson, passwordHash: string, stamp: string): Promise<number> {
  const { nombre, apellido, dni } = person;
  const row = await db
    .insertInto('runners')
    .values({
      nombre,
      apellido,
      dni,
      sexo: person.sexo,
      fecha_nacimiento: person.fechaNacimiento,
      email: person.email,
      whatsapp: person.whatsapp,
      telefono: person.telefono,
      pais: 'Argentina',
      provincia: person.provincia,
      obra_social: person.obraSocial,
      grupo_sanguineo: person.grupoSanguineo,
      alergia: person.alergia,
      password_hash: passwordHash,
      search_text: runnerSearchText({ nombre, apellido, dni }),
      sort_name: nameSortKey({ nombre, apellido }),
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The seeded 6th edition moved to `year`, same day of the year, registration dates with it. */
export async function moveSeededEdition(
  db: Db,
  raceId: number,
  year: number,
): Promise<{ id: number; nombre: string; fecha: string }> {
  const seeded = await db
    .selectFrom('events')
    .select(['id', 'nombre', 'fecha', 'fecha_apertura_inscripciones', 'fecha_cierre_inscripciones'])
    .where('race_id', '=', raceId)
    .orderBy('fecha')
    .executeTakeFirstOrThrow();
  const inYear = (date: string) => `${year}${date.slice(4)}`;
  await db
    .updateTable('events')
    .set({
      fecha: inYear(seeded.fecha),
      fecha_apertura_inscripciones: inYear(seeded.fecha_apertura_inscripciones),
      fecha_cierre_inscripciones: inYear(seeded.fecha_cierre_inscripciones),
    })
    .where('id', '=', seeded.id)
    .execute();
  return { id: seeded.id, nombre: seeded.nombre, fecha: inYear(seeded.fecha) };
}

export async function insertEvent(
  db: Db,
  raceId: number,
  categories: DemoCategory[],
  stamp: string,
  e: {
    nombre: string;
    fecha: string;
    lugar: string;
    descripcion: string;
    apertura: string;
    cierre: string;
    permiteParejas: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      race_id: raceId,
      nombre: e.nombre,
      fecha: e.fecha,
      lugar: e.lugar,
      descripcion: e.descripcion,
      activo: true,
      permite_parejas: e.permiteParejas,
      fecha_apertura_inscripciones: e.apertura,
      fecha_cierre_inscripciones: e.cierre,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('event_categories')
    .values(categories.map((c) => ({ event_id: row.id, category_id: c.id })))
    .execute();
  return row.id;
}

/**
 * Enrols entrants in the order given, each in the category `choose` answers (skipped without one), in the state
 * `state` answers for the index among those enrolled; bibs are numbered from 1 in that order.
 */
export async function enrolAll(
  db: Db,
  eventId: number,
  entrants: DemoRunner[],
  choose: (runner: DemoRunner) => DemoCategory | undefined,
  stamp: string,
  state: (index: number) => { paid: boolean; present: boolean; bib: boolean },
  price?: (distancia: number) => number | null,
): Promise<DemoEntry[]> {
  const enrolled: DemoEntry[] = [];
  let nextBib = 1;
  for (const runner of entrants) {
    const category = choose(runner);
    if (!category) continue;
    const s = state(enrolled.length);
    const bib = s.bib ? nextBib++ : null;
    const inserted = await db
      .insertInto('inscriptions')
      .values({
        runner_id: runner.id,
        event_id: eventId,
        category_id: category.id,
        distancia: category.distancia,
        categoria: category.nombre,
        pago_confirmado: s.paid || s.bib,
        inscripcion_confirmada: s.paid || s.bib,
        asistencia_confirmada: s.present,
        numero_dorsal_asignado: bib,
        precio_unitario: price?.(category.distancia) ?? null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_participants')
      .values({ event_id: eventId, runner_id: runner.id, inscription_id: inserted.id })
      .execute();
    enrolled.push({
      inscriptionId: inserted.id,
      runnerId: runner.id,
      category,
      distancia: category.distancia,
      bib,
      pace: runner.pace,
      present: s.present,
    });
  }
  return enrolled;
}

/** Makes an inscription a pair with a partner not enrolled yet. */
export async function pairWith(db: Db, eventId: number, inscriptionId: number, partnerId: number): Promise<void> {
  await db
    .updateTable('inscriptions')
    .set({ es_equipo: true, partner_runner_id: partnerId })
    .where('id', '=', inscriptionId)
    .execute();
  await db
    .insertInto('event_participants')
    .values({ event_id: eventId, runner_id: partnerId, inscription_id: inscriptionId })
    .execute();
}

export async function configureTiming(db: Db, eventId: number, laps: Record<number, number>): Promise<void> {
  await db
    .insertInto('timing_configs')
    .values(
      Object.entries(laps).map(([distancia, n]) => ({
        event_id: eventId,
        distancia: Number(distancia),
        laps: n,
        enabled: true,
      })),
    )
    .execute();
}

export type DemoGroup = { id: number; distance: number; start: number };

/** Start groups, each with the categories of its distance. */
export async function insertGroups(
  db: Db,
  eventId: number,
  categories: DemoCategory[],
  stamp: string,
  groups: { name: string; distance: number; start: number }[],
): Promise<DemoGroup[]> {
  const created: DemoGroup[] = [];
  for (const group of groups) {
    const row = await db
      .insertInto('start_groups')
      .values({ event_id: eventId, name: group.name, start_time: group.start, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('start_group_categories')
      .values(
        categories
          .filter((c) => c.distancia === group.distance)
          .map((c) => ({ start_group_id: row.id, event_id: eventId, category_id: c.id })),
      )
      .execute();
    created.push({ id: row.id, distance: group.distance, start: group.start });
  }
  return created;
}

/** A rider's first `laps` passages, each lap's time drawn around `lapMinutes` (or the rider's pace). */
export async function recordLaps(
  db: Db,
  eventId: number,
  entry: { distancia: number; bib: number | null; pace: number },
  groups: DemoGroup[],
  laps: number,
  start: number,
  random: Random,
  stamp: string,
  lapMinutes?: number,
): Promise<void> {
  if (!entry.bib) return;
  const group = groups.find((g) => g.distance === entry.distancia) ?? groups[0]!;
  const groupStart = group.start ?? start;
  let elapsed = 0;
  for (let lap = 1; lap <= laps; lap++) {
    const minutes = (lapMinutes ?? entry.pace * (entry.distancia === 66 ? 1.08 : 1)) * random.normal(1, 0.05);
    elapsed += Math.round(minutes * MINUTE + random.int(0, 999));
    await db
      .insertInto('time_records')
      .values({
        event_id: eventId,
        client_id: `demo-${eventId}-${entry.bib}-${lap}`,
        dorsal: entry.bib,
        lap,
        time_ms: elapsed,
        recorded_at: groupStart + elapsed,
        group_id: group.id,
        distancia: entry.distancia,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
}

/** A finish the timekeeper quick-recorded without a bib, `time` after its group's start. */
export async function recordWithoutBib(
  db: Db,
  eventId: number,
  clientId: string,
  group: DemoGroup,
  time: number,
  stamp: string,
): Promise<void> {
  await db
    .insertInto('time_records')
    .values({
      event_id: eventId,
      client_id: clientId,
      dorsal: null,
      lap: null,
      time_ms: time,
      recorded_at: group.start + time,
      group_id: group.id,
      distancia: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

/**
 * A rider's first passage as the timekeeper took it wrong (`takenAs`: another bib, or none) and the administrator's
 * correction back to the rider's bib.
 */
export async function correctFirstPassage(
  db: Db,
  eventId: number,
  bib: number,
  takenAs: number | null,
  adminId: number,
  stamp: string,
): Promise<void> {
  const record = await db
    .updateTable('time_records')
    .set({ dorsal: takenAs, lap: takenAs === null ? null : 1 })
    .where('client_id', '=', `demo-${eventId}-${bib}-1`)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('time_record_corrections')
    .values({
      event_id: eventId,
      time_record_id: record.id,
      previous_dorsal: takenAs,
      dorsal: bib,
      admin_id: adminId,
      created_at: stamp,
    })
    .execute();
}

export async function adjust(
  db: Db,
  eventId: number,
  dorsal: number,
  penalty: number,
  status: 'DNF' | 'DISQUALIFIED' | null,
  stamp: string,
): Promise<void> {
  await db
    .insertInto('result_adjustments')
    .values({ event_id: eventId, dorsal, penalty_ms: penalty, status, updated_at: stamp })
    .onConflict((oc) => oc.columns(['event_id', 'dorsal']).doUpdateSet({ penalty_ms: penalty, status }))
    .execute();
}

export async function eventDate(db: Db, eventId: number): Promise<string> {
  const row = await db.selectFrom('events').select('fecha').where('id', '=', eventId).executeTakeFirstOrThrow();
  return row.fecha;
}

export async function countInscriptions(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('inscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function adminIdByDni(db: Db, dni: string): Promise<number> {
  const row = await db.selectFrom('admins').select('id').where('dni', '=', dni).executeTakeFirstOrThrow();
  return row.id;
}
