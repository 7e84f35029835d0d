import { createHash, randomBytes } from 'node:crypto';
import { organiserInstant } from '@carreras/domain/clock-time';
import { judgeRiderAtControls } from '@carreras/domain/course-controls/control-rules';
import { courseControlMessages as m } from '@carreras/domain/course-controls/course-controls.messages';
import type { ControlPassage, ControlPoint } from '@carreras/domain/course-controls/course-controls.schemas';
import { isoDateAtUtcMidnight } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/error-codes';
import type { ControlReadSeen } from '@carreras/domain/timing/riders-still-out';
import type { TimedRecord } from '@carreras/domain/timing/timed-record';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { timedRecordsOf } from '../timing/timed-records.service.ts';
import * as links from './control-links.repository.ts';
import * as repo from './course-controls.repository.ts';

// Controls on the course (docs/decisions/019-controls-on-the-course.md): the organiser's timing points and
// volunteer links, and what a volunteer's phone records and reads with its link.

type Q = Kysely<Database>;

const DAY_MS = 24 * 3_600_000;
/** Passages a control screen gets back on opening: its own latest. */
const SCREEN_PASSAGES = 50;

async function requireEventHead(db: Q, eventId: number) {
  const event = await repo.findEventHead(db, eventId);
  if (!event) throw notFound('Evento no encontrado');
  return event;
}

async function requireTimedDistance(db: Q, eventId: number, distancia: number) {
  const timing = await repo.timedDistance(db, eventId, distancia);
  if (!timing) throw conflict(m.distanceNotTimed(distancia), { distancia: m.distanceNotTimed(distancia) });
  return timing;
}

/** What the database cannot say by itself: the km before the finish, the lap within the distance's laps. */
function checkPoint(values: repo.PointValues, distancia: number, laps: number): void {
  if (values.km >= distancia) throw badRequest(m.kmBeyondDistance(distancia), { km: m.kmBeyondDistance(distancia) });
  if (values.lap !== null && values.lap > laps) throw badRequest(m.lapBeyondLaps(laps), { lap: m.lapBeyondLaps(laps) });
}

export async function listPoints(db: Q, eventId: number): Promise<ControlPoint[]> {
  await requireEventHead(db, eventId);
  return repo.listPoints(db, eventId);
}

export async function createPoint(
  db: Q,
  eventId: number,
  input: repo.PointValues & { distancia: number; order?: number | undefined },
): Promise<ControlPoint> {
  await requireEventHead(db, eventId);
  const timing = await requireTimedDistance(db, eventId, input.distancia);
  checkPoint(input, input.distancia, timing.laps);
  return db.transaction().execute(async (trx) => {
    const points = await repo.listPoints(trx, eventId, input.distancia);
    const order = input.order ?? Math.max(0, ...points.map((p) => p.order)) + 1;
    if (points.some((p) => p.order === order)) throw conflict(m.orderTaken(order), { order: m.orderTaken(order) });
    const id = await repo.insertPoint(trx, eventId, input.distancia, order, input, new Date().toISOString());
    const created = await repo.findPoint(trx, eventId, id);
    if (!created) throw new Error('control point not read back');
    return created;
  });
}

async function requirePoint(db: Q, eventId: number, pointId: number): Promise<ControlPoint> {
  await requireEventHead(db, eventId);
  const point = await repo.findPoint(db, eventId, pointId);
  if (!point) throw notFound(m.pointNotFound);
  return point;
}

export async function updatePoint(
  db: Q,
  eventId: number,
  pointId: number,
  values: repo.PointValues,
): Promise<ControlPoint> {
  const point = await requirePoint(db, eventId, pointId);
  const timing = await requireTimedDistance(db, eventId, point.distancia);
  checkPoint(values, point.distancia, timing.laps);
  await repo.updatePoint(db, pointId, values, new Date().toISOString());
  return { ...point, ...values };
}

export async function deletePoint(db: Q, eventId: number, pointId: number): Promise<void> {
  await requirePoint(db, eventId, pointId);
  if (await repo.hasPassages(db, pointId)) throw conflict(m.pointHasPassages);
  await repo.deletePoint(db, pointId);
}

export async function reorderPoints(
  db: Q,
  eventId: number,
  input: { distancia: number; pointIds: number[] },
): Promise<ControlPoint[]> {
  await requireEventHead(db, eventId);
  return db.transaction().execute(async (trx) => {
    const points = await repo.listPoints(trx, eventId, input.distancia);
    const given = new Set(input.pointIds);
    const complete =
      given.size === input.pointIds.length &&
      points.length === input.pointIds.length &&
      points.every((p) => given.has(p.id));
    if (!complete) throw conflict(m.reorderIncomplete, { pointIds: m.reorderIncomplete });
    const orders = input.pointIds.map((id, index) => ({ id, order: index + 1 }));
    await repo.setPointOrders(trx, orders, new Date().toISOString());
    return repo.listPoints(trx, eventId, input.distancia);
  });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The end of the event's day in the organiser's zone (D9): midnight of the next day there. */
function endOfEventDay(fecha: string): number {
  const midnight = isoDateAtUtcMidnight(fecha);
  const next = midnight === null ? null : new Date(midnight + DAY_MS).toISOString().slice(0, 10);
  const end = next === null ? null : organiserInstant(next, 0);
  if (end === null) throw new Error(`event date ${fecha} is not a date`);
  return end;
}

export async function createLink(db: Q, adminId: number, eventId: number, pointId: number, label: string) {
  await requirePoint(db, eventId, pointId);
  const event = await requireEventHead(db, eventId);
  const token = randomBytes(32).toString('base64url');
  const link = await links.insertLink(
    db,
    { eventId, pointId, tokenHash: hashToken(token), label, expiresAt: endOfEventDay(event.fecha), adminId },
    new Date().toISOString(),
  );
  return { ...link, token, path: `/control/${token}` };
}

export async function listLinks(db: Q, eventId: number): Promise<links.ControlLinkRow[]> {
  await requireEventHead(db, eventId);
  return links.listLinks(db, eventId);
}

export async function revokeLink(db: Q, eventId: number, linkId: number, now = Date.now()) {
  await requireEventHead(db, eventId);
  const link = await links.findLink(db, eventId, linkId);
  if (!link) throw notFound(m.linkNotFound);
  await links.revokeLink(db, linkId, now);
  return (await links.findLink(db, eventId, linkId)) ?? link;
}

/**
 * The link a token opens, with its control and event: 401 for a token that is no link, 403 for a revoked or
 * expired one. Nothing else opens a control screen (no session does).
 */
async function openLink(db: Q, token: string, now: number) {
  const link = await links.findLinkByHash(db, hashToken(token));
  if (!link) throw new AppError(401, errorCodes.unauthenticated, m.linkInvalid);
  if (link.revokedAt !== null) throw new AppError(403, errorCodes.forbidden, m.linkRevoked);
  if (link.expiresAt <= now) throw new AppError(403, errorCodes.forbidden, m.linkExpired);
  const [point, event] = await Promise.all([
    repo.findPoint(db, link.eventId, link.pointId),
    repo.findEventHead(db, link.eventId),
  ]);
  if (!point || !event) throw new AppError(401, errorCodes.unauthenticated, m.linkInvalid);
  return { link, point, event };
}

/** The instants of a bib's counted passages at the finish line: what the lap of a control read counts from. */
const lapPassagesOf = (records: readonly TimedRecord[], bib: number): number[] =>
  records.filter((r) => r.dorsal === bib && r.review === null).map((r) => r.recordedAt);

/** Every read of one rider at their distance's controls, judged together by the domain's rules (decision 019). */
const judgeRider = (input: {
  points: readonly ControlPoint[];
  reads: readonly repo.StoredControlPassage[];
  rider: repo.StartListRow;
  lapPassages: readonly number[];
  minIntervalMs: number;
  eventDate: string;
}) =>
  judgeRiderAtControls({
    points: input.points,
    reads: input.reads.map((r) => ({ ...r, instant: r.recordedAt })),
    start: input.rider.groupStart,
    lapPassages: input.lapPassages,
    minIntervalMs: input.minIntervalMs,
    eventDate: input.eventDate,
  });

/** Judges these passages against every read of their riders at the distance's controls and the finish line. */
async function judgePassages(
  db: Q,
  opened: Awaited<ReturnType<typeof openLink>>,
  passages: readonly repo.StoredControlPassage[],
): Promise<Map<number, ControlPassage>> {
  const { point, event } = opened;
  const bibs = [...new Set(passages.map((p) => p.dorsal))];
  const [points, riders, timing, finish] = await Promise.all([
    repo.listPoints(db, event.id, point.distancia),
    repo.startList(db, event.id, { bibs }),
    repo.timedDistance(db, event.id, point.distancia),
    timedRecordsOf(db, event.id, { bibs, unnumbered: false }),
  ]);
  const reads = await repo.passagesOfBibs(
    db,
    points.map((p) => p.id),
    bibs,
  );
  const riderOf = new Map(riders.map((r) => [r.dorsal, r]));
  const judged = new Map<number, ControlPassage>();
  for (const bib of bibs) {
    const rider = riderOf.get(bib);
    const mine = passages.filter((p) => p.dorsal === bib);
    if (!rider || rider.distancia !== point.distancia) {
      for (const p of mine)
        judged.set(p.id, { ...answerOf(p), status: 'UNKNOWN_BIB', runnerName: rider?.runnerName ?? null });
      continue;
    }
    const verdicts = judgeRider({
      points,
      reads: reads.filter((r) => r.dorsal === bib),
      rider,
      lapPassages: lapPassagesOf(finish.records, bib),
      minIntervalMs: timing?.minLapMs ?? 0,
      eventDate: event.fecha,
    });
    for (const p of mine) {
      const verdict = verdicts.get(p.id);
      judged.set(p.id, {
        ...answerOf(p),
        status: verdict?.verdict ?? 'COUNTS',
        runnerName: rider.runnerName,
        splitMs: verdict?.splitMs ?? null,
        lap: verdict?.lap ?? null,
        pastCutoff: verdict?.pastCutoff ?? false,
        outOfOrder: verdict?.outOfOrder ?? false,
      });
    }
  }
  return judged;
}

const answerOf = (p: repo.StoredControlPassage): ControlPassage => ({
  id: p.id,
  clientId: p.clientId,
  dorsal: p.dorsal,
  recordedAt: p.recordedAt,
  device: p.device,
  status: 'COUNTS',
  runnerName: null,
  splitMs: null,
  lap: null,
  pastCutoff: false,
  outOfOrder: false,
});

/**
 * Every counted read at the event's controls, by bib, with its control and lap (decision 019): each rider's reads
 * at their distance's controls judged together exactly as a phone is answered (judgeRider), so repeats, copies
 * and voided reads are left out and a bib of another distance is no rider there. A fixed handful of queries for
 * the whole event, whatever the number of riders; 'En carrera' (decision 013) reads where each rider was last
 * seen from it.
 */
export async function countedControlReads(db: Q, eventId: number): Promise<Map<number, ControlReadSeen[]>> {
  const counted = new Map<number, ControlReadSeen[]>();
  const points = await repo.listPoints(db, eventId);
  if (points.length === 0) return counted;
  const passages = await repo.passagesOfEvent(db, eventId);
  const bibs = [...new Set(passages.map((p) => p.dorsal))];
  if (bibs.length === 0) return counted;
  const [event, riders, timings, finish] = await Promise.all([
    repo.findEventHead(db, eventId),
    repo.startList(db, eventId, { bibs }),
    repo.timedDistances(db, eventId),
    timedRecordsOf(db, eventId, { bibs, unnumbered: false }),
  ]);
  if (!event) return counted;
  const pointById = new Map(points.map((p) => [p.id, p]));
  const byBib = new Map<number, repo.StoredControlPassage[]>();
  for (const passage of passages) {
    const list = byBib.get(passage.dorsal);
    if (list) list.push(passage);
    else byBib.set(passage.dorsal, [passage]);
  }
  for (const rider of riders) {
    const reads = (byBib.get(rider.dorsal) ?? []).filter(
      (p) => pointById.get(p.pointId)?.distancia === rider.distancia,
    );
    if (reads.length === 0) continue;
    const verdicts = judgeRider({
      points: points.filter((p) => p.distancia === rider.distancia),
      reads,
      rider,
      lapPassages: lapPassagesOf(finish.records, rider.dorsal),
      minIntervalMs: timings.get(rider.distancia)?.minLapMs ?? 0,
      eventDate: event.fecha,
    });
    const seen: ControlReadSeen[] = [];
    for (const read of reads) {
      const verdict = verdicts.get(read.id);
      const point = pointById.get(read.pointId);
      if (verdict?.verdict !== 'COUNTS' || !point) continue;
      seen.push({ name: point.name, km: point.km, lap: verdict.lap, at: read.recordedAt });
    }
    counted.set(rider.dorsal, seen);
  }
  return counted;
}

export async function controlScreen(db: Q, token: string, now = Date.now()) {
  const opened = await openLink(db, token, now);
  const { link, point, event } = opened;
  const [riders, timing, latest] = await Promise.all([
    repo.startList(db, event.id, { distancia: point.distancia }),
    repo.timedDistance(db, event.id, point.distancia),
    repo.latestPassagesOfLink(db, link.id, SCREEN_PASSAGES),
  ]);
  const judged = await judgePassages(db, opened, latest);
  return {
    event,
    point,
    linkLabel: link.label,
    expiresAt: link.expiresAt,
    minIntervalMs: timing?.minLapMs ?? 0,
    startList: riders.map(({ distancia: _d, ...rider }) => rider),
    passages: latest.map((p) => judged.get(p.id) ?? answerOf(p)),
    serverTime: now,
  };
}

export async function recordPassages(db: Q, token: string, input: readonly repo.NewControlPassage[], now = Date.now()) {
  const opened = await openLink(db, token, now);
  const { link } = opened;
  const clientIds = [...new Set(input.map((p) => p.clientId))];
  // One passage per client id: the first of the batch; the rest are the phone's own duplicates.
  const firstOfEach = clientIds.map((id) => input.find((p) => p.clientId === id)!);
  const created = await db
    .transaction()
    .execute((trx) => repo.insertPassages(trx, link, firstOfEach, new Date(now).toISOString()));
  const stored = await repo.passagesByClientIds(db, link.id, clientIds);
  const judged = await judgePassages(db, opened, stored);
  const byClientId = new Map(stored.map((p) => [p.clientId, judged.get(p.id) ?? answerOf(p)]));
  const answered = new Set<string>();
  return {
    passages: input.map((p) => {
      const answer = byClientId.get(p.clientId);
      if (!answer) throw new Error(`control passage ${p.clientId} not read back`);
      // Stored now: the first time this client id is answered, if this request stored it.
      const isNew = created.has(p.clientId) && !answered.has(p.clientId);
      answered.add(p.clientId);
      return { ...answer, created: isNew };
    }),
    serverTime: now,
  };
}
