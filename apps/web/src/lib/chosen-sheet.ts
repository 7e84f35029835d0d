import { IMPORT_MAX_FILE_BYTES, importMessages } from '@carreras/domain/imports/import-limits';

/** A chosen spreadsheet as the imports' JSON bodies carry it: its name and its bytes in base64. */
export interface ChosenSheet {
  nombre: string;
  contenido: string;
}

/** A chosen file's bytes in base64. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Reads a file chosen for an import, or says why it cannot be sent (the server's size limit, checked first). */
export async function readChosenSheet(file: File): Promise<{ sheet: ChosenSheet } | { error: string }> {
  if (file.size > IMPORT_MAX_FILE_BYTES) return { error: importMessages.fileTooLarge };
  return { sheet: { nombre: file.name, contenido: await fileToBase64(file) } };
}
