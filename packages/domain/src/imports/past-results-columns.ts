import { fieldForHeader, headerKey, IMPORT_FIELD_LABELS, type ImportField } from './import-columns.ts';

// The columns of a past edition's results sheet: the runners import's fields and the result's own.

/** The columns a past edition's results sheet may have: the runners import's fields plus the result's own. */
export type PastResultField = ImportField | 'tiempo' | 'estado' | 'posicion' | 'club';

const RESULT_LABELS: Record<'tiempo' | 'estado' | 'posicion' | 'club', string> = {
  tiempo: 'Tiempo',
  estado: 'Estado',
  posicion: 'Posición',
  club: 'Club',
};

export const pastResultFieldLabel = (field: PastResultField): string =>
  field in RESULT_LABELS
    ? RESULT_LABELS[field as keyof typeof RESULT_LABELS]
    : IMPORT_FIELD_LABELS[field as ImportField];

/** A result column by its header (the runners import's header rules for every other column). */
function resultFieldForHeader(header: string): PastResultField | null {
  const key = headerKey(header);
  if (/^(pos|posicion|puesto|lugar|clasificacion|general|pos gral|puesto general)$/.test(key)) return 'posicion';
  if (/(^| )(tiempo|time|chip|neto|oficial|total)( |$)/.test(key)) return 'tiempo';
  if (/(^| )(estado|status|situacion|condicion|observaciones?|obs)( |$)/.test(key)) return 'estado';
  if (/(^| )(club|equipo|team|agrupacion)( |$)/.test(key)) return 'club';
  // Results sheets name the rider's column by who they are, with the whole name in it.
  if (/^(corredor|corredora|participante|ciclista|atleta|competidor|biker|rider)(es|s)?$/.test(key)) {
    return 'nombreApellido';
  }
  return fieldForHeader(header);
}

/** Each column's field; a field goes to the first column that names it. */
export function detectPastResultColumns(headers: readonly string[]): (PastResultField | null)[] {
  const taken = new Set<PastResultField>();
  return headers.map((header) => {
    const field = resultFieldForHeader(header);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/**
 * The columns a results sheet cannot do without, as labels: who (a name, a DNI or a bib), where (a category or a
 * distance) and how it went (a time or a status). An old results sheet of names and times has all three.
 */
export function missingPastResultColumns(mapping: readonly (PastResultField | null)[]): string[] {
  const has = (field: PastResultField) => mapping.includes(field);
  const missing: string[] = [];
  const named = has('nombre') || has('apellido') || has('nombreApellido') || has('apellidoNombre');
  if (!named && !has('dni') && !has('dorsal')) missing.push('Nombre, DNI o Dorsal');
  if (!has('categoria') && !has('distancia')) missing.push('Categoría o Distancia');
  if (!has('tiempo') && !has('estado')) missing.push('Tiempo o Estado');
  return missing;
}
