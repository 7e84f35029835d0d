import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { ageForEvent, todayInOrganiserZone } from '@carreras/domain/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { hashPassword } from '../lib/password.ts';
import { ALLERGIES, FEMALE_NAMES, HEALTH_INSURANCES, MALE_NAMES, PROVINCES, SURNAMES } from './names.ts';
import { Random } from './random.ts';

export const DEMO_ADMIN = { dni: '20000001', password: 'demo-admin', nombre: 'Organización Demo' };
export const DEMO_RUNNER = { dni: '30123456', password: 'corredor123', nombre: 'Lucía', apellido: 'Fernández' };
const RUNNER_PASSWORD = 'corredor123';
const RUNNER_COUNT = 400;
const MINUTE = 60_000;

type Db = Kysely<Database>;
interface DemoRunner {
  id: number;
  nombre: string;
  apellido: string;
  sexo: 'M' | 'F';
  fecha_nacimiento: string;
  /** Minutes a 33 km lap takes this rider; the whole season reads from it. */
  pace: number;
}
interface Category {
  id: number;
  nombre: string;
  distancia: number;
  sexo: 'M' | 'F' | 'MIXTO';
  es_libre: boolean;
  edad_minima: number | null;
  edad_maxima: number | null;
}

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function weighted(random: Random, items: [string, number][]): string {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll <= 0) return item;
  }
  return items[0]![0];
}

const ORGANISER_OFFSET = '-03:00';

export interface DemoSummary {
  runners: number;
  events: { id: number; nombre: string; inscriptions: number }[];
}

/**
 * Fills an empty database with a believable season: the seeded 6th edition finished with results, this
 * year's edition open for registration around today with inscriptions in every state, and an evening
 * race in progress now, with start groups and recorded laps. Deterministic for a given seed and day.
 */
export async function generateDemo(db: Db, options: { seed?: number; now?: Date } = {}): Promise<DemoSummary> {
  const random = new Random(options.seed ?? 2026);
  const now = options.now ?? new Date();
  const today = todayInOrganiserZone(now);
  const stamp = now.toISOString();

  await seedIfEmpty(db);
  const race = await db.selectFrom('races').select('id').orderBy('id').executeTakeFirstOrThrow();
  const categories: Category[] = await db
    .selectFrom('categories')
    .select(['id', 'nombre', 'distancia', 'sexo', 'es_libre', 'edad_minima', 'edad_maxima'])
    .where('race_id', '=', race.id)
    .execute();

  await db
    .insertInto('admins')
    .values({
      dni: DEMO_ADMIN.dni,
      nombre: DEMO_ADMIN.nombre,
      password_hash: await hashPassword(DEMO_ADMIN.password),
      role: 'super_admin',
      activo: true,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();

  // One hash for every demo runner: they share the demo password, and hashing 400 times would only slow the start.
  const passwordHash = await hashPassword(RUNNER_PASSWORD);
  const runners: DemoRunner[] = [];
  const usedDnis = new Set<string>([DEMO_RUNNER.dni]);
  for (let i = 0; i < RUNNER_COUNT; i++) {
    const isDemoRunner = i === 0;
    const sexo: 'M' | 'F' = isDemoRunner ? 'F' : random.chance(0.72) ? 'M' : 'F';
    const age = isDemoRunner ? 34 : Math.round(Math.min(74, Math.max(14, random.normal(38, 22))));
    const birthYear = Number(today.slice(0, 4)) - age;
    const birth = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    let dni = DEMO_RUNNER.dni;
    if (!isDemoRunner) {
      do dni = String(random.int(Math.max(10_000_000, (2008 - birthYear) * 900_000 + 8_000_000), 45_999_999));
      while (usedDnis.has(dni));
      usedDnis.add(dni);
    }
    const nombre = isDemoRunner ? DEMO_RUNNER.nombre : random.pick(sexo === 'M' ? MALE_NAMES : FEMALE_NAMES);
    const apellido = isDemoRunner ? DEMO_RUNNER.apellido : random.pick(SURNAMES);
    const provincia = weighted(random, PROVINCES);
    const row = await db
      .insertInto('runners')
      .values({
        nombre,
        apellido,
        dni,
        sexo,
        fecha_nacimiento: birth,
        email: `${nombre
          .split(' ')[0]!
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()}.${dni.slice(-4)}@example.com`,
        whatsapp: `+54 9 381 ${random.int(400, 699)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
        telefono: `+54 9 381 ${random.int(400, 699)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
        pais: 'Argentina',
        provincia,
        obra_social: random.chance(0.8) ? random.pick(HEALTH_INSURANCES) : 'No tiene obra social',
        grupo_sanguineo: random.pick(['O+', 'O+', 'O+', 'A+', 'A+', 'B+', 'AB+', 'O-', 'A-']),
        alergia: random.chance(0.12) ? random.pick(ALLERGIES) : null,
        password_hash: passwordHash,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const agePenalty = Math.max(0, age - 35) * 0.6 + Math.max(0, 20 - age) * 1.2;
    const pace = Math.max(62, random.normal(sexo === 'M' ? 88 : 99, 18) + agePenalty);
    runners.push({ id: row.id, nombre, apellido, sexo, fecha_nacimiento: birth, pace });
  }

  const lastEdition = await db
    .selectFrom('events')
    .select(['id', 'nombre', 'fecha'])
    .where('race_id', '=', race.id)
    .orderBy('fecha')
    .executeTakeFirstOrThrow();

  const thisEdition = await insertEvent(db, race.id, categories, stamp, {
    nombre: 'Carrera MTB Tucumán - 7ª Edición',
    fecha: shiftDays(today, 21),
    lugar: 'Tafí del Valle, Tucumán',
    descripcion: 'Séptima edición: 33 km promocional y 66 km competitivo. Pago en persona el día del evento con DNI.',
    apertura: shiftDays(today, -12),
    cierre: shiftDays(today, 9),
    permiteParejas: true,
  });
  const nightRace = await insertEvent(db, race.id, categories, stamp, {
    nombre: 'Desafío Nocturno San Javier',
    fecha: today,
    lugar: 'Sierra de San Javier, Tucumán',
    descripcion: 'Carrera nocturna por vueltas en el circuito del cerro San Javier.',
    apertura: shiftDays(today, -40),
    cierre: shiftDays(today, -5),
    permiteParejas: false,
  });

  const pickCategory = (runner: DemoRunner, eventDate: string, distancia?: number): Category | undefined => {
    const age = ageForEvent(runner.fecha_nacimiento, eventDate);
    const fits = (c: Category) =>
      c.nombre !== 'E-BIKE' &&
      (distancia === undefined || c.distancia === distancia) &&
      isCategoryEligible(
        { sexo: c.sexo, esLibre: c.es_libre, edadMinima: c.edad_minima, edadMaxima: c.edad_maxima },
        runner.sexo,
        age,
      );
    const eligible = categories.filter(fits);
    if (eligible.length === 0) return undefined;
    // Fast riders lean to 66 km.
    const prefer66 = runner.pace < 95 ? 0.75 : 0.35;
    const on66 = eligible.filter((c) => c.distancia === 66);
    const on33 = eligible.filter((c) => c.distancia === 33);
    if (on66.length && (random.chance(prefer66) || on33.length === 0))
      return random.chance(0.04) ? categories.find((c) => c.nombre === 'E-BIKE') : on66[0];
    return on33[0] ?? on66[0];
  };

  const summary: DemoSummary = { runners: runners.length, events: [] };

  // Last year's edition: finished, everyone paid, with bibs and results.
  {
    const entrants = runners.filter(() => random.chance(0.55));
    const enrolled = await enrolAll(
      db,
      lastEdition.id,
      entrants,
      (r) => pickCategory(r, lastEdition.fecha),
      stamp,
      () => ({
        paid: true,
        present: true,
        bib: true,
      }),
    );
    await configureTiming(db, lastEdition.id, { 33: 1, 66: 2 });
    const start = Date.parse(`${lastEdition.fecha}T08:00:00${ORGANISER_OFFSET}`);
    const groups = await insertGroups(db, lastEdition.id, categories, stamp, [
      { name: 'Competitivos 66 km', distance: 66, start },
      { name: 'Promocionales 33 km', distance: 33, start: start + 30 * MINUTE },
    ]);
    for (const entry of enrolled) {
      const laps = entry.distancia === 66 ? 2 : 1;
      const dnf = random.chance(0.05);
      const done = dnf ? laps - 1 : laps;
      await recordLaps(db, lastEdition.id, entry, groups, done, start, random, stamp);
      if (dnf) await adjust(db, lastEdition.id, entry.bib!, 0, 'DNF', stamp);
    }
    const punished = enrolled.filter((e) => e.distancia === 66).slice(3, 5);
    for (const entry of punished) await adjust(db, lastEdition.id, entry.bib!, 120_000, null, stamp);
    const disqualified = enrolled.find((e) => e.distancia === 33);
    if (disqualified) await adjust(db, lastEdition.id, disqualified.bib!, 0, 'DISQUALIFIED', stamp);
    summary.events.push({ id: lastEdition.id, nombre: lastEdition.nombre, inscriptions: enrolled.length });
  }

  // This year's edition: registration open, inscriptions in every state, some pairs.
  {
    const entrants = [runners[0]!, ...runners.slice(1).filter(() => random.chance(0.62))];
    const enrolled = await enrolAll(
      db,
      thisEdition,
      entrants,
      (r) => pickCategory(r, shiftDays(today, 21)),
      stamp,
      (index) => {
        if (index === 0) return { paid: false, present: false, bib: false };
        const roll = random.next();
        const paid = roll > 0.4;
        const bib = roll > 0.7;
        return { paid, present: false, bib };
      },
    );
    // Pairs: a few riders bring a partner who is not enrolled yet.
    const enrolledIds = new Set(enrolled.map((e) => e.runnerId));
    const free = runners.filter((r) => !enrolledIds.has(r.id));
    const holders = enrolled.filter((e) => e.distancia === 66 && !e.bib).slice(0, 8);
    for (const [index, holder] of holders.entries()) {
      const partner = free[index];
      if (!partner) break;
      await db
        .updateTable('inscriptions')
        .set({ es_equipo: true, partner_runner_id: partner.id })
        .where('id', '=', holder.inscriptionId)
        .execute();
      await db
        .insertInto('event_participants')
        .values({ event_id: thisEdition, runner_id: partner.id, inscription_id: holder.inscriptionId })
        .execute();
    }
    summary.events.push({ id: thisEdition, nombre: 'Carrera MTB Tucumán - 7ª Edición', inscriptions: enrolled.length });
  }

  // Tonight's race, in progress: groups started over an hour ago, laps coming in.
  {
    const entrants = runners.filter(() => random.chance(0.3));
    const enrolled = await enrolAll(
      db,
      nightRace,
      entrants,
      (r) => pickCategory(r, today),
      stamp,
      () => ({
        paid: true,
        present: true,
        bib: true,
      }),
    );
    await configureTiming(db, nightRace, { 33: 2, 66: 3 });
    const competitiveStart = now.getTime() - 95 * MINUTE;
    const groups = await insertGroups(db, nightRace, categories, stamp, [
      { name: 'Competitivos', distance: 66, start: competitiveStart },
      { name: 'Promocionales', distance: 33, start: competitiveStart + 15 * MINUTE },
    ]);
    for (const entry of enrolled) {
      const group = groups.find((g) => g.distance === entry.distancia)!;
      // The night loop is a third of the day course: a lap takes a third of the rider's 33 km time.
      const lapMinutes = entry.pace / 3 + (entry.distancia === 66 ? 4 : 0);
      const elapsed = (now.getTime() - group.start) / MINUTE;
      const maxLaps = entry.distancia === 66 ? 3 : 2;
      const laps = Math.min(maxLaps, Math.floor(elapsed / lapMinutes));
      await recordLaps(db, nightRace, entry, groups, laps, group.start, random, stamp, lapMinutes);
    }
    // Two riders crossed the line without a readable bib: the timekeeper quick-recorded them.
    const group = groups[0]!;
    for (let i = 0; i < 2; i++) {
      const time = Math.round(now.getTime() - group.start - (3 + i * 2) * MINUTE);
      await db
        .insertInto('time_records')
        .values({
          event_id: nightRace,
          client_id: `demo-${nightRace}-sin-dorsal-${i}`,
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
    summary.events.push({ id: nightRace, nombre: 'Desafío Nocturno San Javier', inscriptions: enrolled.length });
  }
  return summary;

  async function enrolAll(
    db: Db,
    eventId: number,
    entrants: DemoRunner[],
    choose: (runner: DemoRunner) => Category | undefined,
    stamp: string,
    state: (index: number) => { paid: boolean; present: boolean; bib: boolean },
  ) {
    const enrolled: { inscriptionId: number; runnerId: number; distancia: number; bib: number | null; pace: number }[] =
      [];
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
        distancia: category.distancia,
        bib,
        pace: runner.pace,
      });
    }
    return enrolled;
  }
}

async function insertEvent(
  db: Db,
  raceId: number,
  categories: Category[],
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

async function configureTiming(db: Db, eventId: number, laps: Record<number, number>) {
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

async function insertGroups(
  db: Db,
  eventId: number,
  categories: Category[],
  stamp: string,
  groups: { name: string; distance: number; start: number }[],
) {
  const created: { id: number; distance: number; start: number }[] = [];
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

async function recordLaps(
  db: Db,
  eventId: number,
  entry: { distancia: number; bib: number | null; pace: number },
  groups: { id: number; distance: number; start: number }[],
  laps: number,
  start: number,
  random: Random,
  stamp: string,
  lapMinutes?: number,
) {
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

async function adjust(
  db: Db,
  eventId: number,
  dorsal: number,
  penalty: number,
  status: 'DNF' | 'DISQUALIFIED' | null,
  stamp: string,
) {
  await db
    .insertInto('result_adjustments')
    .values({ event_id: eventId, dorsal, penalty_ms: penalty, status, updated_at: stamp })
    .onConflict((oc) => oc.columns(['event_id', 'dorsal']).doUpdateSet({ penalty_ms: penalty, status }))
    .execute();
}
