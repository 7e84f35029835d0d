import {
  adjust,
  configureTiming,
  correctFirstPassage,
  enrolAll,
  insertEvent,
  insertGroups,
  recordLaps,
} from './demo-rows.ts';
import {
  type DemoCategory,
  type DemoEntry,
  type DemoEvent,
  type DemoRunner,
  eligibleOn,
  MINUTE,
  ORGANISER_OFFSET,
  type Season,
  shiftDays,
} from './demo-season.ts';
import { Random } from './random.ts';

/**
 * Last year's edition: finished, everyone paid, with bibs and results — a few absent, some DNF, two penalised,
 * two disqualified, and two finishes the timekeeper took wrong and an administrator corrected.
 */
export async function raceLastEdition(
  season: Season,
  lastEdition: { id: number; nombre: string; fecha: string },
  adminId: number,
): Promise<DemoEvent> {
  const { db, random, categories, stamp } = season;
  const entrants = season.runners.filter((r) => random.chance(0.55) || r.anchor !== undefined);
  const enrolled = await enrolAll(
    db,
    lastEdition.id,
    entrants,
    (r) => season.pickCategory(r, lastEdition.fecha),
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
  const finishers: DemoEntry[] = [];
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
    await correctFirstPassage(db, lastEdition.id, entry.bib!, takenAs, adminId, stamp);
  }
  return { id: lastEdition.id, nombre: lastEdition.nombre, inscriptions: enrolled.length, stage: 'finished' };
}

/**
 * The rally championship's first two dates, raced earlier this season by mostly the same riders as today's rally.
 * Drawn from a generator of their own (the seed + 1), after everything else, so the rest of the season is the
 * same as without them; only a newcomer's category comes from the season's generator. Answers the dates' ids.
 */
export async function raceChampionshipDates(
  season: Season,
  raceId: number,
  today: string,
  rallyRiders: { runner: DemoRunner; category: DemoCategory }[],
  seed: number,
): Promise<number[]> {
  const { db, categories, stamp } = season;
  const seasonRandom = new Random(seed + 1);
  const dates = [
    { nombre: 'Rally Raco', fecha: shiftDays(today, -70), lugar: 'Raco, Tucumán' },
    { nombre: 'Rally El Siambón', fecha: shiftDays(today, -35), lugar: 'El Siambón, Tucumán' },
  ];
  const ids: number[] = [];
  for (const date of dates) {
    const eventId = await insertEvent(db, raceId, categories, stamp, {
      nombre: date.nombre,
      fecha: date.fecha,
      lugar: date.lugar,
      descripcion: 'Fecha del campeonato de rally: 2 vueltas promocional, 3 competitivo.',
      apertura: shiftDays(date.fecha, -40),
      cierre: shiftDays(date.fecha, -3),
      permiteParejas: false,
    });
    const regulars = rallyRiders.filter(() => seasonRandom.chance(0.85));
    const categoryOf = new Map(regulars.map((r) => [r.runner.id, r.category]));
    const newcomers = season.runners.filter((r) => !categoryOf.has(r.id) && seasonRandom.chance(0.05));
    const enrolled = await enrolAll(
      db,
      eventId,
      [...regulars.map((r) => r.runner), ...newcomers],
      (r) => {
        const kept = categoryOf.get(r.id);
        return kept && eligibleOn(kept, r, date.fecha) ? kept : season.pickCategory(r, date.fecha);
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
    ids.push(eventId);
  }
  return ids;
}
