import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { DEFAULT_SCORING } from '@carreras/domain/championships/championship.schemas';
import { ageForEvent, todayInOrganiserZone } from '@carreras/domain/dates';
import { nameSortKey } from '@carreras/domain/name-order';
import { runnerSearchText } from '@carreras/domain/search-key';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { hashPassword } from '../lib/password.ts';
import { createChampionship } from '../modules/championships/championships.service.ts';
import { insertInscription } from '../modules/inscriptions/inscriptions.repository.ts';
import {
  DEMO_FEES,
  DEMO_PEOPLE,
  type DemoRegistrationSummary,
  insertDemoPeople,
  showcaseRegistration,
} from './demo-registration.ts';
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
  /** Riders placed so that every category has entrants in both editions of the race. */
  anchor?: { distancia: number; ebike: boolean };
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
  events: { id: number; nombre: string; inscriptions: number; stage: 'finished' | 'open' | 'live' }[];
  registration: DemoRegistrationSummary;
  /** The rally championship: two dates raced earlier this season and today's rally, live. */
  championship: { id: number; nombre: string; eventIds: number[] };
}

/**
 * Fills an empty database with a believable season: the seeded 6th edition finished with results, this
 * year's edition open for registration around today with inscriptions in every state, and a rally
 * in progress now, with start groups and recorded laps. Deterministic for a given seed and day.
 * The open edition then gets its fees, places, waiting list, pairs and payment reports (demo-registration.ts).
 */
export async function generateDemo(db: Db, options: { seed?: number; now?: Date } = {}): Promise<DemoSummary> {
  await seedIfEmpty(db);
  // One transaction for the bulk of the season; the registration showcase goes through services, which
  // open their own transactions, once it has committed.
  const season = await db.transaction().execute((trx) => fillSeason(trx, options));
  const open = season.events.find((e) => e.stage === 'open')!;
  const live = season.events.find((e) => e.stage === 'live')!;
  const openEvent = await db.selectFrom('events').select('fecha').where('id', '=', open.id).executeTakeFirstOrThrow();
  const registration = await showcaseRegistration(
    db,
    { open: { id: open.id, fecha: openEvent.fecha }, live: live.id },
    todayInOrganiserZone(options.now ?? new Date()),
    [DEMO_RUNNER.dni],
  );
  // The showcase's pairs are inscriptions of the open edition too.
  const enrolled = await db
    .selectFrom('inscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', open.id)
    .executeTakeFirstOrThrow();
  const admin = await db.selectFrom('admins').select('id').where('dni', '=', DEMO_ADMIN.dni).executeTakeFirstOrThrow();
  const year = Number(todayInOrganiserZone(options.now ?? new Date()).slice(0, 4));
  const championship = await createChampionship(db, admin.id, {
    nombre: 'Campeonato Tucumano de Rally MTB',
    anio: year,
    eventIds: season.championshipDates,
    scoring: DEFAULT_SCORING,
    // The demo's season is under way: its standings are public.
    publicado: true,
  });
  return {
    runners: season.runners + Object.keys(DEMO_PEOPLE).length,
    events: season.events.map((e) => (e === open ? { ...e, inscriptions: Number(enrolled.n) } : e)),
    registration,
    championship: { id: championship.id, nombre: championship.nombre, eventIds: season.championshipDates },
  };
}

async function fillSeason(
  db: Db,
  options: { seed?: number; now?: Date },
): Promise<Omit<DemoSummary, 'registration' | 'championship'> & { championshipDates: number[] }> {
  const random = new Random(options.seed ?? 2026);
  const now = options.now ?? new Date();
  const today = todayInOrganiserZone(now);
  const stamp = now.toISOString();
  const thisEditionDate = shiftDays(today, 21);
  const editionYear = Number(thisEditionDate.slice(0, 4));
  const race = await db.selectFrom('races').select('id').orderBy('id').executeTakeFirstOrThrow();
  const categories: Category[] = await db
    .selectFrom('categories')
    .select(['id', 'nombre', 'distancia', 'sexo', 'es_libre', 'edad_minima', 'edad_maxima'])
    .where('race_id', '=', race.id)
    .execute();

  const admin = await db
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
    .returning('id')
    .executeTakeFirstOrThrow();

  // One hash for every demo runner: they share the demo password, and hashing 400 times would only slow the start.
  const passwordHash = await hashPassword(RUNNER_PASSWORD);
  const runners: DemoRunner[] = [];
  const usedDnis = new Set<string>([DEMO_RUNNER.dni, ...Object.values(DEMO_PEOPLE).map((p) => p.dni)]);
  const anchors = anchorRiders(categories, random);
  for (let i = 0; i < RUNNER_COUNT; i++) {
    const isDemoRunner = i === 0;
    const anchor = isDemoRunner ? undefined : anchors[i - 1];
    const sexo: 'M' | 'F' = isDemoRunner ? 'F' : (anchor?.sexo ?? (random.chance(0.72) ? 'M' : 'F'));
    const age = isDemoRunner ? 34 : (anchor?.age ?? Math.round(Math.min(74, Math.max(14, random.normal(38, 22)))));
    const birthYear = editionYear - age;
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
        whatsapp: `549381${random.int(400, 699)}${String(random.int(0, 9999)).padStart(4, '0')}`,
        telefono: `549381${random.int(400, 699)}${String(random.int(0, 9999)).padStart(4, '0')}`,
        pais: 'Argentina',
        provincia,
        obra_social: random.chance(0.8) ? random.pick(HEALTH_INSURANCES) : 'No tiene obra social',
        grupo_sanguineo: random.pick(['O+', 'O+', 'O+', 'A+', 'A+', 'B+', 'AB+', 'O-', 'A-']),
        alergia: random.chance(0.12) ? random.pick(ALLERGIES) : null,
        password_hash: passwordHash,
        search_text: runnerSearchText({ nombre, apellido, dni }),
        sort_name: nameSortKey({ nombre, apellido }),
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const agePenalty = Math.max(0, age - 35) * 0.6 + Math.max(0, 20 - age) * 1.2;
    const pace = Math.max(62, random.normal(sexo === 'M' ? 88 : 99, 18) + agePenalty);
    runners.push({
      id: row.id,
      nombre,
      apellido,
      sexo,
      fecha_nacimiento: birth,
      pace,
      ...(anchor ? { anchor: { distancia: anchor.distancia, ebike: anchor.ebike } } : {}),
    });
  }
  await insertDemoPeople(db, passwordHash, editionYear, stamp);

  // The seeded 6th edition becomes last year's: same day of the year, one year before this edition.
  const seeded = await db
    .selectFrom('events')
    .select(['id', 'nombre', 'fecha', 'fecha_apertura_inscripciones', 'fecha_cierre_inscripciones'])
    .where('race_id', '=', race.id)
    .orderBy('fecha')
    .executeTakeFirstOrThrow();
  const lastYear = (date: string) => `${editionYear - 1}${date.slice(4)}`;
  const lastEdition = { id: seeded.id, nombre: seeded.nombre, fecha: lastYear(seeded.fecha) };
  await db
    .updateTable('events')
    .set({
      fecha: lastEdition.fecha,
      fecha_apertura_inscripciones: lastYear(seeded.fecha_apertura_inscripciones),
      fecha_cierre_inscripciones: lastYear(seeded.fecha_cierre_inscripciones),
    })
    .where('id', '=', seeded.id)
    .execute();

  const thisEdition = await insertEvent(db, race.id, categories, stamp, {
    nombre: 'Carrera MTB Tucumán - 7ª Edición',
    fecha: thisEditionDate,
    lugar: 'Tafí del Valle, Tucumán',
    descripcion:
      'Séptima edición: 33 km promocional y 66 km competitivo. Cupos limitados; pago por transferencia o en efectivo al retirar el kit.',
    apertura: shiftDays(today, -12),
    cierre: shiftDays(today, 9),
    permiteParejas: true,
  });
  const rally = await insertEvent(db, race.id, categories, stamp, {
    nombre: 'Rally San Javier',
    fecha: today,
    lugar: 'Sierra de San Javier, Tucumán',
    descripcion: 'Rally por vueltas en el circuito del cerro San Javier: 2 vueltas promocional, 3 competitivo.',
    apertura: shiftDays(today, -40),
    cierre: shiftDays(today, -5),
    permiteParejas: false,
  });

  const pickCategory = (runner: DemoRunner, eventDate: string): Category | undefined => {
    const age = ageForEvent(runner.fecha_nacimiento, eventDate);
    if (runner.anchor?.ebike) return categories.find((c) => c.nombre === 'E-BIKE');
    const distancia = runner.anchor?.distancia;
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
      return random.chance(0.04) && !runner.anchor ? categories.find((c) => c.nombre === 'E-BIKE') : on66[0];
    return on33[0] ?? on66[0];
  };

  const summary: Omit<DemoSummary, 'registration' | 'championship'> & { championshipDates: number[] } = {
    runners: runners.length,
    events: [],
    championshipDates: [],
  };

  // Last year's edition: finished, everyone paid, with bibs and results.
  {
    const entrants = runners.filter((r) => random.chance(0.55) || r.anchor !== undefined);
    const enrolled = await enrolAll(
      db,
      lastEdition.id,
      entrants,
      (r) => pickCategory(r, lastEdition.fecha),
      stamp,
      // A few paid and took their bib but did not come.
      () => ({ paid: true, present: random.chance(0.96), bib: true }),
    );
    await configureTiming(db, lastEdition.id, { 33: 1, 66: 2 });
    const start = Date.parse(`${lastEdition.fecha}T08:00:00${ORGANISER_OFFSET}`);
    const groups = await insertGroups(db, lastEdition.id, categories, stamp, [
      { name: 'Competitivos 66 km', distance: 66, start },
      { name: 'Promocionales 33 km', distance: 33, start: start + 30 * MINUTE },
    ]);
    const finishers: typeof enrolled = [];
    for (const entry of enrolled) {
      if (!entry.present) continue;
      const laps = entry.distancia === 66 ? 2 : 1;
      const dnf = random.chance(0.05);
      const done = dnf ? laps - 1 : laps;
      await recordLaps(db, lastEdition.id, entry, groups, done, start, random, stamp);
      if (dnf) await adjust(db, lastEdition.id, entry.bib!, 0, 'DNF', stamp);
      else finishers.push(entry);
    }
    const punished = finishers.filter((e) => e.distancia === 66).slice(3, 5);
    for (const entry of punished) await adjust(db, lastEdition.id, entry.bib!, 120_000, null, stamp);
    // Taken from the end of the list: the first runners are the few that fill the smallest categories.
    const disqualified = finishers.filter((e) => e.distancia === 33).slice(-2);
    for (const entry of disqualified) await adjust(db, lastEdition.id, entry.bib!, 0, 'DISQUALIFIED', stamp);
    // Two finishes the timekeeper took wrong and an administrator corrected afterwards: a misread
    // bib (an unassigned number) and a quick record without bib.
    const [misread, unread] = finishers.filter((e) => e.distancia === 33).slice(-7, -5);
    for (const [entry, takenAs] of [
      [misread, 900],
      [unread, null],
    ] as const) {
      if (!entry) continue;
      const record = await db
        .updateTable('time_records')
        .set({ dorsal: takenAs, lap: takenAs === null ? null : 1 })
        .where('client_id', '=', `demo-${lastEdition.id}-${entry.bib}-1`)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('time_record_corrections')
        .values({
          event_id: lastEdition.id,
          time_record_id: record.id,
          previous_dorsal: takenAs,
          dorsal: entry.bib!,
          admin_id: admin.id,
          created_at: stamp,
        })
        .execute();
    }
    summary.events.push({
      id: lastEdition.id,
      nombre: lastEdition.nombre,
      inscriptions: enrolled.length,
      stage: 'finished',
    });
  }

  // This year's edition: registration open, inscriptions in every state, some pairs.
  {
    const entrants = [runners[0]!, ...runners.slice(1).filter((r) => random.chance(0.62) || r.anchor !== undefined)];
    const enrolled = await enrolAll(
      db,
      thisEdition,
      entrants,
      (r) => pickCategory(r, thisEditionDate),
      stamp,
      (index) => {
        if (index === 0) return { paid: false, present: false, bib: false };
        const roll = random.next();
        const paid = roll > 0.4;
        const bib = roll > 0.7;
        return { paid, present: false, bib };
      },
      // Everyone enrolled so far did so within the early-bird period.
      (distancia) => DEMO_FEES[distancia]?.precioAnticipado ?? null,
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
    summary.events.push({
      id: thisEdition,
      nombre: 'Carrera MTB Tucumán - 7ª Edición',
      inscriptions: enrolled.length,
      stage: 'open',
    });
  }

  // Today's rally, in progress: groups started over an hour ago, laps coming in.
  let rallyRiders: { runner: DemoRunner; category: Category }[] = [];
  {
    const entrants = runners.filter(() => random.chance(0.3));
    const enrolled = await enrolAll(
      db,
      rally,
      entrants,
      (r) => pickCategory(r, today),
      stamp,
      // Most came to kit pick-up; a few paid but have not shown up, a few never paid.
      () => {
        const roll = random.next();
        if (roll < 0.04) return { paid: false, present: false, bib: false };
        if (roll < 0.1) return { paid: true, present: false, bib: true };
        return { paid: true, present: true, bib: true };
      },
    );
    rallyRiders = enrolled.map((e) => ({ runner: runners.find((r) => r.id === e.runnerId)!, category: e.category }));
    await configureTiming(db, rally, { 33: 2, 66: 3 });
    const competitiveStart = now.getTime() - 95 * MINUTE;
    const groups = await insertGroups(db, rally, categories, stamp, [
      { name: 'Competitivos', distance: 66, start: competitiveStart },
      { name: 'Promocionales', distance: 33, start: competitiveStart + 15 * MINUTE },
    ]);
    for (const entry of enrolled) {
      if (!entry.present) continue;
      const group = groups.find((g) => g.distance === entry.distancia)!;
      // The rally loop is a third of the edition's course: a lap takes a third of the rider's 33 km time.
      const lapMinutes = entry.pace / 3 + (entry.distancia === 66 ? 4 : 0);
      const elapsed = (now.getTime() - group.start) / MINUTE;
      const maxLaps = entry.distancia === 66 ? 3 : 2;
      const laps = Math.min(maxLaps, Math.floor(elapsed / lapMinutes));
      await recordLaps(db, rally, entry, groups, laps, group.start, random, stamp, lapMinutes);
    }
    // Two riders crossed the line without a readable bib: the timekeeper quick-recorded them.
    const group = groups[0]!;
    for (let i = 0; i < 2; i++) {
      const time = Math.round(now.getTime() - group.start - (3 + i * 2) * MINUTE);
      await db
        .insertInto('time_records')
        .values({
          event_id: rally,
          client_id: `demo-${rally}-sin-dorsal-${i}`,
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
    summary.events.push({
      id: rally,
      nombre: 'Rally San Javier',
      inscriptions: enrolled.length,
      stage: 'live',
    });
  }

  // The rally championship's first two dates, raced earlier this season by mostly the same riders. Drawn from a
  // generator of their own, after everything else, so the rest of the season is the same as without them.
  {
    const seasonRandom = new Random((options.seed ?? 2026) + 1);
    const dates = [
      { nombre: 'Rally Raco', fecha: shiftDays(today, -70), lugar: 'Raco, Tucumán' },
      { nombre: 'Rally El Siambón', fecha: shiftDays(today, -35), lugar: 'El Siambón, Tucumán' },
    ];
    for (const date of dates) {
      const eventId = await insertEvent(db, race.id, categories, stamp, {
        nombre: date.nombre,
        fecha: date.fecha,
        lugar: date.lugar,
        descripcion: 'Fecha del campeonato de rally: 2 vueltas promocional, 3 competitivo.',
        apertura: shiftDays(date.fecha, -40),
        cierre: shiftDays(date.fecha, -3),
        permiteParejas: false,
      });
      const eligibleOn = (c: Category, runner: DemoRunner) =>
        isCategoryEligible(
          { sexo: c.sexo, esLibre: c.es_libre, edadMinima: c.edad_minima, edadMaxima: c.edad_maxima },
          runner.sexo,
          ageForEvent(runner.fecha_nacimiento, date.fecha),
        );
      const regulars = rallyRiders.filter(() => seasonRandom.chance(0.85));
      const categoryOf = new Map(regulars.map((r) => [r.runner.id, r.category]));
      const newcomers = runners.filter((r) => !categoryOf.has(r.id) && seasonRandom.chance(0.05));
      const enrolled = await enrolAll(
        db,
        eventId,
        [...regulars.map((r) => r.runner), ...newcomers],
        (r) => {
          const kept = categoryOf.get(r.id);
          return kept && eligibleOn(kept, r) ? kept : pickCategory(r, date.fecha);
        },
        stamp,
        () => ({ paid: true, present: seasonRandom.chance(0.95), bib: true }),
      );
      await configureTiming(db, eventId, { 33: 2, 66: 3 });
      const start = Date.parse(`${date.fecha}T09:00:00${ORGANISER_OFFSET}`);
      const groups = await insertGroups(db, eventId, categories, stamp, [
        { name: 'Competitivos', distance: 66, start },
        { name: 'Promocionales', distance: 33, start: start + 15 * MINUTE },
      ]);
      for (const entry of enrolled) {
        if (!entry.present) continue;
        const laps = entry.distancia === 66 ? 3 : 2;
        const dnf = seasonRandom.chance(0.04);
        const lapMinutes = entry.pace / 3 + (entry.distancia === 66 ? 4 : 0);
        await recordLaps(db, eventId, entry, groups, dnf ? laps - 1 : laps, start, seasonRandom, stamp, lapMinutes);
        if (dnf) await adjust(db, eventId, entry.bib!, 0, 'DNF', stamp);
      }
      summary.championshipDates.push(eventId);
    }
    summary.championshipDates.push(rally);
  }
  return summary;

  async function enrolAll(
    db: Db,
    eventId: number,
    entrants: DemoRunner[],
    choose: (runner: DemoRunner) => Category | undefined,
    stamp: string,
    state: (index: number) => { paid: boolean; present: boolean; bib: boolean },
    price?: (distancia: number) => number | null,
  ) {
    const enrolled: {
      inscriptionId: number;
      runnerId: number;
      category: Category;
      distancia: number;
      bib: number | null;
      pace: number;
      present: boolean;
    }[] = [];
    let nextBib = 1;
    for (const runner of entrants) {
      const category = choose(runner);
      if (!category) continue;
      const s = state(enrolled.length);
      const bib = s.bib ? nextBib++ : null;
      const inscriptionId = await insertInscription(
        db,
        {
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
        },
        [runner.id],
      );
      enrolled.push({
        inscriptionId,
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

/**
 * Three riders for every category, with an age inside its band both at this edition and at last
 * year's (band minimum + 1 up to maximum), so every category has entrants and results.
 */
function anchorRiders(categories: Category[], random: Random) {
  const anchors: { sexo: 'M' | 'F'; age: number; distancia: number; ebike: boolean }[] = [];
  for (const category of categories) {
    for (let n = 0; n < 3; n++) {
      if (category.sexo === 'MIXTO') {
        anchors.push({ sexo: random.chance(0.7) ? 'M' : 'F', age: random.int(35, 60), distancia: 66, ebike: true });
        continue;
      }
      const min = category.edad_minima ?? 18;
      const max = Math.min(category.edad_maxima ?? 80, min + 6);
      anchors.push({ sexo: category.sexo, age: random.int(min + 1, max), distancia: category.distancia, ebike: false });
    }
  }
  return anchors;
}
