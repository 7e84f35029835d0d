import { todayInOrganiserZone } from '@carreras/domain/dates';
import { collectSuggestions } from '@carreras/domain/imports/category-suggestions';
import type { ImportPreview, ImportRequest, ImportResult, ImportRow } from '@carreras/domain/imports/import.schemas';
import {
  detectColumns,
  IMPORT_FIELD_LABELS,
  type ImportField,
  missingColumns,
  repeatedField,
} from '@carreras/domain/imports/import-columns';
import { IMPORT_TEMPLATE_FILE_NAME, importMessages } from '@carreras/domain/imports/import-limits';
import { judgeImportPlaces } from '@carreras/domain/imports/import-places';
import {
  type ExistingRunner,
  type ImportSheet,
  importTotals,
  type PairPartner,
  type PlannedRow,
  planImport,
  type RunnerWrite,
  sheetDnis,
} from '@carreras/domain/imports/import-plan';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { streamXlsx } from '../../lib/xlsx.ts';
import { newTemporaryPasswords } from '../auth/temporary-passwords.service.ts';
import { getEvent, getEventCategories } from '../events/events.service.ts';
import { importInscriptions, importPlaces, importTargets } from '../inscriptions/inscription-import.service.ts';
import { findRunnersForImport, updateImportedRunners } from '../runners/runners-import.service.ts';
import { checkEquivalences } from './category-equivalences.ts';
import { templateSheet } from './import-template.ts';
import { createRunnersWithPasswords } from './new-runners.ts';
import { passwordSheetAnswer } from './password-sheet.ts';
import { refusedRowsFile } from './refused-rows-sheet.ts';
import { readSheet } from './sheet-cage.ts';

type Db = Kysely<Database>;

function columnMapping(
  sheet: ImportSheet,
  requested: ImportRequest['mapeo'],
): { mapping: (ImportField | null)[]; guessed: number[] } {
  if (requested === undefined) return detectColumns(sheet.headers);
  if (requested.length !== sheet.headers.length) {
    throw badRequest(importMessages.mappingLength, { mapeo: importMessages.mappingLength });
  }
  const repeated = repeatedField(requested);
  if (repeated) {
    const message = importMessages.mappingRepeated(IMPORT_FIELD_LABELS[repeated]);
    throw badRequest(message, { mapeo: message });
  }
  return { mapping: requested, guessed: [] };
}

/**
 * Reads the file and judges every row against the event and the runners as they are now. Nothing is written:
 * the preview calls it, and the import calls it again rather than trusting what the preview answered.
 */
async function planFromRequest(db: Db, eventId: number, request: ImportRequest) {
  const event = await getEvent(db, eventId);
  const sheet = await readSheet(Buffer.from(request.archivo.contenido, 'base64'));
  const { mapping, guessed } = columnMapping(sheet, request.mapeo);
  const [categories, targets, runners] = await Promise.all([
    getEventCategories(db, eventId),
    importTargets(db, eventId),
    findRunnersForImport(db, sheetDnis(sheet, mapping)),
  ]);
  const existing = new Map<string, ExistingRunner>(
    runners.map(({ requiereCambioPassword: _r, created_at: _c, updated_at: _u, ...runner }) => [
      runner.dni,
      { ...runner, enrolled: targets.participantIds.has(runner.id) },
    ]),
  );
  const rows = planImport(sheet, mapping, {
    eventDate: event.fecha,
    today: todayInOrganiserZone(),
    categories,
    takenBibs: targets.takenBibs,
    runners: existing,
    mode: request.existentes,
    equivalences: checkEquivalences(request.equivalencias, categories),
    pairsAllowed: event.permiteParejas,
  });
  return { event, sheet, mapping, guessed, rows };
}

type AcceptedRow = PlannedRow & { write: NonNullable<PlannedRow['write']> };

const isAccepted = (row: PlannedRow): row is AcceptedRow => row.write !== null;

/** The rows that ask for an inscription: a partner's own row enrols in its holder's. */
const enrolling = (rows: readonly PlannedRow[]) =>
  rows.filter(isAccepted).filter((row) => row.write.partnerOf === null);

/** The accepted rows as the place rule weighs them, in sheet order: a pair takes two places. */
const placeAsks = (rows: readonly AcceptedRow[]) =>
  rows.map((row) => ({
    fila: row.fila,
    distancia: row.distancia as number,
    categoryId: row.write.categoryId,
    categoria: row.categoria as string,
    people: row.write.partner ? 2 : 1,
  }));

/**
 * A pair beyond the places, when the rows beyond them go to the waiting list: refused with its partner's row, as
 * the waiting list takes single runners only (an administrator's pair is refused the same way). Judged on the
 * counts read now; the import's transaction judges again under the lock.
 */
function refusePairsOverPlaces(rows: PlannedRow[], over: ReadonlyMap<number, string>, request: ImportRequest) {
  if (request.sobrecupo) return;
  const byRow = new Map(rows.map((row) => [row.fila, row]));
  for (const row of rows) {
    if (!row.write?.partner || !over.has(row.fila)) continue;
    const partnerRow = row.write.partner.kind === 'row' ? byRow.get(row.write.partner.fila) : undefined;
    for (const refused of [row, partnerRow]) {
      if (!refused) continue;
      refused.motivos.push(`Pareja: ${over.get(row.fila)}, y una pareja no entra en la lista de espera`);
      refused.accion = 'rechazar';
      refused.write = null;
    }
  }
}

export async function previewImport(db: Db, eventId: number, request: ImportRequest): Promise<ImportPreview> {
  const { sheet, mapping, guessed, rows } = await planFromRequest(db, eventId, request);
  const counts = await importPlaces(db, eventId);
  refusePairsOverPlaces(rows, judgeImportPlaces(counts, placeAsks(enrolling(rows))).over, request);
  const places = judgeImportPlaces(counts, placeAsks(enrolling(rows)));
  const overChoice: ImportRow['destino'] = request.sobrecupo ? 'sobrecupo' : 'espera';
  const filas = rows.map(
    ({ write, sugerencia: _sugerencia, ...row }): ImportRow => ({
      ...row,
      excede: places.over.get(row.fila) ?? null,
      destino:
        write === null
          ? null
          : places.over.has(row.fila) || places.over.has(write.partnerOf ?? 0)
            ? overChoice
            : 'inscripcion',
    }),
  );
  return {
    columnas: sheet.headers.map((encabezado, indice) => ({
      indice,
      encabezado,
      campo: mapping[indice] ?? null,
      supuesta: guessed.includes(indice),
    })),
    faltantes: missingColumns(mapping),
    filas,
    totales: {
      ...importTotals(rows),
      espera: request.sobrecupo ? 0 : places.over.size,
      sobrecupo: request.sobrecupo ? places.over.size : 0,
    },
    excesos: places.exceeded,
    sugerencias: collectSuggestions(rows),
    rechazadas: await refusedRowsFile(sheet, refusedReasons(rows), request.archivo.nombre),
  };
}

/** The refused rows' reasons by row number. */
const refusedReasons = (rows: readonly PlannedRow[]) =>
  new Map(rows.flatMap((row) => (row.write === null ? [[row.fila, row.motivos] as const] : [])));

/**
 * Imports the accepted rows in one transaction: new runners with a temporary password each (D14, decision
 * 016), registered ones updated or kept as the admin chose, and one inscription each. Refused rows are not
 * written; any failure while writing undoes everything. The new runners' passwords leave only in this
 * answer's sheet.
 */
export async function runImport(
  db: Db,
  adminId: number,
  eventId: number,
  request: ImportRequest,
): Promise<ImportResult> {
  const { event, sheet, rows } = await planFromRequest(db, eventId, request);
  refusePairsOverPlaces(
    rows,
    judgeImportPlaces(await importPlaces(db, eventId), placeAsks(enrolling(rows))).over,
    request,
  );
  const accepted = rows.filter(isAccepted);
  const result: ImportResult = {
    corredoresCreados: 0,
    corredoresActualizados: 0,
    inscripcionesCreadas: 0,
    filasRechazadas: rows.length - accepted.length,
    listaEspera: 0,
    sobrecupo: 0,
    contrasenas: null,
    rechazadas: await refusedRowsFile(sheet, refusedReasons(rows), request.archivo.nombre),
  };
  const creates = accepted.flatMap((row) => (row.write.runner.kind === 'create' ? [row.write.runner.data] : []));
  const updates = accepted.flatMap((row) => (row.write.runner.kind === 'update' ? [row.write.runner] : []));
  const given = await newTemporaryPasswords(creates.map((runner) => runner.dni));
  await db.transaction().execute(async (trx) => {
    const created = await createRunnersWithPasswords(trx, adminId, creates, given);
    await updateImportedRunners(trx, adminId, updates);
    const runnerId = (runner: RunnerWrite) => (runner.kind === 'create' ? created.get(runner.data.dni) : runner.id);
    const byRow = new Map(accepted.map((row) => [row.fila, row]));
    const partnerId = (partner: PairPartner | null): number | null => {
      if (partner === null) return null;
      if (partner.kind === 'registered') return partner.id;
      return runnerId((byRow.get(partner.fila) as AcceptedRow).write.runner) as number;
    };
    const asking = enrolling(accepted);
    const placed = await importInscriptions(
      trx,
      adminId,
      eventId,
      placeAsks(asking).map((ask, index) => {
        const row = asking[index] as AcceptedRow;
        return {
          ...ask,
          runnerId: runnerId(row.write.runner) as number,
          partnerRunnerId: partnerId(row.write.partner),
          dorsal: row.dorsal,
        };
      }),
      request.sobrecupo ? 'overLimit' : 'waitingList',
    );
    result.inscripcionesCreadas = placed.inscriptions;
    result.listaEspera = placed.waiting;
    result.sobrecupo = placed.overLimit;
  });
  result.corredoresCreados = creates.length;
  result.corredoresActualizados = updates.length;
  result.contrasenas = await passwordSheetAnswer(creates, given, event);
  return result;
}

/** The template to fill: an .xlsx stream and its file name. */
export function importTemplate() {
  return { fileName: IMPORT_TEMPLATE_FILE_NAME, stream: streamXlsx([templateSheet()]) };
}
