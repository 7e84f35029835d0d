import { errorCodes } from '@carreras/domain/error-codes';
import { timeFromOwnGroups } from '@carreras/domain/timing/own-group-time';
import { passageAnswer, toTimeRecords } from '@carreras/domain/timing/passage-answer';
import { passageTime } from '@carreras/domain/timing/passage-time';
import { type BibPassage, type BibVerdict, judgeBib } from '@carreras/domain/timing/repeat-passages';
import type { RawRecord } from '@carreras/domain/timing/timed-record';
import { timingMessages as m } from '@carreras/domain/timing/timing.messages';
import type { MarkRecordInput, TimeRecord, TimeRecordInput } from '@carreras/domain/timing/timing.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { bibInfo, bibOfRunner } from './bibs.repository.ts';
import type { InTransaction } from './passage-commits.ts';
import { passageContext } from './passage-context.repository.ts';
import {
  effectiveRecordsForBib,
  findRecord,
  findRecordByClientId,
  findRecordMark,
  insertBibCorrection,
  insertTimeRecord,
  latestCorrectedBib,
  replaceRecordMark,
} from './passages.repository.ts';
import { countingRecordsForBib, requireEvent, timedRecordsForReview } from './timed-records.service.ts';
import { lapsConfig } from './timing-config.repository.ts';

// A passage recorded (D10, D11), and an administrator's corrections of one: its bib, its mark (decision 007).

type Q = Kysely<Database>;

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
        const record = passageAnswer(
          {
            id,
            clientId: input.clientId,
            dorsal: bib,
            rawDorsal: bib,
            corrected: false,
            timeMs: timed.time,
            recordedAt: instant,
            groupId: input.groupId ?? null,
            group: holder?.group ?? null,
            review,
            mark: null,
            device,
            backupOnly: judged?.backupOnly ?? false,
            unusual: null,
          },
          bib !== null && review === null ? (judged?.lap ?? null) : null,
          holder,
        );
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
