import type { StandingsResponse } from '@carreras/domain/championships/championship.schemas';
import { RESULT_STATUS_LABELS } from '@carreras/domain/results/result-status';
import { type SheetSpec, validSheetName } from '../../lib/xlsx.ts';

const STATUS_CODE = { DNF: 'DNF', DNS: 'DNS', DISQUALIFIED: 'DSQ' } as const;

/** What a date's cell says: the points, the place or status beside them, in brackets when they do not count. */
function dateCell(result: StandingsResponse['categories'][number]['rows'][number]['results'][number]): string | null {
  if (result.status === null) return null;
  const what =
    result.status === 'COMPLETED'
      ? `${result.position ?? ''}º`
      : result.status in STATUS_CODE
        ? STATUS_CODE[result.status as keyof typeof STATUS_CODE]
        : RESULT_STATUS_LABELS[result.status];
  if (result.points === null) return what;
  const points = `${result.points} (${what})`;
  return result.counts ? points : `[${points}]`;
}

/**
 * The standings as a workbook: a sheet per category (position, rider, total, wins, then a column per date whose
 * cell gives points and place, bracketed when not counted among the best N).
 */
export function standingsSheets(standings: StandingsResponse): SheetSpec<Record<string, unknown>>[] {
  const used = new Set<string>();
  return standings.categories.map((category) => {
    let name = validSheetName(category.name) || 'Categoría';
    for (let n = 2; used.has(name); n++) name = validSheetName(`${category.name} ${n}`);
    used.add(name);
    return {
      name,
      columns: [
        { header: 'Posición', key: 'position', width: 10, type: 'number' },
        { header: 'Corredor', key: 'runnerName', width: 32 },
        { header: 'Club', key: 'club', width: 20 },
        { header: 'Total', key: 'total', width: 10, type: 'number' },
        { header: 'Victorias', key: 'wins', width: 10, type: 'number' },
        ...standings.dates.map((d) => ({
          header: `Fecha ${d.number}: ${d.eventName}`,
          key: `date${d.number}`,
          width: 18,
        })),
      ],
      rows: category.rows.map((row) => ({
        position: row.position,
        runnerName: row.runnerName,
        club: row.club,
        total: row.total,
        wins: row.wins,
        ...Object.fromEntries(row.results.map((r, index) => [`date${index + 1}`, dateCell(r)])),
      })),
    };
  });
}
