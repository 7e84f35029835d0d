import { errorCodes } from '@carreras/domain/error-codes';
import { riderStatusFromCode } from '@carreras/domain/results/result-status';
import { lapTimes } from '@carreras/domain/timing/lap-times';
import { passageTime } from '@carreras/domain/timing/passage-time';
import { type BibPassage, type BibVerdict, judgeBib } from '@carreras/domain/timing/repeat-passages';
import { timingMessages as m } from '@carreras/domain/timing/timing.messages';
import {
  DEFAULT_MIN_LAP_SECONDS,
  type MarkRecordInput,
  type RiderTiming,
  type RunnerTimes,
  type StartGroup,
  type StartGroupCategoryInput,
  startGroupCategoryKey,
  type TimeRecord,
  type TimeRecordInput,
  type TimingConfig,
  type UpdateRunnerTimes,
} from '@carreras/domain/timing/timing.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { listEventCategories, listEventDistances } from '../races/races.service.ts';
import type { InTransaction } from './passage-commits.ts';
import { listStartGroupRows, replaceStartGroups, setStartGroupStart } from './start-groups.repository.ts';
import * as timingRepository from './timing.repository.ts';
import {
  type BibInfo,
  bibOfRunner,
  countingRecordsForBib,
  effectiveRecordsForBib,
  findEvent,
  findRecord,
  findRecordByClientId,
  findRecordMark,
  findResultAdjustment,
  flagUnusual,
  insertBibCorrection,
  insertTimeRecord,
  lapTimeOverrides,
  latestCorrectedBib,
  markBibsDns,
  passageContext,
  type RawRecord,
  replaceLapTimeOverrides,
  replaceRecordMark,
  replaceResultAdjustment,
  replaceTimingConfig,
  resultAdjustmentsOf,
  storedTimingConfig,
  type TimedRecord,
  timeFromOwnGroups,
} from './timing.repository.ts';

// Plain reads of timed passages, for the timing routes and for results and reports.

/** What the timing screens know of each bib of an event (or of these bibs). */
export function bibInfo(db: Q, eventId: number, bib?: number | readonly number[]): Promise<Map<number, BibInfo>> {
  return timingRepository.bibInfo(db, eventId, bib);
}

/** Every passage that counts in an event, with its bibs. */
export function timedRecords(db: Q, eventId: number): Promise<{ records: TimedRecord[]; bibs: Map<number, BibInfo> }> {
  return timingRepository.timedRecords(db, eventId);
}

/** The passages of a selection, with their bibs. */
export function timedRecordsOf(
  db: Q,
  eventId: number,
  selection: timingRepository.RecordSelection,
): Promise<{ records: TimedRecord[]; bibs: Map<number, BibInfo> }> {
  return timingRepository.timedRecordsOf(db, eventId, selection);
}

/** The minimum lap of a distance, in seconds. */
export function minLapOfDistance(db: Q, eventId: number, distance: number): Promise<number> {
  return timingRepository.minLapOfDistance(db, eventId, distance);
}

/** The laps of each distance of an event. */
export function lapsConfig(db: Q, eventId: number): Promise<Map<number, number>> {
  return timingRepository.lapsConfig(db, eventId);
}

/** Passages as the timing API answers them, numbered into laps. */
export function toTimeRecords(records: TimedRecord[], bibs: Map<number, BibInfo>): TimeRecord[] {
  return timingRepository.toTimeRecords(records, bibs);
}

type Q = Kysely<Database>;

/** Every record of the event, with the unusual laps flagged: what 'Registros a revisar' reads (decision 014). */
export async function timedRecordsForReview(
  db: Q,
  eventId: number,
): Promise<{ records: TimedRecord[]; bibs: Map<number, BibInfo> }> {
  const { records, bibs } = await timedRecords(db, eventId);
  return { records: flagUnusual(records, bibs), bibs };
}

export async function requireEvent(db: Q, eventId: number) {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('Evento no encontrado');
  return event;
}

/** Laps the bib must ride, or null when its distance is unknown or not timed. */
async function lapsForBib(db: Q, eventId: number, bib: number): Promise<number | null> {
  const info = (await bibInfo(db, eventId, bib)).get(bib);
  if (!info) return null;
  return (await lapsConfig(db, eventId)).get(info.distancia) ?? null;
}

async function viewOf(db: Q, eventId: number, record: RawRecord): Promise<TimeRecord> {
  const bib = (await latestCorrectedBib(db, record.id)) ?? record.dorsal;
  const records =
    bib === null
      ? [{ ...record, rawDorsal: null, corrected: false, mark: (await findRecordMark(db, record.id)) ?? null }]
      : await effectiveRecordsForBib(db, eventId, bib);
  const bibs = await bibInfo(db, eventId, bib ?? undefined);
  const view = toTimeRecords(timeFromOwnGroups(records, bibs), bibs).find((r) => r.id === record.id);
  if (!view) throw notFound(m.recordNotFound);
  return view;
}

/**
 * Stores a passage once per client id (D10) and numbers its lap from the bib's records (D11), in
 * one short transaction of three statements: the client-id check, everything the passage needs to
 * know (passageContext), the insert. The answer is built from what the transaction already knows.
 * The database's uniqueness (client id; event, bib and lap) settles two devices writing at once.
 * The route shares that transaction with the passages arriving beside it (passage-commits.ts).
 */
type Outcome = { record: TimeRecord } | { existing: RawRecord };

export async function recordTime(
  db: Q,
  eventId: number,
  input: TimeRecordInput,
  inTransaction: InTransaction = (job) => db.transaction().execute(job),
): Promise<{ record: TimeRecord; created: boolean }> {
  const instant = input.timestamp as number;
  const bib = input.dorsal ?? null;
  const since = (start: number | null | undefined) => (start != null && instant >= start ? instant - start : null);

  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const outcome = await inTransaction(async (trx): Promise<Outcome> => {
        const existing = await findRecordByClientId(trx, input.clientId);
        if (existing) return { existing };
        const context = await passageContext(trx, eventId, { bib, groupId: input.groupId ?? null });
        if (!context) throw notFound('Evento no encontrado');
        if (context.selectedGroup && !context.selectedGroup.found) throw notFound(m.groupNotFound);
        const { holder } = context;
        const ownStart = holder?.group?.startTime ?? null;
        // The time that counts is worked out on every read from the rider's own group (passageTime);
        // the one stored is the device's figure, kept for riders whose group is not known yet.
        const time =
          input.time ?? since(ownStart) ?? since(context.selectedGroup?.startTime) ?? (ownStart !== null ? 0 : null);
        if (time === null) throw badRequest(m.clockNotRunning);
        const timed = passageTime({
          instant,
          deviceTime: time,
          bib,
          bibHeld: holder !== null,
          ownGroupStart: ownStart,
        });
        const device = input.device ?? 'primary';
        // The new passage judged with the bib's others (decisions 007 and 014): a repeat, a backup's copy, a
        // passage beyond the distance's laps or of a DNS rider is stored (nothing is refused, D10) and does not
        // count.
        const judged =
          timed.review === null && holder !== null
            ? judgeWithNew(
                context.records,
                { instant, device },
                {
                  minLapMs: context.minLapMs,
                  laps: holder.laps,
                  dns: holder.dns,
                },
              )
            : null;
        // The passage's only write, and its last statement (passage-commits.ts relies on both).
        const id = await insertTimeRecord(
          trx,
          eventId,
          {
            clientId: input.clientId,
            dorsal: bib,
            lap: bib === null ? null : Math.max(context.records.length, context.maxRawLap) + 1,
            timeMs: time,
            recordedAt: instant,
            groupId: input.groupId ?? null,
            device,
          },
          nowIso(),
        );
        const review =
          timed.review ??
          (judged && judged.verdict !== 'COUNTS' && judged.verdict !== 'VOIDED' ? judged.verdict : null);
        const record: TimeRecord = {
          id,
          clientId: input.clientId,
          dorsal: bib,
          originalDorsal: null,
          corrected: false,
          time: timed.time,
          timestamp: instant,
          lap: bib !== null && review === null ? (judged?.lap ?? null) : null,
          groupId: holder?.group?.id ?? input.groupId ?? null,
          groupName: holder?.group?.name ?? null,
          review,
          mark: null,
          device,
          backupOnly: judged?.backupOnly ?? false,
          unusual: null,
          distance: holder?.distancia ?? null,
          runnerName: holder?.runnerName ?? null,
        };
        return { record };
      });
      if ('record' in outcome) return { record: outcome.record, created: true };
      if (outcome.existing.eventId !== eventId) throw conflict(m.clientIdTaken);
      return { record: await viewOf(db, eventId, outcome.existing), created: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another device stored this client id, or took this lap number, a moment ago: look again.
    }
  }
  throw new AppError(503, errorCodes.busy, 'Error al registrar tiempo');
}

/**
 * A new passage judged among the bib's records that may count (judgeBib, decisions 007 and 014): its verdict,
 * whether only the backup has it, and its lap if it counts.
 */
function judgeWithNew(
  records: readonly (BibPassage & { id: number })[],
  passage: Pick<BibPassage, 'instant' | 'device'>,
  rule: { minLapMs: number; laps: number | null; dns: boolean },
): { verdict: BibVerdict; backupOnly: boolean; lap: number | null } {
  // The new passage has no id yet: it arrives after every stored one, so it sorts after them at equal instants.
  const fresh = { ...passage, id: Number.POSITIVE_INFINITY, mark: null };
  const all = [...records, fresh].sort((a, b) => a.instant - b.instant || a.id - b.id);
  const judged = judgeBib(all, rule);
  let counted = 0;
  let lap: number | null = null;
  all.forEach((record, index) => {
    if (judged[index]!.verdict !== 'COUNTS') return;
    counted += 1;
    if (record === fresh) lap = counted;
  });
  return { ...judged[all.indexOf(fresh)]!, lap };
}

export async function correctBib(
  db: Q,
  adminId: number,
  eventId: number,
  input: { timeId: number; newDorsal?: number | null; runnerId?: number | null },
): Promise<{ record: TimeRecord; previousDorsal: number | null }> {
  await requireEvent(db, eventId);
  const record = await findRecord(db, eventId, input.timeId);
  if (!record) throw notFound(m.recordNotFound);
  let bib = input.newDorsal ?? null;
  if (bib === null && input.runnerId != null) {
    bib = await bibOfRunner(db, eventId, input.runnerId);
    if (bib === null) throw badRequest(m.runnerWithoutBib);
  }
  if (bib === null) throw badRequest(m.newBibOrRunner);
  const current = await viewOf(db, eventId, record);
  if (current.dorsal === bib) return { record: current, previousDorsal: current.dorsal };

  // The record judged among the new bib's records as if it were theirs: refused only when it would count
  // beyond the distance's laps (a repeat or a passage before the start moves without counting).
  const laps = await lapsForBib(db, eventId, bib);
  if (laps !== null) {
    const [others, bibs] = await Promise.all([effectiveRecordsForBib(db, eventId, bib), bibInfo(db, eventId, bib)]);
    const moved = { ...record, rawDorsal: record.dorsal, corrected: true, mark: current.mark ?? null, dorsal: bib };
    const judged = timeFromOwnGroups([...others.filter((r) => r.id !== record.id), moved], bibs);
    const counting = judged.filter((r) => r.review === null);
    if (counting.length > laps && counting.some((r) => r.id === record.id)) throw conflict(m.allLapsCompleted(bib));
  }

  await db.transaction().execute(async (trx) => {
    await insertBibCorrection(
      trx,
      { eventId, recordId: record.id, previousBib: current.dorsal, bib, adminId },
      nowIso(),
    );
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'timing.update_dorsal',
      entity: 'time_record',
      entityId: record.id,
      detail: { eventId, recordedDorsal: record.dorsal, previousDorsal: current.dorsal, newDorsal: bib },
    });
  });
  return { record: await viewOf(db, eventId, record), previousDorsal: current.dorsal };
}

/**
 * 'Anular' (VOIDED), 'Contar' a repeat (COUNTED) or 'Restaurar' (null) a record, audited (decision 007).
 * Answers the record as it counts now and the bib whose records changed.
 */
export async function markRecord(db: Q, adminId: number, eventId: number, input: MarkRecordInput): Promise<TimeRecord> {
  await requireEvent(db, eventId);
  const record = await findRecord(db, eventId, input.timeId);
  if (!record) throw notFound(m.recordNotFound);
  const current = await viewOf(db, eventId, record);
  const previous = current.mark ?? null;
  if (previous === input.mark) return current;
  if (input.mark === 'COUNTED' && current.review === null) {
    // 'Contar' on a passage that counts accepts an unusual lap (decision 014); judged over the whole event.
    const { records } = await timedRecordsForReview(db, eventId);
    if (!records.some((r) => r.id === record.id && r.unusual !== null)) throw conflict(m.repeatOnlyCounted);
  } else if (input.mark === 'COUNTED') {
    if (current.review !== 'REPEAT') throw conflict(m.repeatOnlyCounted);
    const bib = current.dorsal as number;
    const laps = await lapsForBib(db, eventId, bib);
    if (laps !== null && (await countingRecordsForBib(db, eventId, bib)).length >= laps)
      throw conflict(m.allLapsCompleted(bib));
  }
  await db.transaction().execute(async (trx) => {
    await replaceRecordMark(trx, { eventId, recordId: record.id, mark: input.mark, adminId }, nowIso());
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'timing.mark_record',
      entity: 'time_record',
      entityId: record.id,
      detail: {
        eventId,
        dorsal: current.dorsal,
        lap: current.lap,
        instant: record.recordedAt,
        previous,
        mark: input.mark,
      },
    });
  });
  return viewOf(db, eventId, record);
}

/**
 * 'Marcar DNS': every rider of the group with a bib, no passage that counts and no status reads DNS (a
 * penalty already set is kept). Answers the bibs marked now.
 */
export async function markNoShows(db: Q, adminId: number, eventId: number, groupId: number): Promise<number[]> {
  await requireEvent(db, eventId);
  const groups = await listStartGroupRows(db, eventId);
  if (!groups.some((g) => g.id === groupId)) throw notFound(m.groupNotFound);
  const all = await bibInfo(db, eventId);
  const ofGroup = [...all].filter(([, info]) => info.group?.id === groupId).map(([bib]) => bib);
  if (ofGroup.length === 0) return [];
  const [{ records }, adjustments] = await Promise.all([
    timedRecordsOf(db, eventId, { bibs: ofGroup, unnumbered: false }),
    resultAdjustmentsOf(db, eventId, ofGroup),
  ]);
  const timed = new Set(records.filter((r) => r.review === null).map((r) => r.dorsal));
  const marked = ofGroup
    .filter((bib) => !timed.has(bib) && (adjustments.get(bib)?.status ?? null) === null)
    .sort((a, b) => a - b);
  if (marked.length === 0) return [];
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await markBibsDns(
      trx,
      eventId,
      marked.map((bib) => ({ bib, penaltyMs: adjustments.get(bib)?.penaltyMs ?? 0 })),
      now,
    );
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'timing.mark_dns',
      entity: 'start_group',
      entityId: groupId,
      detail: { eventId, dorsals: marked },
    });
  });
  return marked;
}

/** Per-lap times derived from the bib's passages (cumulative times in passage order), then overridden. */
export async function runnerTimes(db: Q, eventId: number, bib: number): Promise<RunnerTimes> {
  const [records, override, adjustment] = await Promise.all([
    countingRecordsForBib(db, eventId, bib),
    lapTimeOverrides(db, eventId, bib),
    findResultAdjustment(db, eventId, bib),
  ]);
  return {
    dorsal: bib,
    lapTimes: lapTimes(
      records.map((r) => r.timeMs),
      override,
    ).map((time, index) => ({ lap: index + 1, time })),
    penaltyTime: adjustment?.penaltyMs ?? 0,
    status: adjustment?.status ?? null,
  };
}

export async function updateRunnerTimes(
  db: Q,
  adminId: number,
  eventId: number,
  input: UpdateRunnerTimes,
): Promise<RunnerTimes> {
  await requireEvent(db, eventId);
  const before = await runnerTimes(db, eventId, input.dorsal);
  for (const { lap } of input.lapTimes) {
    if (lap > before.lapTimes.length) throw badRequest(m.lapNotRecorded(lap));
  }
  const status =
    input.status === undefined ? before.status : input.status === null ? null : riderStatusFromCode(input.status);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const lapTimes = new Map(input.lapTimes.map((l) => [l.lap, l.time]));
    await replaceLapTimeOverrides(trx, eventId, input.dorsal, lapTimes, adminId, now);
    const adjusted = input.penaltyTime > 0 || status !== null;
    await replaceResultAdjustment(
      trx,
      eventId,
      input.dorsal,
      adjusted ? { penaltyMs: input.penaltyTime, status } : null,
      now,
    );
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'timing.update_runner_times',
      entity: 'event',
      entityId: eventId,
      detail: {
        dorsal: input.dorsal,
        before: { lapTimes: before.lapTimes, penaltyTime: before.penaltyTime, status: before.status },
        after: { lapTimes: input.lapTimes, penaltyTime: input.penaltyTime, status },
      },
    });
  });
  return runnerTimes(db, eventId, input.dorsal);
}

export async function getTimingConfig(db: Q, eventId: number): Promise<{ configured: boolean; config: TimingConfig }> {
  await requireEvent(db, eventId);
  const [stored, distances] = await Promise.all([storedTimingConfig(db, eventId), listEventDistances(db, eventId)]);
  const config: TimingConfig = {};
  for (const distancia of distances)
    config[String(distancia)] = { laps: 1, enabled: false, minLapSeconds: DEFAULT_MIN_LAP_SECONDS };
  for (const { distancia, laps, enabled, minLapSeconds } of stored)
    config[String(distancia)] = { laps, enabled, minLapSeconds };
  return { configured: stored.length > 0, config };
}

export async function saveTimingConfig(db: Q, adminId: number, eventId: number, config: TimingConfig) {
  await requireEvent(db, eventId);
  await db.transaction().execute(async (trx) => {
    const distances = Object.entries(config).map(([distancia, value]) => ({
      distancia: Number(distancia),
      laps: value.laps,
      enabled: value.enabled,
      minLapSeconds: value.minLapSeconds,
    }));
    await replaceTimingConfig(trx, eventId, distances);
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'timing.config',
      entity: 'event',
      entityId: eventId,
      detail: { config },
    });
  });
  return getTimingConfig(db, eventId);
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The event's start groups, each with its riders and those of them with a passage that counts (whom a
 * start correction re-times). `timed` spares reading the event's records again when the caller has them.
 */
export async function listStartGroups(
  db: Q,
  eventId: number,
  now = Date.now(),
  timed?: { records: TimedRecord[]; bibs: Map<number, BibInfo> },
): Promise<StartGroup[]> {
  const [groups, { records, bibs }] = await Promise.all([
    listStartGroupRows(db, eventId),
    timed ?? timedRecords(db, eventId),
  ]);
  const riders = new Map<number, number>();
  for (const info of bibs.values()) if (info.group) riders.set(info.group.id, (riders.get(info.group.id) ?? 0) + 1);
  const timedBibs = new Map<number, Set<number>>();
  for (const r of records) {
    if (r.review !== null || r.dorsal === null || !r.group) continue;
    const set = timedBibs.get(r.group.id) ?? new Set<number>();
    set.add(r.dorsal);
    timedBibs.set(r.group.id, set);
  }
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    startTime: iso(g.startTime),
    // A group has started once its start is past, or once a passage was taken with it selected.
    started: (g.startTime !== null && g.startTime <= now) || g.hasRecords,
    riders: riders.get(g.id) ?? 0,
    timedRiders: timedBibs.get(g.id)?.size ?? 0,
    categories: g.categories,
  }));
}

export async function saveStartGroups(
  db: Q,
  adminId: number,
  eventId: number,
  input: { id?: number; name: string; startTime?: number | null; categories: StartGroupCategoryInput[] }[],
): Promise<StartGroup[]> {
  await requireEvent(db, eventId);
  const current = new Map((await listStartGroups(db, eventId)).map((g) => [g.id, g]));
  const offered = await listEventCategories(db, eventId);
  const byKey = new Map<string, number>();
  for (const c of offered) {
    byKey.set(startGroupCategoryKey(c.id), c.id);
    byKey.set(startGroupCategoryKey({ nombre: c.nombre.trim(), distancia: c.distancia }), c.id);
  }
  // Categories may come as ids or as the spec models them (nombre and distancia): resolve them to ids.
  const assigned = new Set<number>();
  const groups = input.map((group) => ({
    ...group,
    categories: group.categories.map((category) => {
      const id = byKey.get(startGroupCategoryKey(category));
      if (id === undefined) throw badRequest(m.categoryNotInEvent);
      if (assigned.has(id)) throw badRequest(m.categoryInOneGroup);
      assigned.add(id);
      return id;
    }),
  }));
  for (const group of groups) {
    if (group.id === undefined) continue;
    const existing = current.get(group.id);
    if (!existing) throw notFound(m.groupNotFound);
    if (!existing.started) continue;
    const same =
      existing.name === group.name &&
      existing.startTime === iso(group.startTime ?? null) &&
      [...existing.categories.map((c) => c.id)].sort().join() === [...group.categories].sort().join();
    if (!same) throw conflict(m.groupStarted);
  }
  const kept = new Set(groups.map((g) => g.id).filter((id) => id !== undefined));
  if ([...current.values()].some((g) => g.started && !kept.has(g.id))) throw conflict(m.groupStarted);

  const removed = [...current.keys()].filter((id) => !kept.has(id));
  await db.transaction().execute(async (trx) => {
    await replaceStartGroups(
      trx,
      eventId,
      removed,
      groups.map((g) => ({ id: g.id, name: g.name, startTime: g.startTime ?? null, categoryIds: g.categories })),
      nowIso(),
    );
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'timing.start_groups',
      entity: 'event',
      entityId: eventId,
      detail: { groups },
    });
  });
  return listStartGroups(db, eventId);
}

/** Sets a group's start. The same start again is a no-op, so a queued start can be resent (D10). */
export async function startGroup(
  db: Q,
  adminId: number,
  eventId: number,
  groupId: number,
  startTime: number,
): Promise<StartGroup> {
  await requireEvent(db, eventId);
  const timed = await timedRecords(db, eventId);
  const group = (await listStartGroups(db, eventId, Date.now(), timed)).find((g) => g.id === groupId);
  if (!group) throw notFound(m.groupNotFound);
  if (group.startTime === iso(startTime)) return group;
  // Times are measured from the group's start on every read, so a delayed start may be moved even
  // after passages came in: its riders are re-timed. It may not move past one of their passages.
  const { records } = timed;
  const firstPassage = records
    .filter((r) => r.group?.id === groupId && r.review === null)
    .reduce<number | null>((first, r) => (first === null || r.recordedAt < first ? r.recordedAt : first), null);
  if (firstPassage !== null && startTime > firstPassage) throw conflict(m.startAfterPassage(firstPassage));
  await db.transaction().execute(async (trx) => {
    await setStartGroupStart(trx, groupId, startTime, nowIso());
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'timing.start_group',
      entity: 'start_group',
      entityId: groupId,
      detail: { eventId, previous: group.startTime, startTime: iso(startTime), retimedRiders: group.timedRiders },
    });
  });
  return (await listStartGroups(db, eventId)).find((g) => g.id === groupId)!;
}

/** 'Buscar dorsal': what the timing screen and the results page show and fix for one rider. */
export async function riderTiming(db: Q, eventId: number, bib: number): Promise<RiderTiming> {
  await requireEvent(db, eventId);
  const bibs = await bibInfo(db, eventId, bib);
  const info = bibs.get(bib);
  if (!info) throw notFound(m.bibNotHeld(bib));
  const [records, times, laps] = await Promise.all([
    effectiveRecordsForBib(db, eventId, bib),
    runnerTimes(db, eventId, bib),
    lapsConfig(db, eventId),
  ]);
  const all = toTimeRecords(timeFromOwnGroups(records, bibs), bibs).sort(
    (a, b) => a.timestamp - b.timestamp || a.id - b.id,
  );
  return {
    dorsal: bib,
    runnerName: info.runnerName,
    categoryName: info.categoria,
    distance: info.distancia,
    laps: laps.get(info.distancia) ?? null,
    group: info.group && { id: info.group.id, name: info.group.name, startTime: iso(info.group.startTime) },
    passages: all.filter((r) => r.review === null),
    records: all,
    lapTimes: times.lapTimes,
    penaltyTime: times.penaltyTime,
    status: times.status,
  };
}
