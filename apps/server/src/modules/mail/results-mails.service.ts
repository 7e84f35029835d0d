import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/error-codes';
import { resultsPublishedEmail } from '@carreras/domain/mail/inscription-mails';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { getEvent } from '../events/events.service.ts';
import { getRace } from '../races/races.service.ts';
import { computeResults } from '../results/results.service.ts';
import type { Mailer } from './mailer.service.ts';
import { enqueueMail, eventSends } from './outbox.service.ts';
import {
  findMailedDistances,
  findResultPeople,
  findTimedEventsBetween,
  markDistanceMailed,
  setMailedCount,
} from './results-mails.repository.ts';

type Db = Kysely<Database>;

/**
 * How far back an event's results still get their email: results that become final later (a correction weeks on)
 * are not news, and a past edition imported from a sheet does not write to all its riders.
 */
export const RESULTS_MAIL_DAYS = 7;
/** How often each server process looks for results that became final. */
export const RESULTS_SWEEP_MS = 5 * 60_000;

/** The statuses a results email tells; a rider who did not start (DNS) gets none. */
const TOLD = new Set(['COMPLETED', 'DNF', 'DISQUALIFIED']);

function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

async function timedResults(db: Db, eventId: number, distance?: number): Promise<ResultsResponse | null> {
  try {
    return await computeResults(db, eventId, distance === undefined ? {} : { distance });
  } catch (error) {
    if (error instanceof AppError && error.code === errorCodes.timingNotConfigured) return null;
    throw error;
  }
}

/**
 * 'Resultados publicados' (docs/decisions/017-mail-outbox.md, 'Results published'): for each timed distance of a
 * recent event whose results are final (the results page's 'Resultados finales': the event's day is over, or every
 * rider of the distance has a final status), one message per rider who finished, did not finish or was
 * disqualified, to the holder and the confirmed partner, with place, time, the rider's page and the diploma.
 * The distance is marked in the same transaction, and each message carries the key
 * `results-published:<event>:<runner>`: a runner gets one per event, whatever process or sweep writes it again.
 * Nothing while the event's switch is off (written later if it is turned on within the window). Answers how many
 * messages it wrote.
 */
export async function writePublishedResultsMails(db: Db, mailer: Mailer | null, now = new Date()): Promise<number> {
  if (!mailer) return 0;
  const today = todayInOrganiserZone(now);
  let written = 0;
  for (const eventId of await findTimedEventsBetween(db, daysBefore(today, RESULTS_MAIL_DAYS), today)) {
    if (!(await eventSends(db, eventId, 'results-published'))) continue;
    const mailed = await findMailedDistances(db, eventId);
    const first = await timedResults(db, eventId);
    if (!first || first.distances.every((d) => mailed.has(d.distance))) continue;
    const event = await getEvent(db, eventId);
    const race = await getRace(db, event.race_id);
    for (const { distance } of first.distances) {
      if (mailed.has(distance)) continue;
      const results = distance === first.distance ? first : await timedResults(db, eventId, distance);
      if (!results?.finished) continue;
      written += await db.transaction().execute(async (trx) => {
        if (!(await markDistanceMailed(trx, eventId, distance, nowIso()))) return 0;
        let count = 0;
        for (const row of results.overall) {
          if (!TOLD.has(row.status)) continue;
          const finisher = row.status === 'COMPLETED';
          for (const person of await findResultPeople(trx, eventId, row.id, row.dorsal)) {
            const content = resultsPublishedEmail({
              nombre: person.nombre,
              organizador: race.nombre,
              evento: event.nombre,
              fecha: event.fecha,
              distancia: distance,
              categoria: row.categoryName,
              dorsal: row.dorsal,
              status: row.status as 'COMPLETED' | 'DNF' | 'DISQUALIFIED',
              posicion: finisher ? row.position : null,
              posicionGeneral: finisher ? row.overallPosition : null,
              tiempo: finisher && row.finalTime !== null ? formatElapsed(row.finalTime) : null,
              link: `${mailer.publicUrl}/resultados/${eventId}/${row.dorsal}`,
              diploma: finisher ? `${mailer.publicUrl}/api/results/${eventId}/riders/${row.dorsal}/diploma.pdf` : null,
            });
            const id = await enqueueMail(trx, {
              kind: 'results-published',
              recipient: person.email,
              subject: content.subject,
              body: content.text,
              html: content.html,
              runnerId: person.runnerId,
              eventId,
              inscriptionId: row.id,
              dedupeKey: `results-published:${eventId}:${person.runnerId}`,
            });
            if (id !== null) count += 1;
          }
        }
        await setMailedCount(trx, eventId, distance, count);
        return count;
      });
    }
  }
  if (written > 0) mailer.outbox.wake();
  return written;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Looks for final results soon after the start and then every RESULTS_SWEEP_MS, in every server process (two
 * writing at once write each message once: the distance's mark and the messages' keys are unique).
 */
export function startResultsMailSweep(deps: { db: Db; mailer: Mailer; log: Logger }): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const sweep = () => {
    if (running || stopped) return;
    running = writePublishedResultsMails(deps.db, deps.mailer)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'results emails: sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(sweep, 5_000);
  const every = setInterval(sweep, RESULTS_SWEEP_MS);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
