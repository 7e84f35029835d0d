import { DEMO_FEES } from './demo-registration.ts';
import { configureTiming, enrolAll, insertGroups, pairWith, recordLaps, recordWithoutBib } from './demo-rows.ts';
import { type DemoCategory, type DemoEvent, type DemoRunner, MINUTE, type Season } from './demo-season.ts';

/** This year's edition: registration open, inscriptions in every state, some pairs. */
export async function openThisEdition(
  season: Season,
  edition: { id: number; nombre: string; fecha: string },
): Promise<DemoEvent> {
  const { db, random, runners, stamp } = season;
  const entrants = [runners[0]!, ...runners.slice(1).filter((r) => random.chance(0.62) || r.anchor !== undefined)];
  const enrolled = await enrolAll(
    db,
    edition.id,
    entrants,
    (r) => season.pickCategory(r, edition.fecha),
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
    await pairWith(db, edition.id, holder.inscriptionId, partner.id);
  }
  return { id: edition.id, nombre: edition.nombre, inscriptions: enrolled.length, stage: 'open' };
}

/**
 * Today's rally, in progress: groups started over an hour ago, laps coming in, two riders quick-recorded without a
 * readable bib. Answers the event and who rides it, in their categories (the championship's earlier dates draw
 * their regulars from them).
 */
export async function raceTodaysRally(
  season: Season,
  rally: { id: number; nombre: string },
  now: Date,
  today: string,
): Promise<{ event: DemoEvent; riders: { runner: DemoRunner; category: DemoCategory }[] }> {
  const { db, random, runners, categories, stamp } = season;
  const entrants = runners.filter(() => random.chance(0.3));
  const enrolled = await enrolAll(
    db,
    rally.id,
    entrants,
    (r) => season.pickCategory(r, today),
    stamp,
    // Most came to kit pick-up; a few paid but have not shown up, a few never paid.
    () => {
      const roll = random.next();
      if (roll < 0.04) return { paid: false, present: false, bib: false };
      if (roll < 0.1) return { paid: true, present: false, bib: true };
      return { paid: true, present: true, bib: true };
    },
  );
  const riders = enrolled.map((e) => ({ runner: runners.find((r) => r.id === e.runnerId)!, category: e.category }));
  await configureTiming(db, rally.id, { 33: 2, 66: 3 });
  const competitiveStart = now.getTime() - 95 * MINUTE;
  const groups = await insertGroups(db, rally.id, categories, stamp, [
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
    await recordLaps(db, rally.id, entry, groups, laps, group.start, random, stamp, lapMinutes);
  }
  // Two riders crossed the line without a readable bib: the timekeeper quick-recorded them.
  const group = groups[0]!;
  for (let i = 0; i < 2; i++) {
    const time = Math.round(now.getTime() - group.start - (3 + i * 2) * MINUTE);
    await recordWithoutBib(db, rally.id, `demo-${rally.id}-sin-dorsal-${i}`, group, time, stamp);
  }
  return { event: { id: rally.id, nombre: rally.nombre, inscriptions: enrolled.length, stage: 'live' }, riders };
}
