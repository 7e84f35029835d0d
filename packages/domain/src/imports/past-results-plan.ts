import { DNI_PATTERN } from '../limits.ts';
import type { RiderStatus } from '../results/result-status.ts';
import { dniDigits } from '../search-key.ts';
import type { CategoryEquivalence, RowSuggestion } from './category-suggestions.ts';
import { cellText, parseBib } from './import-cells.ts';
import { type AdminRunnerData, comparable, filledRows, type ImportSheet } from './import-rows.ts';
import type { PastResultField } from './past-results-columns.ts';
import {
  CLUB_MAX,
  displayName,
  entryName,
  findCategory,
  GENERAL_CATEGORY,
  nameKeyOf,
  outcomeOf,
  type PastResultOutcome,
  type PastResultsCategory,
  runnerData,
} from './past-results-rows.ts';

// A past edition's results import planned row by row; its columns are read in past-results-columns.ts and each
// row's parts in past-results-rows.ts.

export {
  detectPastResultColumns,
  missingPastResultColumns,
  type PastResultField,
  pastResultFieldLabel,
} from './past-results-columns.ts';
export type { PastResultOutcome, PastResultsCategory } from './past-results-rows.ts';

export interface PastResultsInscription {
  id: number;
  runnerId: number;
  /** A pair's confirmed partner: the same inscription, bib and result as the holder. */
  partnerRunnerId?: number | null;
  dorsal: number | null;
  categoryId: number | null;
  categoria: string;
  distancia: number;
}

export interface PastResultsContext {
  categories: readonly PastResultsCategory[];
  /** Registered runners the sheet's DNIs name, by DNI (digits). */
  runners: ReadonlyMap<string, { id: number }>;
  /** The edition's inscriptions (a pair has one inscription, one bib and one result for both riders). */
  inscriptions: readonly PastResultsInscription[];
  /** Bibs already held in the edition. */
  takenBibs: ReadonlySet<number>;
  /** Today, to read two-digit birth years. */
  today: string;
  /** The categories the admin said a sheet's texts mean ('¿Quiso decir …?'), for every row with that text. */
  equivalences?: readonly CategoryEquivalence[];
}

/** A rider known only by the sheet's name (decision 018): a result entry of the edition, linked to a runner later. */
export interface NameOnlyRider {
  kind: 'nameOnly';
  nombre: string;
  /** searchKey of the name with its words sorted: 'PÉREZ, Juan' and 'Juan Perez' are one rider. */
  nameKey: string;
  /** The DNI the row gave, when it named nobody registered: the runner who registers with it gets the result. */
  dni: string | null;
  club: string | null;
}

export interface PastResultWrite {
  runner: { kind: 'existing'; id: number } | { kind: 'create'; data: AdminRunnerData } | NameOnlyRider;
  /** Null for a rider known only by name: no inscription, a result entry. */
  inscription: { kind: 'existing'; id: number; giveBib: boolean } | { kind: 'create' } | null;
  /** Null when the row named a distance and no category (GENERAL_CATEGORY). */
  categoryId: number | null;
  categoria: string;
  distancia: number;
  dorsal: number;
  timeMs: number | null;
  status: RiderStatus | null;
}

export interface PlannedPastResult {
  fila: number;
  dni: string;
  /** The name as the sheet writes it: shown, never used to match. */
  nombre: string;
  dorsal: number | null;
  /** True when the import gives the rider the next free bib (the sheet gave none and the rider held none). */
  dorsalAsignado: boolean;
  distancia: number | null;
  categoria: string | null;
  tiempoMs: number | null;
  estado: PastResultOutcome | null;
  /** 'solo nombre': no account; the result is kept under the sheet's name (decision 018). */
  corredor: 'registrado' | 'nuevo' | 'solo nombre' | null;
  accion: 'importar' | 'rechazar';
  motivos: string[];
  /** The category the row's text most likely means, when no category has that name. */
  sugerencia: RowSuggestion | null;
  write: PastResultWrite | null;
}

/**
 * What importing each row of a past edition's results sheet would do. A rider is found by DNI (a registered
 * runner, or a new one when the row has every field the admin's runner form asks for) or by a bib an
 * inscription of the edition holds; a name never matches an account. Any other row with a name is a rider known
 * by that name only (decision 018): a result entry, keeping the DNI it gave for the runner who registers with it
 * later. Category (and distance, when given) are matched to the edition's by name, ignoring accents and case; a
 * name-only rider may give a distance alone (its general classification). A row needs a time or a status. One
 * row per DNI, per bib, per inscription and per name in a category. Riders without a bib get the next free one
 * after every bib of the edition and the sheet, in row order, since results are kept by bib.
 */
export function planPastResults(
  sheet: ImportSheet,
  mapping: readonly (PastResultField | null)[],
  context: PastResultsContext,
): PlannedPastResult[] {
  const planned: PlannedPastResult[] = [];
  const dniRows = new Map<string, number>();
  const bibRows = new Map<number, number>();
  const inscriptionRows = new Map<number, number>();
  const nameRows = new Map<string, number>();
  const byBib = new Map(context.inscriptions.filter((i) => i.dorsal !== null).map((i) => [i.dorsal as number, i]));

  for (const { fila, values } of filledRows(sheet, mapping)) {
    const motivos: string[] = [];
    const dniText = cellText(values.dni);
    const dni = dniDigits(dniText);
    const bib = parseBib(values.dorsal);
    const sheetBib = typeof bib === 'number' ? bib : null;
    if (bib === 'invalid') motivos.push(`Dorsal: «${cellText(values.dorsal)}» no es un número de dorsal`);

    let runner: PastResultWrite['runner'] | null = null;
    let inscription: PastResultsInscription | undefined;
    let corredor: PlannedPastResult['corredor'] = null;
    const held = sheetBib === null ? undefined : byBib.get(sheetBib);
    const name = entryName(values);
    const club = cellText(values.club) || null;
    if (club !== null && club.length > CLUB_MAX) motivos.push(`Club: tiene más de ${CLUB_MAX} caracteres`);
    const nameOnly = (withDni: string | null): NameOnlyRider => ({
      kind: 'nameOnly',
      nombre: name,
      nameKey: nameKeyOf(name),
      dni: withDni,
      club,
    });
    if (dni) {
      const firstRow = dniRows.get(dni);
      if (firstRow !== undefined) motivos.push(`DNI: se repite en la fila ${firstRow}; se importa solo esa fila`);
      else dniRows.set(dni, fila);
      const registered = context.runners.get(dni);
      if (!DNI_PATTERN.test(dni)) {
        motivos.push(`DNI: «${dniText}» no es un DNI válido`);
      } else if (registered) {
        runner = { kind: 'existing', id: registered.id };
        corredor = 'registrado';
        inscription = context.inscriptions.find(
          (i) => i.runnerId === registered.id || i.partnerRunnerId === registered.id,
        );
      } else {
        const created = runnerData(dni, values, context.today);
        if ('data' in created) {
          runner = { kind: 'create', data: created.data };
          corredor = 'nuevo';
        } else if (name) {
          runner = nameOnly(dni);
          corredor = 'solo nombre';
        } else {
          motivos.push(`El DNI ${dni} no es de un corredor registrado y la fila no trae su nombre`);
        }
      }
      if (held && held.id !== inscription?.id) {
        motivos.push(`Dorsal: el ${sheetBib} es de otra inscripción de esta edición`);
      }
    } else if (held) {
      inscription = held;
      runner = { kind: 'existing', id: held.runnerId };
      corredor = 'registrado';
    } else if (name) {
      runner = nameOnly(null);
      corredor = 'solo nombre';
    } else if (sheetBib !== null) {
      motivos.push(`Dorsal: el ${sheetBib} no es de ninguna inscripción de esta edición; indique el nombre o el DNI`);
    } else if (bib !== 'invalid') {
      motivos.push('Falta el nombre, el DNI o un dorsal de una inscripción de esta edición');
    }

    if (inscription) {
      const firstRow = inscriptionRows.get(inscription.id);
      if (firstRow !== undefined) motivos.push(`El corredor ya figura en la fila ${firstRow}`);
      else inscriptionRows.set(inscription.id, fila);
      if (inscription.dorsal !== null && sheetBib !== null && inscription.dorsal !== sheetBib) {
        motivos.push(`Dorsal: su inscripción en esta edición tiene el ${inscription.dorsal}`);
      }
    }
    if (sheetBib !== null) {
      const firstRow = bibRows.get(sheetBib);
      if (firstRow !== undefined) motivos.push(`Dorsal: el ${sheetBib} se repite en la fila ${firstRow}`);
      else bibRows.set(sheetBib, fila);
    }

    const found = findCategory(values, context.categories, context.equivalences ?? []);
    const general = found.generalOf ?? null;
    if (found.motivo) motivos.push(found.motivo);
    else if (general !== null && runner?.kind !== 'nameOnly' && runner !== null) {
      motivos.push('Falta la categoría: solo un corredor sin cuenta puede ir a la general de la distancia');
    }
    const category = found.category;
    if (runner?.kind === 'nameOnly' && runner.dni === null) {
      const key = `${runner.nameKey}\u0000${category?.id ?? `general ${general}`}`;
      const firstRow = nameRows.get(key);
      if (firstRow !== undefined) motivos.push(`El corredor ya figura en la fila ${firstRow}`);
      else nameRows.set(key, fila);
    }
    const distancia = category?.distancia ?? (runner?.kind === 'nameOnly' ? general : null);
    if (category && inscription) {
      const same =
        inscription.categoryId === null
          ? comparable(inscription.categoria) === comparable(category.nombre) &&
            inscription.distancia === category.distancia
          : inscription.categoryId === category.id;
      if (!same) {
        motivos.push(
          `Categoría: su inscripción en esta edición es en ${inscription.categoria} (${inscription.distancia} km)`,
        );
      }
    }
    const outcome = outcomeOf(values);
    if (outcome.motivo) motivos.push(outcome.motivo);

    const dorsal = inscription?.dorsal ?? sheetBib;
    const accepted = motivos.length === 0 && runner !== null && distancia !== null && outcome.estado !== null;
    planned.push({
      fila,
      dni: dni || dniText,
      nombre: displayName(values),
      dorsal,
      dorsalAsignado: false,
      distancia,
      categoria: category?.nombre ?? (distancia === null ? null : GENERAL_CATEGORY),
      tiempoMs: outcome.tiempoMs,
      estado: outcome.estado,
      corredor,
      accion: accepted ? 'importar' : 'rechazar',
      motivos,
      sugerencia: found.sugerencia ?? null,
      write:
        accepted && runner && distancia !== null && outcome.estado
          ? {
              runner,
              inscription:
                runner.kind === 'nameOnly'
                  ? null
                  : inscription
                    ? { kind: 'existing', id: inscription.id, giveBib: inscription.dorsal === null }
                    : { kind: 'create' },
              categoryId: category?.id ?? null,
              categoria: category?.nombre ?? GENERAL_CATEGORY,
              distancia,
              dorsal: dorsal ?? 0,
              timeMs: outcome.tiempoMs,
              status: outcome.estado === 'COMPLETED' ? null : outcome.estado,
            }
          : null,
    });
  }

  let next = Math.max(0, ...context.takenBibs, ...bibRows.keys()) + 1;
  for (const row of planned) {
    if (!row.write || row.dorsal !== null) continue;
    row.dorsal = next;
    row.dorsalAsignado = true;
    row.write.dorsal = next;
    next += 1;
  }
  return planned;
}

export interface PastResultsTotals {
  filas: number;
  importar: number;
  rechazar: number;
  corredoresNuevos: number;
  /** Riders kept by the sheet's name, with no account (decision 018). */
  soloNombre: number;
}

export function pastResultsTotals(rows: readonly PlannedPastResult[]): PastResultsTotals {
  const importing = rows.filter((row) => row.accion === 'importar');
  return {
    filas: rows.length,
    importar: importing.length,
    rechazar: rows.length - importing.length,
    corredoresNuevos: importing.filter((row) => row.corredor === 'nuevo').length,
    soloNombre: importing.filter((row) => row.corredor === 'solo nombre').length,
  };
}

/** The sheet's DNIs (digits), to look up the registered runners before planning. */
export function pastResultsDnis(sheet: ImportSheet, mapping: readonly (PastResultField | null)[]): string[] {
  const column = mapping.indexOf('dni');
  if (column < 0) return [];
  return [...new Set(sheet.rows.map((row) => dniDigits(cellText(row.cells[column]))).filter(Boolean))];
}
