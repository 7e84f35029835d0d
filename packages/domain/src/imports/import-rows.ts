import type { RunnerData } from '../runners/runner.schemas.ts';
import { searchKey } from '../search-key.ts';
import {
  type CategoryEquivalence,
  didYouMean,
  equivalentCategory,
  type RowSuggestion,
  type SuggestableCategory,
  suggestCategory,
} from './category-suggestions.ts';
import { cellText, type ImportCell, parseDistance, splitFullName } from './import-cells.ts';
import { IMPORT_FIELD_LABELS, type ImportField } from './import-columns.ts';

// How both imports read a sheet's rows — the runners import (import-plan.ts) and a past edition's results
// (past-results-plan.ts): a row's cells by field, its names, a schema's complaints and a category named by text.

/** The format a sheet came in: refused rows go back to the organiser in it (csv with its own separator). */
export type SheetFormat = { format: 'xlsx' } | { format: 'csv'; separator: string };

export interface ImportSheet {
  headers: string[];
  /** Data rows with their row number in the sheet (the header is row 1); empty rows may be left out. */
  rows: { fila: number; cells: ImportCell[] }[];
  /** Set by the server's reader; absent in sheets built by hand. */
  source?: SheetFormat;
}

export type AdminRunnerData = RunnerData & { dni: string };

/** A row's cells by the field of their column. */
function rowValues<F extends string>(
  cells: readonly ImportCell[],
  mapping: readonly (F | null)[],
): Partial<Record<F, ImportCell>> {
  const values: Partial<Record<F, ImportCell>> = {};
  mapping.forEach((field, index) => {
    if (field !== null) values[field] = cells[index] ?? null;
  });
  return values;
}

export const isEmptyRow = (cells: readonly ImportCell[]) => cells.every((cell) => cellText(cell) === '');

/** The sheet's rows that are not entirely empty, each with its cells by field. */
export function filledRows<F extends string>(
  sheet: ImportSheet,
  mapping: readonly (F | null)[],
): { fila: number; values: Partial<Record<F, ImportCell>> }[] {
  return sheet.rows
    .filter((row) => !isEmptyRow(row.cells))
    .map((row) => ({ fila: row.fila, values: rowValues(row.cells, mapping) }));
}

/** The distance a row's text names: null without a text, 'unknown' when it is no distance of the categories. */
export function rowDistance(text: string, categories: readonly { distancia: number }[]): number | null | 'unknown' {
  if (!text) return null;
  const distance = parseDistance(text);
  return distance !== null && categories.some((c) => c.distancia === distance) ? distance : 'unknown';
}

/** A text as compared with a category's name: case, accents, spaces and punctuation ignored. */
export const comparable = (text: string) => searchKey(text).replace(/[^a-z0-9+]/g, '');

/** A reason a row is refused, after its column's label. */
export const fieldReason = (field: ImportField, text: string) => `${IMPORT_FIELD_LABELS[field]}: ${text}`;

/** A row's first name and surname: their own columns, else split from a whole-name column. */
export function rowNames(values: Partial<Record<ImportField, ImportCell>>): { nombre: string; apellido: string } {
  const text = (field: ImportField) => cellText(values[field]);
  let nombre = text('nombre');
  let apellido = text('apellido');
  const full = text('nombreApellido') || text('apellidoNombre');
  if (full && (!nombre || !apellido)) {
    const split = splitFullName(full, !text('nombreApellido'));
    nombre ||= split.nombre;
    apellido ||= split.apellido;
  }
  return { nombre, apellido };
}

/** A runner schema's complaints, one per field after its label, leaving out the fields already `reported`. */
export function schemaMotivos(
  error: { issues: { path: PropertyKey[]; message: string }[] },
  reported: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>();
  const motivos: string[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (reported.has(field) || seen.has(field)) continue;
    seen.add(field);
    motivos.push(`${IMPORT_FIELD_LABELS[field as ImportField] ?? field}: ${issue.message}`);
  }
  return motivos;
}

/**
 * The category a row's text names within `distance` (any when null), by name (case and accents ignored) or by a
 * text the admin said means one; or why there is none, with the category the text most likely means when one
 * does. `place` is what the categories belong to in the reason ('este evento', 'esta edición').
 */
export function categoryByText<C extends SuggestableCategory>(
  catText: string,
  distance: number | null,
  categories: readonly C[],
  equivalences: readonly CategoryEquivalence[],
  place: string,
): { category: C; motivo: null } | { category: null; motivo: string; sugerencia?: RowSuggestion } {
  const matches = categories.filter(
    (c) => comparable(c.nombre) === comparable(catText) && (distance === null || c.distancia === distance),
  );
  if (matches.length === 1) return { category: matches[0] as C, motivo: null };
  const several = fieldReason('categoria', `«${catText}» existe en varias distancias; indique la distancia`);
  if (matches.length > 1) return { category: null, motivo: several };
  const chosen = equivalentCategory(catText, distance, equivalences, categories);
  if (chosen === 'ambiguous') return { category: null, motivo: several };
  if (chosen) return { category: chosen, motivo: null };
  const where = distance === null ? `de ${place}` : `de ${distance} km en ${place}`;
  const notOne = fieldReason('categoria', `«${catText}» no es una categoría ${where}`);
  const suggestion = suggestCategory(catText, categories, distance);
  return suggestion
    ? {
        category: null,
        motivo: `${notOne}; ${didYouMean(suggestion)}`,
        sugerencia: { texto: catText, category: suggestion },
      }
    : { category: null, motivo: notOne };
}
