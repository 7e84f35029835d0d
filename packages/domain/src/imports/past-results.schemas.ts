import { z } from '../zod.ts';
import {
  categorySuggestionSchema,
  importRequestSchema,
  passwordSheetSchema,
  refusedRowsFileSchema,
} from './import.schemas.ts';

export const pastResultsMessages = {
  missingColumns: (labels: string[]) =>
    `A la planilla le faltan columnas: ${labels.join(', ')}. Revise los encabezados (por ejemplo: Nombre, DNI, Categoría, Tiempo, Estado).`,
  alreadyTimed:
    'Esta edición ya tiene tiempos registrados (del cronometraje o de una importación anterior). Los resultados importados no se mezclan con ellos: importe en una edición sin tiempos.',
  noCategories: 'Esta edición no tiene distancias ni categorías. Configúrelas antes de importar resultados.',
  nothingToImport: 'Ninguna fila de la planilla se puede importar. Revise los motivos en la vista previa.',
  lapsForced: (distance: number, laps: number) =>
    `La distancia de ${distance} km tiene ${laps} vueltas configuradas: la planilla da solo el tiempo total, así que sus resultados se guardan como una sola vuelta.`,
} as const;

/**
 * Body of POST /api/admin/events/{eventId}/results-import/preview and …/results-import: the sheet in base64 as
 * the runners import sends it. New runners get a temporary password each from the server, as in the runners
 * import (docs/decisions/016-imports-that-protect.md): there is no shared one to send. `equivalencias` as in
 * the runners import: the categories the admin said the sheet's texts mean.
 */
export const pastResultsRequestSchema = importRequestSchema.pick({ archivo: true, equivalencias: true });
export type PastResultsRequest = z.output<typeof pastResultsRequestSchema>;
export type PastResultsRequestInput = z.input<typeof pastResultsRequestSchema>;

export const PAST_RESULT_OUTCOMES = ['COMPLETED', 'DNF', 'DNS', 'DISQUALIFIED'] as const;

export const pastResultRowSchema = z.object({
  fila: z.number(),
  dni: z.string(),
  nombre: z.string(),
  dorsal: z.number().nullable(),
  dorsalAsignado: z.boolean(),
  distancia: z.number().nullable(),
  categoria: z.string().nullable(),
  /** The total time in ms, for a finisher. */
  tiempoMs: z.number().nullable(),
  /** The same time as hh:mm:ss.d. */
  tiempo: z.string().nullable(),
  estado: z.enum(PAST_RESULT_OUTCOMES).nullable(),
  /** 'solo nombre': no account; the result is kept under the sheet's name until a runner is linked to it. */
  corredor: z.enum(['registrado', 'nuevo', 'solo nombre']).nullable(),
  accion: z.enum(['importar', 'rechazar']),
  motivos: z.array(z.string()),
});
export type PastResultRow = z.output<typeof pastResultRowSchema>;

export const pastResultsTotalsSchema = z.object({
  filas: z.number(),
  importar: z.number(),
  rechazar: z.number(),
  corredoresNuevos: z.number(),
  soloNombre: z.number(),
});

/** Answer of the preview: what each row would do, the totals, and notices about the edition (laps). */
export const pastResultsPreviewSchema = z.object({
  columnas: z.array(z.object({ encabezado: z.string(), campo: z.string().nullable() })),
  filas: z.array(pastResultRowSchema),
  totales: pastResultsTotalsSchema,
  avisos: z.array(z.string()),
  /** '¿Quiso decir …?': each category text no category has, with the one it most likely means. */
  sugerencias: z.array(categorySuggestionSchema),
  rechazadas: refusedRowsFileSchema.nullable(),
});
export type PastResultsPreview = z.output<typeof pastResultsPreviewSchema>;

/** Answer of the import: what was written, in one transaction. */
export const pastResultsResultSchema = z.object({
  resultadosImportados: z.number(),
  corredoresCreados: z.number(),
  inscripcionesCreadas: z.number(),
  /** Riders kept by the sheet's name, with no account (result entries). */
  resultadosSoloNombre: z.number(),
  filasRechazadas: z.number(),
  /** The new runners' temporary passwords, as the runners import hands them over; null when it created nobody. */
  contrasenas: passwordSheetSchema.nullable(),
  rechazadas: refusedRowsFileSchema.nullable(),
});
export type PastResultsResult = z.output<typeof pastResultsResultSchema>;
