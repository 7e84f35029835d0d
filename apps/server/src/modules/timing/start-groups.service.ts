import type { BibInfo, TimedRecord } from '@carreras/domain/timing/timed-record';
import { timingMessages as m } from '@carreras/domain/timing/timing.messages';
import {
  type StartGroup,
  type StartGroupCategoryInput,
  startGroupCategoryKey,
} from '@carreras/domain/timing/timing.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { listEventCategories } from '../races/races.service.ts';
import { listStartGroupRows, replaceStartGroups, setStartGroupStart } from './start-groups.repository.ts';
import { requireEvent, timedRecords } from './timed-records.service.ts';

// The event's start groups (waves): their riders, their starts, a delayed start moved (decision 003).

type Q = Kysely<Database>;

/** An instant in epoch ms as the API answers it (ISO 8601); null stays null. */
export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

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
