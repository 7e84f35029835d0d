import type { RiderStatus } from '../results/result-status.ts';
import { adminUpdateRunnerSchema } from '../runners/admin-runner.schemas.ts';
import { searchKey } from '../search-key.ts';
import type { CategoryEquivalence, RowSuggestion } from './category-suggestions.ts';
import {
  cellText,
  type ImportCell,
  normaliseBloodGroup,
  parseImportDate,
  parseImportSex,
  splitFullName,
} from './import-cells.ts';
import { type AdminRunnerData, categoryByText, rowDistance, rowNames, schemaMotivos } from './import-rows.ts';
import { parseResultStatus, parseResultTime } from './past-results-cells.ts';
import type { PastResultField } from './past-results-columns.ts';

// A row of a past edition's results sheet read: the rider's data and name, the category, the outcome.

/** The category of a rider whose row names a distance and no category: the distance's general classification. */
export const GENERAL_CATEGORY = 'General';

export interface PastResultsCategory {
  id: number;
  nombre: string;
  distancia: number;
}

export type PastResultOutcome = 'COMPLETED' | RiderStatus;

export type Values = Partial<Record<PastResultField, ImportCell>>;

export function runnerData(
  dni: string,
  values: Values,
  today: string,
): { data: AdminRunnerData } | { motivos: string[] } {
  const text = (field: PastResultField) => cellText(values[field]);
  const { nombre, apellido } = rowNames(values);
  const input: Record<string, unknown> = {
    nombre,
    apellido,
    sexo: parseImportSex(text('sexo')) ?? text('sexo'),
    fechaNacimiento: parseImportDate(values.fechaNacimiento, today) ?? text('fechaNacimiento'),
    email: text('email'),
    whatsapp: text('whatsapp') || text('telefono'),
    telefono: text('telefono') || text('whatsapp'),
    pais: text('pais') || 'Argentina',
    provincia: text('provincia'),
    obraSocial: text('obraSocial'),
    grupoSanguineo: normaliseBloodGroup(text('grupoSanguineo')),
    alergia: text('alergia'),
    dni,
  };
  const parsed = adminUpdateRunnerSchema.safeParse(input);
  return parsed.success ? { data: parsed.data } : { motivos: schemaMotivos(parsed.error) };
}

export function displayName(values: Values): string {
  const nombre = cellText(values.nombre);
  const apellido = cellText(values.apellido);
  if (nombre || apellido) return `${apellido}${apellido && nombre ? ', ' : ''}${nombre}`;
  return cellText(values.apellidoNombre) || cellText(values.nombreApellido);
}

/** The name a rider without an account is kept under, as the sheet writes it, first name first. */
export function entryName(values: Values): string {
  const nombre = cellText(values.nombre);
  const apellido = cellText(values.apellido);
  if (nombre || apellido) return `${nombre} ${apellido}`.trim();
  const surnameFirst = cellText(values.apellidoNombre);
  const full = surnameFirst || cellText(values.nombreApellido);
  // 'Pérez, Juan' is surname first whatever the column; without a comma the column says which comes first.
  const split = splitFullName(full, surnameFirst !== '');
  return `${split.nombre} ${split.apellido}`.trim();
}

/** Who a name-only rider is across a championship's dates: the name folded, its words in order. */
export function nameKeyOf(name: string): string {
  return searchKey(name)
    .replace(/[^a-z0-9ñ ]/g, ' ')
    .split(' ')
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** The longest club name kept from a sheet. */
export const CLUB_MAX = 80;

export function findCategory(
  values: Values,
  categories: readonly PastResultsCategory[],
  equivalences: readonly CategoryEquivalence[],
): {
  category: PastResultsCategory | null;
  motivo: string | null;
  generalOf?: number;
  sugerencia?: RowSuggestion;
} {
  const distText = cellText(values.distancia);
  const catText = cellText(values.categoria);
  const distance = rowDistance(distText, categories);
  if (distance === 'unknown') {
    return { category: null, motivo: `Distancia: «${distText}» no es una distancia de esta edición` };
  }
  // A distance's general classification: kept for riders known by name only (see planPastResults).
  if (!catText && distance !== null) return { category: null, generalOf: distance, motivo: null };
  if (!catText) return { category: null, motivo: 'Falta la categoría o la distancia' };
  return categoryByText(catText, distance, categories, equivalences, 'esta edición');
}

export function outcomeOf(values: Values): {
  estado: PastResultOutcome | null;
  tiempoMs: number | null;
  motivo: string | null;
} {
  const statusText = cellText(values.estado);
  let status = parseResultStatus(values.estado);
  if (status === 'unknown') {
    return { estado: null, tiempoMs: null, motivo: `Estado: no se reconoce «${statusText}»; use DNF, DNS o DSQ` };
  }
  const timeText = cellText(values.tiempo);
  if (status === 'finished' && timeText) {
    const inTimeColumn = parseResultStatus(values.tiempo);
    if (inTimeColumn !== 'finished' && inTimeColumn !== 'unknown') status = inTimeColumn;
  }
  if (status !== 'finished') return { estado: status, tiempoMs: null, motivo: null };
  if (!timeText) return { estado: null, tiempoMs: null, motivo: 'Falta el tiempo o el estado (DNF, DNS o DSQ)' };
  const tiempoMs = parseResultTime(values.tiempo);
  if (tiempoMs === null) {
    return { estado: null, tiempoMs: null, motivo: `Tiempo: «${timeText}» no es un tiempo; use hh:mm:ss` };
  }
  return { estado: 'COMPLETED', tiempoMs, motivo: null };
}
