import { todayInOrganiserZone } from '@carreras/domain/dates';
import { collectSuggestions } from '@carreras/domain/imports/category-suggestions';
import {
  pastResultsMessages as m,
  type PastResultsPreview,
  type PastResultsRequest,
  type PastResultsResult,
} from '@carreras/domain/imports/past-results.schemas';
import { formatResultTime } from '@carreras/domain/imports/past-results-cells';
import {
  detectPastResultColumns,
  missingPastResultColumns,
  type PastResultWrite,
  type PlannedPastResult,
  pastResultFieldLabel,
  pastResultsDnis,
  pastResultsTotals,
  planPastResults,
} from '@carreras/domain/imports/past-results-plan';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newTemporaryPasswords } from '../auth/temporary-passwords.service.ts';
import { getEvent, getEventCategories } from '../events/events.service.ts';
import { type ImportedInscription, importInscriptions } from '../inscriptions/inscription-import.service.ts';
import { findRunnersForImport } from '../runners/runners-import.service.ts';
import { checkEquivalences } from './category-equivalences.ts';
import { createRunnersWithPasswords } from './new-runners.ts';
import { passwordSheetAnswer } from './password-sheet.ts';
import {
  editionHasTimes,
  editionInscriptions,
  editionStartGroups,
  giveBib,
  insertFinishPassage,
  insertResultEntries,
  insertRiderStatus,
  insertStartedGroup,
  resultEntryBibs,
  setGroupStart,
  timeInOneLap,
  timingConfigRows,
} from './past-results.repository.ts';
import { refusedRowsFile } from './refused-rows-sheet.ts';
import { readSheet } from './sheet-cage.ts';

type Db = Kysely<Database>;

/**
 * When a past edition started, for groups that have no start of their own: 09:00 in Tucumán on the event's
 * date. Argentina keeps UTC-3 all year. Only passage instants depend on it; every time shown is measured from it.
 */
const editionStart = (fecha: string) => Date.parse(`${fecha}T09:00:00-03:00`);

async function refuseTimedEdition(db: Db, eventId: number): Promise<void> {
  if (await editionHasTimes(db, eventId)) throw conflict(m.alreadyTimed);
}

/**
 * Reads the sheet and judges every row against the edition as it is now. Nothing is written: the preview
 * calls it, and the import calls it again rather than trusting what the preview answered.
 */
async function planFromRequest(db: Db, eventId: number, request: PastResultsRequest) {
  const event = await getEvent(db, eventId);
  await refuseTimedEdition(db, eventId);
  const sheet = await readSheet(Buffer.from(request.archivo.contenido, 'base64'));
  const mapping = detectPastResultColumns(sheet.headers);
  const missing = missingPastResultColumns(mapping);
  if (missing.length > 0) throw badRequest(m.missingColumns(missing));
  const [categories, inscriptions, runners, configs, entryBibs] = await Promise.all([
    getEventCategories(db, eventId),
    editionInscriptions(db, eventId),
    findRunnersForImport(db, pastResultsDnis(sheet, mapping)),
    timingConfigRows(db, eventId),
    resultEntryBibs(db, eventId),
  ]);
  if (categories.length === 0) throw badRequest(m.noCategories);
  const rows = planPastResults(sheet, mapping, {
    categories,
    runners: new Map(runners.map((runner) => [runner.dni, { id: runner.id }])),
    inscriptions,
    takenBibs: new Set([...inscriptions.flatMap((i) => (i.dorsal === null ? [] : [i.dorsal])), ...entryBibs]),
    today: todayInOrganiserZone(),
    equivalences: checkEquivalences(request.equivalencias, categories),
  });
  const importedDistances = new Set(rows.flatMap((row) => (row.write ? [row.write.distancia] : [])));
  const avisos = configs
    .filter((config) => importedDistances.has(config.distancia) && config.laps > 1)
    .map((config) => m.lapsForced(config.distancia, config.laps));
  return { event, sheet, mapping, rows, avisos, configs };
}

export async function previewPastResults(
  db: Db,
  eventId: number,
  request: PastResultsRequest,
): Promise<PastResultsPreview> {
  const { sheet, mapping, rows, avisos } = await planFromRequest(db, eventId, request);
  return {
    columnas: sheet.headers.map((encabezado, index) => {
      const field = mapping[index] ?? null;
      return { encabezado, campo: field === null ? null : pastResultFieldLabel(field) };
    }),
    filas: rows.map(({ write: _write, sugerencia: _sugerencia, ...row }) => ({
      ...row,
      tiempo: row.tiempoMs === null ? null : formatResultTime(row.tiempoMs),
    })),
    totales: pastResultsTotals(rows),
    avisos,
    sugerencias: collectSuggestions(rows),
    rechazadas: await refusedRowsFile(sheet, refusedReasons(rows), request.archivo.nombre),
  };
}

type Accepted = PlannedPastResult & { write: PastResultWrite };

/** The refused rows' reasons by row number. */
const refusedReasons = (rows: readonly PlannedPastResult[]) =>
  new Map(rows.flatMap((row) => (row.write === null ? [[row.fila, row.motivos] as const] : [])));

/**
 * The start of each imported category's group: the group it already belongs to (given the edition's start
 * when it had none), or one new group per distance for the distance's categories in no group.
 */
async function startsOfCategories(
  trx: Transaction<Database>,
  eventId: number,
  fecha: string,
  accepted: readonly Accepted[],
  categories: readonly { id: number; distancia: number }[],
  now: string,
): Promise<{
  starts: Map<number, { groupId: number; startTime: number }>;
  /** The group a distance's general classification (riders with no category) is filed under. */
  generalGroup: Map<number, number>;
}> {
  const start = editionStart(fecha);
  const groups = await editionStartGroups(trx, eventId);
  const starts = new Map<number, { groupId: number; startTime: number }>();
  for (const group of groups) {
    const startTime = group.startTime ?? start;
    if (group.startTime === null && group.categoryIds.some((id) => accepted.some((r) => r.write.categoryId === id))) {
      await setGroupStart(trx, group.id, start, now);
    }
    for (const categoryId of group.categoryIds) starts.set(categoryId, { groupId: group.id, startTime });
  }
  const distances = [...new Set(accepted.map((row) => row.write.distancia))].sort((a, b) => a - b);
  const generalGroup = new Map<number, number>();
  for (const distancia of distances) {
    const ungrouped = categories.filter((c) => c.distancia === distancia && !starts.has(c.id)).map((c) => c.id);
    const grouped = categories.find((c) => c.distancia === distancia && starts.has(c.id));
    if (grouped) generalGroup.set(distancia, (starts.get(grouped.id) as { groupId: number }).groupId);
    const needed = accepted.some(
      (row) =>
        row.write.distancia === distancia &&
        (row.write.categoryId === null ? !grouped : ungrouped.includes(row.write.categoryId)),
    );
    if (!needed) continue;
    const groupId = await insertStartedGroup(
      trx,
      eventId,
      { name: `${distancia} km`, startTime: start, categoryIds: ungrouped },
      now,
    );
    for (const categoryId of ungrouped) starts.set(categoryId, { groupId, startTime: start });
    if (!grouped) generalGroup.set(distancia, groupId);
  }
  return { starts, generalGroup };
}

/**
 * Imports the accepted rows in one transaction, through the product's own data: runners (new ones with the
 * temporary password of their own, as the runners import creates them), one inscription each with its bib, each imported
 * distance timed in one lap, a started group for every imported category, a finish passage at the group's
 * start plus the rider's total, and DNF/DNS/DSQ as an administrator's status. Refused rows are not written;
 * any failure undoes everything.
 */
export async function importPastResults(
  db: Db,
  adminId: number,
  eventId: number,
  request: PastResultsRequest,
): Promise<PastResultsResult> {
  const { event, sheet, rows, configs } = await planFromRequest(db, eventId, request);
  const accepted = rows.filter((row): row is Accepted => row.write !== null);
  if (accepted.length === 0) throw badRequest(m.nothingToImport);
  const creates = accepted.flatMap(({ write }) => (write.runner.kind === 'create' ? [write.runner.data] : []));
  // The same per-person temporary passwords as the runners import (docs/decisions/016-imports-that-protect.md).
  const given = await newTemporaryPasswords(creates.map((runner) => runner.dni));
  const categories = await getEventCategories(db, eventId);
  const result: PastResultsResult = {
    resultadosImportados: accepted.length,
    corredoresCreados: creates.length,
    inscripcionesCreadas: 0,
    resultadosSoloNombre: 0,
    filasRechazadas: rows.length - accepted.length,
    contrasenas: null,
    rechazadas: await refusedRowsFile(sheet, refusedReasons(rows), request.archivo.nombre),
  };
  try {
    await db.transaction().execute(async (trx) => {
      await refuseTimedEdition(trx, eventId);
      const now = nowIso();
      const created = await createRunnersWithPasswords(trx, adminId, creates, given);
      const newInscriptions: ImportedInscription[] = [];
      const entries = accepted.flatMap(({ write }) =>
        write.runner.kind === 'nameOnly'
          ? [
              {
                distancia: write.distancia,
                categoryId: write.categoryId,
                categoria: write.categoria,
                dorsal: write.dorsal,
                nombre: write.runner.nombre,
                nameKey: write.runner.nameKey,
                dni: write.runner.dni,
                club: write.runner.club,
              },
            ]
          : [],
      );
      await insertResultEntries(trx, eventId, entries, now);
      result.resultadosSoloNombre = entries.length;
      for (const { write } of accepted) {
        if (write.runner.kind === 'nameOnly') continue;
        const runnerId =
          write.runner.kind === 'create' ? (created.get(write.runner.data.dni) as number) : write.runner.id;
        if (write.inscription?.kind === 'create') {
          newInscriptions.push({
            fila: newInscriptions.length,
            runnerId,
            categoryId: write.categoryId as number,
            distancia: write.distancia,
            categoria: write.categoria,
            dorsal: write.dorsal,
          });
        } else if (write.inscription?.giveBib) {
          await giveBib(trx, write.inscription.id, write.dorsal, now);
        }
      }
      const placed = await importInscriptions(trx, adminId, eventId, newInscriptions, 'ignore');
      result.inscripcionesCreadas = placed.inscriptions;

      const configured = new Set(configs.map((config) => config.distancia));
      for (const distancia of new Set(accepted.map((row) => row.write.distancia))) {
        await timeInOneLap(trx, eventId, distancia, configured.has(distancia));
      }
      const { starts, generalGroup } = await startsOfCategories(trx, eventId, event.fecha, accepted, categories, now);
      for (const { write } of accepted) {
        if (write.status !== null) {
          await insertRiderStatus(trx, eventId, write.dorsal, write.status, now);
          continue;
        }
        // A distance's general classification is timed from the edition's start, as its categories are.
        const start =
          write.categoryId === null
            ? { groupId: generalGroup.get(write.distancia) as number, startTime: editionStart(event.fecha) }
            : (starts.get(write.categoryId) as { groupId: number; startTime: number });
        await insertFinishPassage(
          trx,
          eventId,
          {
            dorsal: write.dorsal,
            timeMs: write.timeMs as number,
            recordedAt: start.startTime + (write.timeMs as number),
            groupId: start.groupId,
            distancia: write.distancia,
          },
          now,
        );
      }
      await audit(trx, {
        actorType: 'admin',
        actorId: adminId,
        action: 'results.import',
        entity: 'event',
        entityId: eventId,
        detail: { archivo: request.archivo.nombre, ...result, contrasenas: undefined, rechazadas: undefined },
      });
    });
  } catch (error) {
    // Another import of the same edition committed first.
    if (isUniqueViolation(error, 'time_records') || isUniqueViolation(error, 'result_adjustments')) {
      throw conflict(m.alreadyTimed);
    }
    throw error;
  }
  result.contrasenas = await passwordSheetAnswer(creates, given, event);
  return result;
}
