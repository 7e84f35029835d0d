import { percentConfirmed } from '@carreras/domain/reports/report.schemas';

const percentFormat = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Percent of confirmed inscriptions with 2 decimals, in es-AR: '45,45 %'. */
export function formatPercentConfirmed(row: { totalInscripciones: number; confirmadas: number }): string {
  return `${percentFormat.format(Number(percentConfirmed(row)))} %`;
}
