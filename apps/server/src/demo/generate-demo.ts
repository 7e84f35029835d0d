import { DEFAULT_SCORING } from '@carreras/domain/championships/championship.schemas';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { seedIfEmpty } from '../db/seed.ts';
import { createChampionship } from '../modules/championships/championships.service.ts';
import { raceChampionshipDates, raceLastEdition } from './demo-past-seasons.ts';
import { createPeople, DEMO_ADMIN, DEMO_RUNNER } from './demo-people.ts';
import { openThisEdition, raceTodaysRally } from './demo-race-day.ts';
import { DEMO_PEOPLE, type DemoRegistrationSummary, showcaseRegistration } from './demo-registration.ts';
import { adminIdByDni, countInscriptions, eventDate, insertEvent, moveSeededEdition, readRace } from './demo-rows.ts';
import { categoryPicker, type Db, type DemoEvent, type Season, shiftDays } from './demo-season.ts';
import { Random } from './random.ts';

export { DEMO_ADMIN, DEMO_RUNNER };

export interface DemoSummary {
  runners: number;
  events: DemoEvent[];
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
  const registration = await showcaseRegistration(
    db,
    { open: { id: open.id, fecha: await eventDate(db, open.id) }, live: live.id },
    todayInOrganiserZone(options.now ?? new Date()),
    [DEMO_RUNNER.dni],
  );
  // The showcase's pairs are inscriptions of the open edition too.
  const enrolled = await countInscriptions(db, open.id);
  const adminId = await adminIdByDni(db, DEMO_ADMIN.dni);
  const year = Number(todayInOrganiserZone(options.now ?? new Date()).slice(0, 4));
  const championship = await createChampionship(db, adminId, {
    nombre: 'Campeonato Tucumano de Rally MTB',
    anio: year,
    eventIds: season.championshipDates,
    scoring: DEFAULT_SCORING,
    // The demo's season is under way: its standings are public.
    publicado: true,
  });
  return {
    runners: season.runners + Object.keys(DEMO_PEOPLE).length,
    events: season.events.map((e) => (e === open ? { ...e, inscriptions: enrolled } : e)),
    registration,
    championship: { id: championship.id, nombre: championship.nombre, eventIds: season.championshipDates },
  };
}

/**
 * The season's steps, in the order they draw from one generator: the people, the events, last year's edition,
 * this year's open edition, today's rally, then the championship's earlier dates (from a generator of their own).
 */
async function fillSeason(
  db: Db,
  options: { seed?: number; now?: Date },
): Promise<Omit<DemoSummary, 'registration' | 'championship'> & { championshipDates: number[] }> {
  const seed = options.seed ?? 2026;
  const random = new Random(seed);
  const now = options.now ?? new Date();
  const today = todayInOrganiserZone(now);
  const stamp = now.toISOString();
  const thisEditionDate = shiftDays(today, 21);
  const editionYear = Number(thisEditionDate.slice(0, 4));
  const { raceId, categories } = await readRace(db);
  const { adminId, runners } = await createPeople(db, random, categories, editionYear, stamp);

  // The seeded 6th edition becomes last year's: same day of the year, one year before this edition.
  const lastEdition = await moveSeededEdition(db, raceId, editionYear - 1);
  const thisEdition = {
    nombre: 'Carrera MTB Tucumán - 7ª Edición',
    fecha: thisEditionDate,
    id: await insertEvent(db, raceId, categories, stamp, {
      nombre: 'Carrera MTB Tucumán - 7ª Edición',
      fecha: thisEditionDate,
      lugar: 'Tafí del Valle, Tucumán',
      descripcion:
        'Séptima edición: 33 km promocional y 66 km competitivo. Cupos limitados; pago por transferencia o en efectivo al retirar el kit.',
      apertura: shiftDays(today, -12),
      cierre: shiftDays(today, 9),
      permiteParejas: true,
    }),
  };
  const rally = {
    nombre: 'Rally San Javier',
    id: await insertEvent(db, raceId, categories, stamp, {
      nombre: 'Rally San Javier',
      fecha: today,
      lugar: 'Sierra de San Javier, Tucumán',
      descripcion: 'Rally por vueltas en el circuito del cerro San Javier: 2 vueltas promocional, 3 competitivo.',
      apertura: shiftDays(today, -40),
      cierre: shiftDays(today, -5),
      permiteParejas: false,
    }),
  };

  const season: Season = { db, random, categories, runners, stamp, pickCategory: categoryPicker(categories, random) };
  const finished = await raceLastEdition(season, lastEdition, adminId);
  const opened = await openThisEdition(season, thisEdition);
  const live = await raceTodaysRally(season, rally, now, today);
  const earlierDates = await raceChampionshipDates(season, raceId, today, live.riders, seed);
  return {
    runners: runners.length,
    events: [finished, opened, live.event],
    championshipDates: [...earlierDates, rally.id],
  };
}
