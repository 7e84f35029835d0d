import { todayInOrganiserZone } from '@carreras/domain/dates';
import type { AdminInscription } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { saveBlob } from '../../../lib/api-client.ts';
import { buildCsv } from './csv.ts';
import { EXPORT_COLUMN_TYPES, EXPORT_COLUMNS, exportRows } from './export-rows.ts';

export const NOTHING_TO_EXPORT = 'No hay inscripciones para exportar';

/** Saves the loaded inscriptions as CSV or .xlsx; false when there is nothing to export. */
export async function downloadInscriptions(inscriptions: AdminInscription[], format: 'csv' | 'xlsx'): Promise<boolean> {
  if (inscriptions.length === 0) return false;
  const rows = exportRows(inscriptions);
  const base = `inscripciones_${todayInOrganiserZone()}`;
  if (format === 'csv') {
    const csv = buildCsv(EXPORT_COLUMNS, rows, EXPORT_COLUMN_TYPES);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${base}.csv`);
    return true;
  }
  // The .xlsx writer and fflate load only when an admin asks for the file: never part of a page's first load.
  const { buildXlsx, XLSX_MIME } = await import('./xlsx.ts');
  const bytes = buildXlsx('Inscripciones', EXPORT_COLUMNS, rows, EXPORT_COLUMN_TYPES);
  saveBlob(new Blob([bytes as BlobPart], { type: XLSX_MIME }), `${base}.xlsx`);
  return true;
}
