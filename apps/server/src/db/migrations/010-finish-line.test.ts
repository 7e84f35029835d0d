import { describe, expect, it } from 'vitest';
import { oldRows, useDatabaseBefore } from '../../../test/database-before.ts';
import { migrateToLatest } from '../migrate.ts';

/**
 * Migration 010 on a database made before it, with a finished race's data: timing setups get the default
 * minimum lap (decision 007), statuses set before keep their rows, and DNS becomes a status the database
 * takes (SQLite makes its table again for it). SQLite by default, PostgreSQL when TEST_DATABASE_URL is set.
 */
const oldDatabase = useDatabaseBefore('010-finish-line');

const { now } = oldRows;

describe('migration 010-finish-line', () => {
  it('keeps timing setups and statuses, adds the 60 s minimum lap, takes DNS and nothing else unknown', async () => {
    const db = oldDatabase();
    const eventId = await oldRows.event(db, await oldRows.race(db));
    await db.db
      .insertInto('timing_configs')
      .values({ event_id: eventId, distancia: 66, laps: 3, enabled: true })
      .execute();
    await db.db
      .insertInto('result_adjustments')
      .values([
        { event_id: eventId, dorsal: 4, penalty_ms: 0, status: 'DNF', updated_at: now },
        { event_id: eventId, dorsal: 6, penalty_ms: 30_000, status: 'DISQUALIFIED', updated_at: now },
        { event_id: eventId, dorsal: 7, penalty_ms: 10_000, status: null, updated_at: now },
      ])
      .execute();

    await migrateToLatest(db);

    expect(
      await db.db.selectFrom('timing_configs').select(['distancia', 'laps', 'enabled', 'min_lap_seconds']).execute(),
    ).toEqual([{ distancia: 66, laps: 3, enabled: expect.anything(), min_lap_seconds: 60 }]);
    const kept = await db.db
      .selectFrom('result_adjustments')
      .select(['dorsal', 'penalty_ms', 'status'])
      .orderBy('dorsal')
      .execute();
    expect(kept.map((r) => [r.dorsal, Number(r.penalty_ms), r.status])).toEqual([
      [4, 0, 'DNF'],
      [6, 30_000, 'DISQUALIFIED'],
      [7, 10_000, null],
    ]);
    await db.db
      .insertInto('result_adjustments')
      .values({ event_id: eventId, dorsal: 8, penalty_ms: 0, status: 'DNS', updated_at: now })
      .execute();
    await expect(
      db.db
        .insertInto('result_adjustments')
        .values({ event_id: eventId, dorsal: 9, penalty_ms: 0, status: 'LOST' as 'DNS', updated_at: now })
        .execute(),
    ).rejects.toThrow();
    // The event and bib stay one adjustment each.
    await expect(
      db.db
        .insertInto('result_adjustments')
        .values({ event_id: eventId, dorsal: 8, penalty_ms: 0, status: 'DNF', updated_at: now })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.db
        .insertInto('timing_configs')
        .values({ event_id: eventId, distancia: 33, laps: 1, enabled: true, min_lap_seconds: -1 })
        .execute(),
    ).rejects.toThrow();
  });
});
