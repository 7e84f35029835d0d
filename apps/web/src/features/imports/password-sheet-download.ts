import { saveBlob } from '../../lib/api-client.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves the import's password sheet (base64 in the answer) under its file name. */
export function savePasswordSheet(sheet: { nombre: string; contenido: string }): void {
  const bytes = Uint8Array.from(atob(sheet.contenido), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: XLSX_TYPE }), sheet.nombre);
}
