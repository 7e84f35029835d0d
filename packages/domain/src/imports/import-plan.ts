import { ageForEvent } from '../dates.ts';
import { inscriptionMessages } from '../inscriptions/inscription.messages.ts';
import { dniDigits } from '../search-key.ts';
import { cellText, parseBib, parseImportTimestamp, splitFullName } from './import-cells.ts';
import type { ImportField } from './import-columns.ts';
import { dniWinners, partnerName, repeatedDniReason, settlePairs, sheetPairs } from './import-pairs.ts';
import type { ImportContext, ImportTotals, PlannedRow, RunnerWrite } from './import-plan-types.ts';
import { eligibilityProblem, type FoundCategory, findCategory } from './import-row-category.ts';
import { fieldReason, filledRows, type ImportSheet } from './import-rows.ts';
import { type Checked, checkNewRunner, checkUpdatedRunner } from './import-runner-rows.ts';

// The runners import's plan, assembled from its parts: the runner (import-runner-rows.ts), the category
// (import-row-category.ts), the DNIs and pairs that stand together (import-pairs.ts).

export {
  type ExistingRunner,
  IMPORT_MODES,
  type ImportCategory,
  type ImportContext,
  type ImportMode,
  type ImportTotals,
  type PairPartner,
  type PlannedRow,
  ROW_ACTIONS,
  type RowAction,
  type RunnerWrite,
} from './import-plan-types.ts';
export type { ImportSheet, SheetFormat } from './import-rows.ts';

/** The DNIs a sheet names (digits only), partners' too, to look up who is already registered before planning. */
export function sheetDnis(sheet: ImportSheet, mapping: readonly (ImportField | null)[]): string[] {
  const columns = [mapping.indexOf('dni'), mapping.indexOf('dniCompanero')].filter((column) => column >= 0);
  return [
    ...new Set(
      sheet.rows.flatMap((row) => columns.map((column) => dniDigits(cellText(row.cells[column])))).filter(Boolean),
    ),
  ];
}

/**
 * What importing each row of the sheet into the chosen event would do, judged with the product's own rules:
 * the admin form's runner schema, the event's distances and categories (matched by name), the category's
 * age and sex on race day, one row per DNI (the latest by the sheet's timestamp column when it has one, else
 * the first), one bib per runner within the sheet and the event, and pairs as an administrator makes them (D13:
 * a registered partner or another row of the sheet, one inscription in the holder's category, confirmed at
 * once). Rows that are entirely empty are left out. The server runs it for the preview and again, on fresh data,
 * to import.
 */
export function planImport(
  sheet: ImportSheet,
  mapping: readonly (ImportField | null)[],
  context: ImportContext,
): PlannedRow[] {
  const winners = dniWinners(sheet, mapping);
  const pairs = sheetPairs(sheet, mapping, winners, context);
  const bibRows = new Map<number, number>();
  const planned: PlannedRow[] = [];
  for (const { fila, values } of filledRows(sheet, mapping)) {
    const motivos: string[] = [];
    const dniText = cellText(values.dni);
    const dni = dniDigits(dniText);
    const winner = dni ? winners.get(dni) : undefined;
    const replaced = winner && winner.fila !== fila ? winner : undefined;
    const existing = dni ? context.runners.get(dni) : undefined;

    let checked: Checked;
    let write: RunnerWrite | null = null;
    if (existing && context.mode === 'conservar') {
      const { id: _id, enrolled: _enrolled, ...stored } = existing;
      checked = { ok: true, data: stored };
      write = { kind: 'keep', id: existing.id };
    } else if (existing) {
      checked = checkUpdatedRunner(existing, values, context.today);
      if (checked.ok) write = { kind: 'update', id: existing.id, data: checked.data };
    } else {
      checked = checkNewRunner(dniText, values, context.today);
      if (checked.ok) write = { kind: 'create', data: checked.data };
    }
    if (replaced) motivos.push(repeatedDniReason(replaced, parseImportTimestamp(values.marcaTemporal)));
    if (!checked.ok) motivos.push(...checked.motivos);
    if (existing?.enrolled) motivos.push(inscriptionMessages.runnerAlreadyEnrolled);
    const pairProblem = pairs.problems.get(fila);
    if (pairProblem) motivos.push(pairProblem);
    // A partner's own row enrols in its holder's inscription: its category and bib cells are not read.
    const holderRow = replaced ? undefined : pairs.holderOf.get(fila);

    const person = checked.ok
      ? {
          sexo: checked.data.sexo,
          age: ageForEvent(checked.data.fechaNacimiento, context.eventDate),
        }
      : null;
    const found: FoundCategory =
      holderRow === undefined
        ? findCategory(values, context.categories, person, context.equivalences ?? [])
        : { category: null, motivos: [] };
    motivos.push(...found.motivos);
    if (found.category && person) {
      const problem = eligibilityProblem(found.category, person);
      if (problem) motivos.push(problem);
    }

    const bib = holderRow === undefined ? parseBib(values.dorsal) : null;
    if (bib === 'invalid') {
      motivos.push(fieldReason('dorsal', `«${cellText(values.dorsal)}» no es un número de dorsal`));
    } else if (bib !== null) {
      const bibRow = bibRows.get(bib);
      if (context.takenBibs.has(bib)) motivos.push(fieldReason('dorsal', `el ${bib} ya está asignado en este evento`));
      else if (bibRow !== undefined) motivos.push(fieldReason('dorsal', `el ${bib} se repite en la fila ${bibRow}`));
      // A row left out for a later one with its DNI holds no bib: the row imported may give the same one.
      else if (!replaced) bibRows.set(bib, fila);
    }

    const names = checked.ok ? checked.data : { nombre: cellText(values.nombre), apellido: cellText(values.apellido) };
    const fallback = splitFullName(
      cellText(values.nombreApellido) || cellText(values.apellidoNombre),
      !cellText(values.nombreApellido),
    );
    const refused = motivos.length > 0 || write === null || (found.category === null && holderRow === undefined);
    const pair = replaced ? undefined : pairs.partnerOf.get(fila);
    planned.push({
      fila,
      dni: dni || dniText,
      nombre: names.nombre || fallback.nombre,
      apellido: names.apellido || fallback.apellido,
      accion: refused
        ? 'rechazar'
        : write?.kind === 'create'
          ? 'crear'
          : write?.kind === 'update'
            ? 'actualizar'
            : 'conservar',
      motivos,
      distancia: found.category?.distancia ?? null,
      categoria: found.category?.nombre ?? null,
      dorsal: typeof bib === 'number' ? bib : null,
      sugerencia: found.sugerencia ?? null,
      reemplaza: winner && winner.fila === fila && winner.stamp ? winner.filas.filter((other) => other !== fila) : [],
      pareja:
        holderRow !== undefined
          ? `Compañero/a de la fila ${holderRow}: una sola inscripción para la pareja`
          : pair
            ? pair.partner.kind === 'row'
              ? `En pareja con la fila ${pair.partner.fila} (DNI ${pair.dni})`
              : `En pareja con ${partnerName(context.runners.get(pair.dni))} (DNI ${pair.dni}), ya registrado/a`
            : null,
      write:
        refused || !write
          ? null
          : holderRow !== undefined
            ? { runner: write, categoryId: 0, partner: null, partnerOf: holderRow }
            : found.category
              ? { runner: write, categoryId: found.category.id, partner: pair?.partner ?? null, partnerOf: null }
              : null,
    });
  }
  return settlePairs(planned, pairs);
}

export function importTotals(rows: readonly Pick<PlannedRow, 'accion'>[]): ImportTotals {
  const totals: ImportTotals = { filas: rows.length, crear: 0, actualizar: 0, conservar: 0, rechazar: 0 };
  for (const row of rows) totals[row.accion] += 1;
  return totals;
}
