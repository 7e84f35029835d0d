import type { ImportRow } from '@carreras/domain/imports/import.schemas';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@carreras/domain/imports/import-columns';
import type { RowAction } from '@carreras/domain/imports/import-plan';

export const ACTION_LABELS: Record<RowAction, string> = {
  crear: 'Corredor nuevo + inscripción',
  actualizar: 'Corredor actualizado + inscripción',
  conservar: 'Corredor existente + inscripción',
  rechazar: 'Rechazada',
};
export const ACTION_COLORS: Record<RowAction, string> = {
  crear: 'green',
  actualizar: 'blue',
  conservar: 'gray',
  rechazar: 'red',
};
// Mantine's light green badge text (even its darkest shade on the badge's green) and its red text on a striped
// row fail WCAG AA contrast: the badge's label takes the text colour, the reasons the darkest red.
export const LIGHT_GREEN_LABEL = { label: { color: 'var(--mantine-color-text)' } };
export const DESTINATION_LABELS = { espera: 'Lista de espera', sobrecupo: 'Sobre el cupo' } as const;

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The preview's filter by what each row would do. */
export const FILTERS = [
  { value: 'todas', label: 'Todas' },
  { value: 'crear', label: 'Nuevos' },
  { value: 'actualizar', label: 'Actualizados' },
  { value: 'conservar', label: 'Existentes' },
  { value: 'rechazar', label: 'Rechazadas' },
];
/** DNI, distance, category and bib in one line, shown under the name where the table has no room for them. */
export function rowDetails(row: ImportRow): string {
  return [
    row.dni,
    row.distancia === null ? null : `${row.distancia} km`,
    row.categoria,
    row.dorsal === null ? null : `Dorsal ${row.dorsal}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The row a repeated DNI takes, by the sheet's timestamp: the older answers it stands for. */
export function replacedText(rows: readonly number[]): string {
  const list = rows.length === 1 ? `${rows[0]}` : `${rows.slice(0, -1).join(', ')} y ${rows.at(-1)}`;
  return rows.length === 1
    ? `Reemplaza la fila ${list}, una respuesta anterior con el mismo DNI`
    : `Reemplaza las filas ${list}, respuestas anteriores con el mismo DNI`;
}

export const NOT_IMPORTED = 'ninguno';
/** What a column of the sheet may be taken for: a field, or nothing. */
export const FIELD_OPTIONS = [
  { value: NOT_IMPORTED, label: 'No importar' },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

/**
 * The columns' fields after the admin chose `value` for column `index`: a field is taken from one column only,
 * so the column that held it before is left out ('No importar').
 */
export function remapColumn(
  mapping: readonly (ImportField | null)[],
  index: number,
  value: string | null,
): (ImportField | null)[] {
  const field = value === null || value === NOT_IMPORTED ? null : (value as ImportField);
  return mapping.map((current, i) => (i === index ? field : current === field ? null : current));
}
