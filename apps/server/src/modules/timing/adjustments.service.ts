import { riderStatusFromCode } from '@carreras/domain/results/result-status';
import { lapTimes } from '@carreras/domain/timing/lap-times';
import { timingMessages as m } from '@carreras/domain/timing/timing.messages';
import type { RunnerTimes, UpdateRunnerTimes } from '@carreras/domain/timing/timing.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import {
  findResultAdjustment,
  lapTimeOverrides,
  markBibsDns,
  replaceLapTimeOverrides,
  replaceResultAdjustment,
  resultAdjustmentsOf,
} from './adjustments.repository.ts';
import { bibInfo } from './bibs.repository.ts';
import { listStartGroupRows } from './start-groups.repository.ts';
import { countingRecordsForBib, requireEvent, timedRecordsOf } from './timed-records.service.ts';

// What an administrator sets on riders' results: 'Marcar DNS' of a group, lap times typed over the passages, a
// penalty and a status (D12).

type Q = Kysely<Database>;

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
