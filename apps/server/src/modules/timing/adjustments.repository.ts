import type { RiderStatus } from '@carreras/domain/results/result-status';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// What an administrator sets on a bib's result: lap times typed over the passages, a penalty and a status.

type Q = Kysely<Database>;

/** The lap times an administrator typed for the bib, by lap. */
export async function lapTimeOverrides(db: Q, eventId: number, bib: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('lap_time_overrides')
    .select(['lap', 'time_ms'])
    .where('event_id', '=', eventId)
    .where('dorsal', '=', bib)
    .execute();
  return new Map(rows.map((r) => [r.lap, r.time_ms]));
}

export async function replaceLapTimeOverrides(
  db: Q,
  eventId: number,
  bib: number,
  lapTimes: Map<number, number>,
  adminId: number,
  now: string,
): Promise<void> {
  await db.deleteFrom('lap_time_overrides').where('event_id', '=', eventId).where('dorsal', '=', bib).execute();
  if (lapTimes.size === 0) return;
  await db
    .insertInto('lap_time_overrides')
    .values(
      [...lapTimes].map(([lap, time]) => ({
        event_id: eventId,
        dorsal: bib,
        lap,
        time_ms: time,
        admin_id: adminId,
        updated_at: now,
      })),
    )
    .execute();
}

/** A bib's penalty and status as an administrator set them. */
export interface ResultAdjustment {
  penaltyMs: number;
  status: RiderStatus | null;
}

/** The bib's penalty and status set by an administrator, if any. */
export async function findResultAdjustment(db: Q, eventId: number, bib: number): Promise<ResultAdjustment | undefined> {
  const row = await db
    .selectFrom('result_adjustments')
    .select(['penalty_ms', 'status'])
    .where('event_id', '=', eventId)
    .where('dorsal', '=', bib)
    .executeTakeFirst();
  return row && { penaltyMs: Number(row.penalty_ms), status: row.status };
}

/** The penalty and status of each of the bibs that has an adjustment. */
export async function resultAdjustmentsOf(
  db: Q,
  eventId: number,
  bibs: readonly number[],
): Promise<Map<number, ResultAdjustment>> {
  if (bibs.length === 0) return new Map();
  const rows = await db
    .selectFrom('result_adjustments')
    .select(['dorsal', 'penalty_ms', 'status'])
    .where('event_id', '=', eventId)
    .where('dorsal', 'in', bibs)
    .execute();
  return new Map(rows.map((r) => [r.dorsal, { penaltyMs: Number(r.penalty_ms), status: r.status }]));
}

/** Replaces the bib's adjustment; null removes it. */
export async function replaceResultAdjustment(
  db: Q,
  eventId: number,
  bib: number,
  adjustment: { penaltyMs: number; status: RiderStatus | null } | null,
  now: string,
): Promise<void> {
  await db.deleteFrom('result_adjustments').where('event_id', '=', eventId).where('dorsal', '=', bib).execute();
  if (adjustment === null) return;
  await db
    .insertInto('result_adjustments')
    .values({
      event_id: eventId,
      dorsal: bib,
      penalty_ms: adjustment.penaltyMs,
      status: adjustment.status,
      updated_at: now,
    })
    .execute();
}

/** Sets DNS on these bibs in two statements, keeping each one's penalty ('Marcar DNS' of a whole group). */
export async function markBibsDns(
  db: Q,
  eventId: number,
  bibs: readonly { bib: number; penaltyMs: number }[],
  now: string,
): Promise<void> {
  if (bibs.length === 0) return;
  await db
    .deleteFrom('result_adjustments')
    .where('event_id', '=', eventId)
    .where(
      'dorsal',
      'in',
      bibs.map((b) => b.bib),
    )
    .execute();
  await db
    .insertInto('result_adjustments')
    .values(
      bibs.map((b) => ({
        event_id: eventId,
        dorsal: b.bib,
        penalty_ms: b.penaltyMs,
        status: 'DNS' as const,
        updated_at: now,
      })),
    )
    .execute();
}
