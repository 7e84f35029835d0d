// Kept apart from the zod schemas, so the back-office page checks a file's size without downloading zod.

/** Rows of one sheet an import takes (beyond the header); more answers 413. */
export const IMPORT_MAX_ROWS = 5000;
/** Columns of one sheet an import reads. */
export const IMPORT_MAX_COLUMNS = 100;
/** The file's size: its base64 (4/3 of it) and the rest of the JSON body fit the server's 1 MiB body limit. */
export const IMPORT_MAX_FILE_BYTES = 750 * 1024;
export const IMPORT_MAX_BASE64_LENGTH = Math.ceil(IMPORT_MAX_FILE_BYTES / 3) * 4;

export const importMessages = {
  fileTooLarge: 'El archivo supera los 750 KB. Divida la planilla en partes más chicas.',
  tooManyRows: (max: number) => `La planilla tiene más de ${max} filas. Divida la planilla en partes más chicas.`,
  unreadable:
    'No se pudo leer el archivo. Use una planilla .xlsx o .csv (por ejemplo, la exportación de Google Forms).',
  empty: 'La planilla no tiene filas con datos debajo de los encabezados.',
  notBase64: 'El contenido del archivo no es válido',
  mappingLength: 'El mapeo de columnas no coincide con las columnas de la planilla',
  mappingRepeated: (label: string) => `La columna ${label} está asignada dos veces`,
  passwordRequired: 'Ingrese la contraseña temporal de los corredores nuevos',
  /** A DNI, bib or inscription taken between the import's checks and its writes: nothing was written. */
  changedMeanwhile:
    'Mientras se importaba, alguien registró un DNI, asignó un dorsal o inscribió a un corredor de la planilla. No se importó nada: vuelva a previsualizar.',
  eventNotFound: 'Evento no encontrado',
} as const;

export const IMPORT_TEMPLATE_FILE_NAME = 'plantilla_inscripciones.xlsx';
