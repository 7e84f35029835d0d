import { championshipMessages as m } from '@carreras/domain/championships/championship.messages';
import type {
  Championship,
  ChampionshipCreate,
  ChampionshipSummary,
  ChampionshipUpdate,
  RunnerStandingsResponse,
  Scoring,
  StandingsResponse,
} from '@carreras/domain/championships/championship.schemas';
import { buildStandings, type EventResult } from '@carreras/domain/championships/championship-standings';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { eventOutcomes } from '../results/results.service.ts';
import {
  championshipEventRows,
  deleteChampionshipRow,
  existingEventIds,
  findChampionshipRow,
  insertChampionship,
  listChampionshipRows,
  publishedChampionshipIds,
  replaceChampionshipEvents,
  ridersOfInscriptions,
  updateChampionshipRow,
} from './championships.repository.ts';
import { StandingsCache } from './standings-cache.ts';

type Db = Kysely<Database>;

/** How long computed standings are served before they are computed again (a change of results shows by then). */
export const STANDINGS_TTL_MS = 10_000;
const caches = new WeakMap<object, StandingsCache<StandingsResponse>>();
function standingsCache(db: Db): StandingsCache<StandingsResponse> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new StandingsCache(STANDINGS_TTL_MS);
    caches.set(db, cache);
  }
  return cache;
}

/** The public list: published championships only (a draft is the administrators' alone). */
export async function listChampionships(db: Db): Promise<ChampionshipSummary[]> {
  return listChampionshipRows(db, { drafts: false });
}

/** The back office's list: drafts too. */
export async function listAllChampionships(db: Db): Promise<ChampionshipSummary[]> {
  return listChampionshipRows(db, { drafts: true });
}

export async function getChampionship(db: Db, id: number): Promise<Championship> {
  const row = await findChampionshipRow(db, id);
  if (!row) throw notFound(m.championshipNotFound);
  return {
    id: row.id,
    nombre: row.nombre,
    anio: row.anio,
    events: await championshipEventRows(db, id),
    scoring: row.scoring,
    publicado: row.publicado,
  };
}

async function checkEvents(db: Db, eventIds: readonly number[]): Promise<void> {
  const existing = await existingEventIds(db, eventIds);
  const missing = eventIds.findIndex((id) => !existing.has(id));
  if (missing !== -1) throw badRequest(m.eventNotFound, { [`eventIds.${missing}`]: m.eventNotFound });
}

export async function createChampionship(db: Db, adminId: number, values: ChampionshipCreate): Promise<Championship> {
  await checkEvents(db, values.eventIds);
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertChampionship(trx, {
      nombre: values.nombre,
      anio: values.anio,
      scoring: values.scoring,
      publicado: values.publicado,
      now: nowIso(),
    });
    await replaceChampionshipEvents(trx, created, values.eventIds);
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'create',
      entity: 'championship',
      entityId: created,
    });
    return created;
  });
  return getChampionship(db, id);
}

/** Runs an administrator's change of a championship and its audit line in one transaction; 404 when it is gone. */
async function change(
  db: Db,
  adminId: number,
  id: number,
  action: string,
  write: (trx: Db) => Promise<boolean>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await write(trx))) throw notFound(m.championshipNotFound);
    await audit(trx, { actorType: 'admin', actorId: adminId, action, entity: 'championship', entityId: id });
  });
  standingsCache(db).forget(id);
}

export async function updateChampionship(
  db: Db,
  adminId: number,
  id: number,
  values: ChampionshipUpdate,
): Promise<Championship> {
  await change(db, adminId, id, 'update', (trx) =>
    updateChampionshipRow(trx, id, { nombre: values.nombre, anio: values.anio, now: nowIso() }),
  );
  return getChampionship(db, id);
}

/** Publishes a draft (its standings become public) or takes the standings down again. */
export async function setChampionshipPublished(
  db: Db,
  adminId: number,
  id: number,
  publicado: boolean,
): Promise<Championship> {
  await change(db, adminId, id, publicado ? 'publish' : 'unpublish', (trx) =>
    updateChampionshipRow(trx, id, { publicado, now: nowIso() }),
  );
  return getChampionship(db, id);
}

export async function setChampionshipEvents(
  db: Db,
  adminId: number,
  id: number,
  eventIds: readonly number[],
): Promise<Championship> {
  if (!(await findChampionshipRow(db, id))) throw notFound(m.championshipNotFound);
  await checkEvents(db, eventIds);
  await change(db, adminId, id, 'set_events', async (trx) => {
    if (!(await updateChampionshipRow(trx, id, { now: nowIso() }))) return false;
    await replaceChampionshipEvents(trx, id, eventIds);
    return true;
  });
  return getChampionship(db, id);
}

export async function setChampionshipScoring(
  db: Db,
  adminId: number,
  id: number,
  scoring: Scoring,
): Promise<Championship> {
  await change(db, adminId, id, 'set_scoring', (trx) => updateChampionshipRow(trx, id, { scoring, now: nowIso() }));
  return getChampionship(db, id);
}

export async function deleteChampionship(db: Db, adminId: number, id: number): Promise<void> {
  await change(db, adminId, id, 'delete', (trx) => deleteChampionshipRow(trx, id));
}

/**
 * An event's results as the championship reads them: each rider by runner, a pair's result given to both
 * partners in the pair's category (D13: one inscription, one bib, one place).
 */
async function resultsOfEvent(
  db: Db,
  eventId: number,
  eventDate: string,
): Promise<{ final: boolean; hasResults: boolean; results: EventResult[] }> {
  const { timed, finished, outcomes } = await eventOutcomes(db, eventId);
  // Without timing there are no results; once its day is over nothing will change them.
  if (!timed) return { final: eventDate < todayInOrganiserZone(), hasResults: false, results: [] };
  const ridersOf = await ridersOfInscriptions(
    db,
    outcomes.map((o) => o.inscriptionId),
  );
  const results: EventResult[] = [];
  for (const outcome of outcomes) {
    for (const rider of ridersOf.get(outcome.inscriptionId)?.riders ?? []) {
      results.push({
        runnerId: rider.runnerId,
        personKey: rider.personKey,
        runnerName: rider.runnerName,
        club: rider.club ?? null,
        categoryName: outcome.categoryName,
        distance: outcome.distance,
        position: outcome.position,
        status: outcome.status,
      });
    }
  }
  return { final: finished, hasResults: outcomes.length > 0, results };
}

/** The standings, computed at most once per STANDINGS_TTL_MS for every reader (StandingsCache); drafts too. */
export function championshipStandings(db: Db, id: number): Promise<StandingsResponse> {
  return standingsCache(db).get(id, () => computeStandings(db, id));
}

/**
 * The public standings: a draft answers 404 as a missing championship does. Whether it is published is read from
 * the cached standings (publishing or taking down forgets them at once), so a crowd's read costs no query.
 */
export async function publishedStandings(db: Db, id: number): Promise<StandingsResponse> {
  const standings = await championshipStandings(db, id);
  if (!standings.championship.publicado) throw notFound(m.championshipNotFound);
  return standings;
}

/**
 * The standings of the championship's published dates: an inactive event (a date the organiser took down) is left
 * out, its name and riders' places with it, as every other public read of it answers 404 (event-visibility.ts).
 * Dates keep their number in the season, so the calendar reads 'Fecha 1, Fecha 3' while date 2 is down.
 */
async function computeStandings(db: Db, id: number): Promise<StandingsResponse> {
  const championship = await getChampionship(db, id);
  const published = (await championshipEventRows(db, id)).filter((event) => event.active);
  const perDate: Awaited<ReturnType<typeof resultsOfEvent>>[] = [];
  for (const event of published) perDate.push(await resultsOfEvent(db, event.eventId, event.eventDate));
  const dates = published.map(({ active: _active, ...event }, index) => ({
    ...event,
    final: perDate[index]!.final,
    hasResults: perDate[index]!.hasResults,
  }));
  return {
    championship: {
      id: championship.id,
      nombre: championship.nombre,
      anio: championship.anio,
      dates: dates.length,
      publicado: championship.publicado,
    },
    scoring: championship.scoring,
    provisional: dates.some((d) => !d.final),
    dates,
    categories: buildStandings(
      perDate.map((d) => d.results),
      championship.scoring,
    ),
    generatedAt: Date.now(),
  };
}

/** The rider's lines in every championship, newest season first: "Campeonato X: 3º en Master A con 245 pts". */
export async function standingsOfRunner(db: Db, runnerId: number): Promise<RunnerStandingsResponse> {
  const standings: RunnerStandingsResponse['standings'] = [];
  for (const id of await publishedChampionshipIds(db)) {
    const s = await championshipStandings(db, id);
    for (const category of s.categories) {
      const row = category.rows.find((r) => r.runnerId === runnerId);
      if (!row) continue;
      standings.push({
        championshipId: id,
        nombre: s.championship.nombre,
        anio: s.championship.anio,
        categoryName: category.name,
        position: row.position,
        total: row.total,
        riders: category.rows.length,
        provisional: s.provisional,
      });
    }
  }
  return { runnerId, standings };
}
