import { saveBlob } from './api-client.ts';

const TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** Saves a file an answer carries in base64 (an import's password sheet, its refused rows) under its name. */
export function saveBase64File(file: { nombre: string; contenido: string }): void {
  const bytes = Uint8Array.from(atob(file.contenido), (c) => c.charCodeAt(0));
  const extension = file.nombre.slice(file.nombre.lastIndexOf('.') + 1).toLowerCase();
  saveBlob(new Blob([bytes], { type: TYPES[extension] ?? 'application/octet-stream' }), file.nombre);
}
