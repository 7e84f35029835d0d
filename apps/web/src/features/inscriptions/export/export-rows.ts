import type { AdminInscription } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import {
  type ExportCell,
  exportInscriptionOf,
  INSCRIPTION_EXPORT_HEADERS,
  INSCRIPTION_EXPORT_TYPES,
  inscriptionExportRows,
} from '@carreras/domain/inscriptions/inscription-export';

/** The 19 columns of the inscriptions export, defined once in the domain (docs/inscriptions-export.md). */
export const EXPORT_COLUMNS = INSCRIPTION_EXPORT_HEADERS;

/** How each column is typed: DNI and phones text, the birth date a date, id, distance and bib numbers. */
export const EXPORT_COLUMN_TYPES = INSCRIPTION_EXPORT_TYPES;

export type { ExportCell };
export type ExportRow = ExportCell[];

/** One row per participant of the loaded inscriptions: a pair (D13) gives the holder's row and the partner's. */
export function exportRows(inscriptions: AdminInscription[]): ExportRow[] {
  return inscriptions.flatMap((inscription) => inscriptionExportRows(exportInscriptionOf(inscription)));
}
