// Kept apart from the zod schemas, so the back-office page checks a file's size without downloading zod.
import { LONG_TEXT_MAX_LENGTH } from '../limits.ts';

/** Rows of one sheet an import takes (beyond the header); more answers 413. */
export const IMPORT_MAX_ROWS = 5000;
/** Columns of one sheet an import reads. */
export const IMPORT_MAX_COLUMNS = 100;
/** The file's size: its base64 (4/3 of it) and the rest of the JSON body fit the server's 1 MiB body limit. */
export const IMPORT_MAX_FILE_BYTES = 750 * 1024;
export const IMPORT_MAX_BASE64_LENGTH = Math.ceil(IMPORT_MAX_FILE_BYTES / 3) * 4;
/** A cell's text: the product's longest field. A longer cell is refused with its row and column, never echoed. */
export const IMPORT_MAX_CELL_LENGTH = LONG_TEXT_MAX_LENGTH;

/** Category equivalences ('¿Quiso decir …?') one request may carry, and the longest text of one. */
export const IMPORT_MAX_EQUIVALENCES = 200;
export const IMPORT_MAX_EQUIVALENCE_TEXT = 200;

const MIB = 1024 * 1024;

/**
 * What an uploaded spreadsheet may declare before any parser builds its cells, and how long it may take to
 * read (docs/decisions/010-untrusted-files-in-a-cage.md). A file beyond any one is refused.
 */
export const SHEET_LIMITS = {
  /** Parts inside the .xlsx zip (Excel and Google Sheets write 10 to 30). */
  zipEntries: 500,
  /** One part unpacked, as the zip declares it and as it really inflates. */
  partBytes: 16 * MIB,
  /** Every part unpacked: some 40 times the largest upload. */
  totalBytes: 32 * MIB,
  /** Row elements of one sheet, empty ones included, and the rows its dimension spans. */
  rows: 2 * IMPORT_MAX_ROWS,
  /** Cell elements of one sheet. */
  cells: 200_000,
  /** Excel's last column (XFD) and last row. */
  lastColumn: 16_384,
  lastRow: 1_048_576,
  /** Merged ranges of one sheet, and the cells they cover together. */
  merges: 1_000,
  mergedCells: 20_000,
  /** Texts of the shared-strings table. */
  sharedStrings: 300_000,
  /** Any one text of the file: Excel's own limit for a cell. */
  textLength: 32_767,
  /** Parsing time, once a worker holds the file. */
  parseSeconds: 4,
} as const;

const count = (n: number) => n.toLocaleString('es-AR');
const megabytes = (bytes: number) => `${count(Math.ceil(bytes / MIB))} MB`;

/** Why a spreadsheet is refused as too large or damaged: completes `importMessages.sheetRefused`. */
export const sheetRefusals = {
  zipEntries: (n: number) => `tiene ${count(n)} partes internas (el máximo es ${count(SHEET_LIMITS.zipEntries)})`,
  partBytes: (name: string, bytes: number) =>
    `su parte ${name} ocupa ${megabytes(bytes)} sin comprimir (el máximo es ${megabytes(SHEET_LIMITS.partBytes)})`,
  totalBytes: (bytes: number) =>
    `ocupa ${megabytes(bytes)} sin comprimir (el máximo es ${megabytes(SHEET_LIMITS.totalBytes)})`,
  sizeMismatch: (name: string) => `su parte ${name} no tiene el tamaño que declara`,
  damagedZip: 'su contenido comprimido no se puede abrir',
  badReference: (ref: string) => `nombra una celda o rango que no existe en Excel (${ref.slice(0, 40)})`,
  cells: (n: number) => `tiene más de ${count(n)} celdas (el máximo es ${count(SHEET_LIMITS.cells)})`,
  merges: (n: number) => `tiene ${count(n)} rangos combinados (el máximo es ${count(SHEET_LIMITS.merges)})`,
  mergedCells: (n: number) =>
    `sus rangos combinados abarcan ${count(n)} celdas (el máximo es ${count(SHEET_LIMITS.mergedCells)})`,
  sharedStrings: (n: number) => `tiene más de ${count(n)} textos (el máximo es ${count(SHEET_LIMITS.sharedStrings)})`,
  textLength: (n: number) =>
    `tiene un texto de ${count(n)} caracteres (el máximo de Excel es ${count(SHEET_LIMITS.textLength)})`,
  timedOut: `su lectura tardó más de ${SHEET_LIMITS.parseSeconds} segundos`,
  outOfMemory: 'su lectura necesitó más memoria de la permitida',
} as const;

/** How much of a refused cell a message shows. */
const CELL_START_SHOWN = 30;

export const importMessages = {
  fileTooLarge: 'El archivo supera los 750 KB. Divida la planilla en partes más chicas.',
  tooManyRows: (max: number) => `La planilla tiene más de ${max} filas. Divida la planilla en partes más chicas.`,
  unreadable:
    'No se pudo leer el archivo. Use una planilla .xlsx o .csv (por ejemplo, la exportación de Google Forms).',
  empty: 'La planilla no tiene filas con datos debajo de los encabezados.',
  notBase64: 'El contenido del archivo no es válido',
  mappingLength: 'El mapeo de columnas no coincide con las columnas de la planilla',
  mappingRepeated: (label: string) => `La columna ${label} está asignada dos veces`,
  /** A DNI, bib or inscription taken between the import's checks and its writes: nothing was written. */
  changedMeanwhile:
    'Mientras se importaba, alguien registró un DNI, asignó un dorsal o inscribió a un corredor de la planilla. No se importó nada: vuelva a previsualizar.',
  eventNotFound: 'Evento no encontrado',
  /** An equivalence naming a category of another event, or none. */
  equivalenceNotOfEvent: (texto: string) =>
    `La equivalencia de «${texto.slice(0, CELL_START_SHOWN)}» nombra una categoría que no es de este evento. Vuelva a previsualizar la planilla.`,
  /** `reason` is one of `sheetRefusals`. */
  sheetRefused: (reason: string) => `La planilla es demasiado grande o está dañada: ${reason}.`,
  /** A cell longer than IMPORT_MAX_CELL_LENGTH: its place, its length and only its start. */
  cellTooLong: (fila: number, columna: string, length: number, text: string) =>
    `Fila ${fila}, columna ${columna}: la celda tiene ${count(length)} caracteres y el máximo es ${count(IMPORT_MAX_CELL_LENGTH)} («${text.slice(0, CELL_START_SHOWN)}…»).`,
  /** Too many sheets being read at once (503). */
  sheetsBusy: 'Se están leyendo otras planillas. Intente de nuevo en unos segundos.',
  oldXls: 'El archivo es una planilla .xls antigua. Ábrala en Excel y guárdela como "Libro de Excel (.xlsx)".',
  /** A CSV in an encoding the import does not read (UTF-32). */
  csvEncodingUnsupported: (encoding: string) =>
    `El archivo CSV está en ${encoding}, una codificación que la importación no lee. Guárdelo como "CSV UTF-8 (delimitado por comas)".`,
  /** A CSV whose BOM names an encoding its bytes do not follow. */
  csvEncodingInvalid: (encoding: string) =>
    `El archivo CSV dice estar en ${encoding} pero tiene caracteres inválidos en esa codificación. Guárdelo de nuevo como "CSV UTF-8 (delimitado por comas)".`,
} as const;

export const IMPORT_TEMPLATE_FILE_NAME = 'plantilla_inscripciones.xlsx';
