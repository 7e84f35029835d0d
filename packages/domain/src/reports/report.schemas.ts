import { z } from '../zod.ts';

export const REPORT_KINDS = [
  'distancia',
  'categoria',
  'corredores',
  'inscripciones',
  'dorsales',
  'resultados',
  'tiempos',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** File name (before the date) of each export, as the spec names them. */
export const REPORT_FILE_NAMES: Record<ReportKind, string> = {
  distancia: 'reporte_distancias',
  categoria: 'reporte_categorias',
  corredores: 'lista_corredores',
  inscripciones: 'lista_inscripciones',
  dorsales: 'lista_dorsales',
  resultados: 'resultados_carrera',
  tiempos: 'tiempos_vueltas',
};

export const reportQuerySchema = z.object({ eventId: z.coerce.number().int().positive().optional() });

/** Path of GET /api/admin/reports/export/{kind}. */
export const reportExportParamsSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: 'Tipo de reporte desconocido' }),
});

export const distanceReportRowSchema = z.object({
  distancia: z.number(),
  totalInscripciones: z.number(),
  confirmadas: z.number(),
  pendientes: z.number(),
});
export const categoryReportRowSchema = distanceReportRowSchema.extend({ categoria: z.string() });

export type DistanceReportRow = z.infer<typeof distanceReportRowSchema>;
export type CategoryReportRow = z.infer<typeof categoryReportRowSchema>;

/** Percent of confirmed inscriptions with two decimals, as the reports show it ("45.45"). */
export function percentConfirmed(row: { totalInscripciones: number; confirmadas: number }): string {
  if (row.totalInscripciones === 0) return '0.00';
  return ((row.confirmadas / row.totalInscripciones) * 100).toFixed(2);
}

export const reportMessages = {
  loadError: 'Error al cargar los reportes',
  exportError: 'Error al exportar el reporte',
  exportErrorOf: (title: string) => `Error al exportar ${title}`,
  unknownKind: 'Tipo de reporte desconocido',
} as const;
