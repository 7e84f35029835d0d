import { z } from '../zod.ts';
import { IMPORT_FIELDS } from './import-columns.ts';
import {
  IMPORT_MAX_BASE64_LENGTH,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_EQUIVALENCE_TEXT,
  IMPORT_MAX_EQUIVALENCES,
  importMessages,
} from './import-limits.ts';
import { IMPORT_MODES, ROW_ACTIONS } from './import-plan.ts';

export const ROW_DESTINATIONS = ['inscripcion', 'espera', 'sobrecupo'] as const;

/**
 * The categories the admin said a sheet's texts mean, after a preview's '¿Quiso decir …?': each applies to every
 * row whose category text has the same search key, in the preview and in the import. A category not of the
 * event is a 400.
 */
export const categoryEquivalencesSchema = z
  .array(
    z.object({
      texto: z.string().trim().min(1).max(IMPORT_MAX_EQUIVALENCE_TEXT),
      categoryId: z.number().int().positive().max(2_147_483_647),
    }),
  )
  .max(IMPORT_MAX_EQUIVALENCES)
  .default([]);

/** A category text of the sheet that is no category of the event, and the one it most likely means. */
export const categorySuggestionSchema = z.object({
  /** As the sheet writes it (the first row's spelling). */
  texto: z.string(),
  categoryId: z.number(),
  categoria: z.string(),
  distancia: z.number(),
  /** Rows that carry this text (by search key) and would take this category. */
  filas: z.number(),
});
export type CategorySuggestionAnswer = z.output<typeof categorySuggestionSchema>;

export const importParamsSchema = z.object({ eventId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Body of POST /api/admin/events/{eventId}/import/preview and …/import: the file in base64 (JSON, so the
 * mapping and the choices travel with it), the column mapping when the admin changed the detected one
 * (one field or null per column) and what to do with registered runners. New runners get a temporary password
 * each from the server (docs/decisions/016-imports-that-protect.md): there is no shared one to send.
 */
export const importRequestSchema = z.object({
  archivo: z.object({
    nombre: z.string().trim().min(1).max(255),
    contenido: z
      .string()
      .max(IMPORT_MAX_BASE64_LENGTH, importMessages.fileTooLarge)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, importMessages.notBase64),
  }),
  mapeo: z.array(z.enum(IMPORT_FIELDS).nullable()).max(IMPORT_MAX_COLUMNS).optional(),
  existentes: z.enum(IMPORT_MODES).default('conservar'),
  /**
   * Rows beyond the event's places: false (default) puts them on the waiting list; true enrols them over the
   * limit, an explicit choice the audit log records (who, when, how many).
   */
  sobrecupo: z.boolean().default(false),
  equivalencias: categoryEquivalencesSchema,
});
export type ImportRequest = z.output<typeof importRequestSchema>;
export type ImportRequestInput = z.input<typeof importRequestSchema>;

export const importColumnSchema = z.object({
  indice: z.number(),
  encabezado: z.string(),
  campo: z.enum(IMPORT_FIELDS).nullable(),
  /**
   * A required field the detection could not name, given to this column because its header most likely holds
   * it ('Teléfono de emergencia'): the page tells the field as missing and this column preselected.
   */
  supuesta: z.boolean(),
});

export const importRowSchema = z.object({
  fila: z.number(),
  dni: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  accion: z.enum(ROW_ACTIONS),
  motivos: z.array(z.string()),
  distancia: z.number().nullable(),
  categoria: z.string().nullable(),
  dorsal: z.number().nullable(),
  /** For a row beyond the places: which limit it exceeds ('supera el cupo de 33 km: quedan 1, la planilla trae 3'). */
  excede: z.string().nullable(),
  /** Where an accepted row goes: an inscription, the waiting list, or an inscription over the limit; null if refused. */
  destino: z.enum(ROW_DESTINATIONS).nullable(),
  /**
   * For the row a repeated DNI takes, the latest by the sheet's timestamp column ('Marca temporal'): the older
   * rows with that DNI it stands for (each refused, naming this row). Empty otherwise.
   */
  reemplaza: z.array(z.number()),
  /**
   * A pair's row (D13, a 'DNI compañero/a' column): who the partner is ('En pareja con la fila 5 (DNI …)'), or
   * whose partner this row is ('Compañero/a de la fila 4: …'); null for a single runner.
   */
  pareja: z.string().nullable(),
});
export type ImportRow = z.output<typeof importRowSchema>;

export const importTotalsSchema = z.object({
  filas: z.number(),
  crear: z.number(),
  actualizar: z.number(),
  conservar: z.number(),
  rechazar: z.number(),
  /** Accepted rows that go to the waiting list, and those enrolled over the limit. */
  espera: z.number(),
  sobrecupo: z.number(),
});

/**
 * The refused rows as a file to fix and import again (every original column plus 'Motivo', in the sheet's own
 * format), in base64; null when no row is refused.
 */
export const refusedRowsFileSchema = z.object({ nombre: z.string(), contenido: z.string() });
export type RefusedRowsFile = z.output<typeof refusedRowsFileSchema>;

/** Answer of the preview: the mapping used, the required columns it lacks, and what each row would do. */
export const importPreviewSchema = z.object({
  columnas: z.array(importColumnSchema),
  faltantes: z.array(z.string()),
  filas: z.array(importRowSchema),
  totales: importTotalsSchema,
  /** Each limit the sheet exceeds, once. */
  excesos: z.array(z.string()),
  /** '¿Quiso decir …?': each category text no category has, with the one it most likely means. */
  sugerencias: z.array(categorySuggestionSchema),
  rechazadas: refusedRowsFileSchema.nullable(),
});
export type ImportPreview = z.output<typeof importPreviewSchema>;

/**
 * The new runners' temporary passwords as an .xlsx file in base64 (DNI, name, password, last day, WhatsApp
 * link): given in this answer only, never stored in clear nor shown again.
 */
export const passwordSheetSchema = z.object({
  nombre: z.string(),
  contenido: z.string(),
  /** The last day the passwords sign in (yyyy-mm-dd). */
  venceEl: z.string(),
});
export type PasswordSheet = z.output<typeof passwordSheetSchema>;

/** Answer of the import: what was written, in one transaction. */
export const importResultSchema = z.object({
  corredoresCreados: z.number(),
  corredoresActualizados: z.number(),
  inscripcionesCreadas: z.number(),
  filasRechazadas: z.number(),
  /** Rows put on the event's waiting list, and rows enrolled over the limit (judged on the counts at import time). */
  listaEspera: z.number(),
  sobrecupo: z.number(),
  /** null when the import created no runner. */
  contrasenas: passwordSheetSchema.nullable(),
  rechazadas: refusedRowsFileSchema.nullable(),
});
export type ImportResult = z.output<typeof importResultSchema>;
