import { minLapMs } from '@carreras/domain/timing/min-lap';
import type { GroupStart } from '@carreras/domain/timing/timed-record';
import type { DeviceRole, TimeRecordMark } from '@carreras/domain/timing/timing.schemas';
import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.ts';
import type { Database } from '../../db/schema.ts';
import { groupStart } from './bibs.repository.ts';

type Q = Kysely<Database>;

export interface PassageContext {
  /** Null when no group id was sent; undefined start when the group is not in the event. */
  selectedGroup: { found: boolean; startTime: number | null } | null;
  /** The bib's holder, or null when nobody in the event holds it. */
  holder: {
    runnerName: string;
    distancia: number;
    group: GroupStart | null;
    /** Laps of the holder's distance when it is timed. */
    laps: number | null;
    /** Marked 'No largó' (decision 014). */
    dns: boolean;
  } | null;
  /** Highest raw lap stored with this bib (keeps two devices from writing the same lap). */
  maxRawLap: number;
  /** The bib's records that may count (corrected to it, not before its group's start), in no order. */
  records: { id: number; instant: number; mark: TimeRecordMark | null; device: DeviceRole }[];
  /** The minimum lap of the holder's distance in ms (decision 007). */
  minLapMs: number;
}

/**
 * Everything recording one passage needs to know, in one statement (null when the event does not
 * exist): whether the selected group exists, the bib's holder with their group and laps, and the bib's records
 * that may count (one row each; one row with none when there are none).
 * Every part reads through an index (client id, event + bib + lap, event + bib, correction by bib).
 */
export async function passageContext(
  db: Q,
  eventId: number,
  input: { bib: number | null; groupId: number | null },
): Promise<PassageContext | null> {
  const { rows } = await runPassageContext(db, {
    eventId,
    bib: input.bib ?? -1,
    groupId: input.groupId ?? -1,
  });
  const row = rows[0];
  if (!row) return null;
  const records =
    input.bib === null
      ? []
      : rows
          .filter((r) => r.bib_record_id !== null && r.bib_record_id !== undefined)
          .map((r) => ({
            id: Number(r.bib_record_id),
            instant: Number(r.bib_instant),
            mark: (r.bib_mark ?? null) as TimeRecordMark | null,
            device: (r.bib_device ?? 'primary') as DeviceRole,
          }));
  const holder =
    input.bib !== null && row.inscription_id !== null
      ? {
          runnerName: `${row.nombre} ${row.apellido}`,
          distancia: Number(row.distancia),
          group: groupStart(row),
          laps: row.laps === null ? null : Number(row.laps),
          dns: row.bib_status === 'DNS',
        }
      : null;
  return {
    selectedGroup:
      input.groupId === null
        ? null
        : {
            found: Number(row.selected_count) > 0,
            startTime:
              row.selected_start === null || row.selected_start === undefined ? null : Number(row.selected_start),
          },
    holder,
    maxRawLap: input.bib === null ? 0 : Number(row.max_lap ?? 0),
    records,
    minLapMs: minLapMs(row.min_lap_seconds),
  };
}

// Built and compiled once: building this query cost more than running every statement of a passage.
const runPassageContext = precompiled({ eventId: 0, bib: 0, groupId: 0 }, (db, v) =>
  passageContextQuery(db, v.eventId, v),
);

/** The one statement of passageContext (kept apart so its query plan can be checked). */
export function passageContextQuery(db: Q, eventId: number, input: { bib: number | null; groupId: number | null }) {
  const bib = input.bib ?? -1;
  return (
    db
      .selectFrom('events as e')
      .leftJoin('inscriptions as i', (join) =>
        join.onRef('i.event_id', '=', 'e.id').on('i.numero_dorsal_asignado', '=', bib),
      )
      .leftJoin('runners as r', 'r.id', 'i.runner_id')
      .leftJoin('start_group_categories as sgc', (join) =>
        join.onRef('sgc.category_id', '=', 'i.category_id').on('sgc.event_id', '=', eventId),
      )
      .leftJoin('start_groups as sg', 'sg.id', 'sgc.start_group_id')
      .leftJoin('timing_configs as tc', (join) =>
        join.on('tc.event_id', '=', eventId).onRef('tc.distancia', '=', 'i.distancia').on('tc.enabled', '=', true),
      )
      // The bib's records that may count, one row each, with the decision an administrator took on each.
      .leftJoin(
        (eb) => {
          // The start of the bib holder's group, worked out once (it depends on no record).
          const ownStart = eb
            .selectFrom('inscriptions as oi')
            .innerJoin('start_group_categories as osgc', (join) =>
              join.onRef('osgc.category_id', '=', 'oi.category_id').on('osgc.event_id', '=', eventId),
            )
            .innerJoin('start_groups as osg', 'osg.id', 'osgc.start_group_id')
            .select('osg.start_time')
            .where('oi.event_id', '=', eventId)
            .where('oi.numero_dorsal_asignado', '=', bib);
          return (
            eb
              .selectFrom('time_records as tr')
              .select((sub) => [
                'tr.id as bib_record_id',
                'tr.recorded_at as bib_instant',
                'tr.device as bib_device',
                sub
                  .selectFrom('time_record_marks as trm')
                  .select('trm.mark')
                  .whereRef('trm.time_record_id', '=', 'tr.id')
                  .as('bib_mark'),
              ])
              .where('tr.event_id', '=', eventId)
              .where((w) =>
                // Two index lookups (taken with the bib, corrected to it): an OR here would read every
                // record of the event, and a passage would cost more with every passage stored.
                w(
                  'tr.id',
                  'in',
                  w
                    .selectFrom('time_records')
                    .select('id')
                    .where('event_id', '=', eventId)
                    .where('dorsal', '=', bib)
                    .unionAll(
                      w
                        .selectFrom('time_record_corrections')
                        .select('time_record_id as id')
                        .where('event_id', '=', eventId)
                        .where('dorsal', '=', bib),
                    ),
                ),
              )
              .where((w) =>
                w(
                  w.fn.coalesce(
                    w
                      .selectFrom('time_record_corrections as c')
                      .select('c.dorsal')
                      .whereRef('c.time_record_id', '=', 'tr.id')
                      .orderBy('c.id', 'desc')
                      .limit(1),
                    'tr.dorsal',
                  ),
                  '=',
                  bib,
                ),
              )
              // Passages before the rider's own start count for nobody (BEFORE_START).
              .where((w) => w.or([w(ownStart, 'is', null), w('tr.recorded_at', '>=', ownStart)]))
              .as('bib_records')
          );
        },
        (join) => join.onTrue(),
      )
      .select((eb) => [
        eb
          .selectFrom('start_groups')
          .select((sub) => sub.fn.countAll().as('n'))
          .where('id', '=', input.groupId ?? -1)
          .where('event_id', '=', eventId)
          .as('selected_count'),
        eb
          .selectFrom('start_groups')
          .select('start_time')
          .where('id', '=', input.groupId ?? -1)
          .where('event_id', '=', eventId)
          .as('selected_start'),
        eb
          .selectFrom('time_records')
          .select((sub) => sub.fn.max('lap').as('lap'))
          .where('event_id', '=', eventId)
          .where('dorsal', '=', bib)
          .as('max_lap'),
        'bib_records.bib_record_id',
        'bib_records.bib_instant',
        'bib_records.bib_mark',
        'bib_records.bib_device',
        eb
          .selectFrom('result_adjustments')
          .select('status')
          .where('event_id', '=', eventId)
          .where('dorsal', '=', bib)
          .as('bib_status'),
        'i.id as inscription_id',
        'i.distancia',
        'r.nombre',
        'r.apellido',
        'sg.id as group_id',
        'sg.name as group_name',
        'sg.start_time as group_start',
        'tc.laps',
        'tc.min_lap_seconds',
      ])
      .where('e.id', '=', eventId)
  );
}
