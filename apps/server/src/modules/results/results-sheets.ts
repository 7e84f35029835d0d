import { formatClockTime } from '@carreras/domain/dates';
import { isRiderStatus, riderStatusCode } from '@carreras/domain/results/result-status';
import { RESULT_STATUS_LABELS, type ResultsResponse } from '@carreras/domain/results/results.schemas';
import { type SheetSpec, validSheetName } from '../../lib/xlsx.ts';

/** A time in ms (written as a duration cell by the `duration` column type), or the status that replaces it. */
const timeCell = (row: ResultsResponse['overall'][number]) =>
  row.finalTime !== null ? row.finalTime : isRiderStatus(row.status) ? riderStatusCode(row.status) : '';

/** "resultados": overall and per category, with positions, times, laps, the last passage and status. */
export function resultSheets(results: ResultsResponse): SheetSpec<Record<string, unknown>>[] {
  const columns = [
    { header: 'Posición', key: 'posicion', width: 10, type: 'number' },
    { header: 'Dorsal', key: 'dorsal', width: 10, type: 'number' },
    { header: 'Corredor', key: 'corredor', width: 30 },
    { header: 'Club', key: 'club', width: 24 },
    { header: 'Categoría', key: 'categoria', width: 26 },
    { header: 'Grupo', key: 'grupo', width: 18 },
    { header: 'Tiempo', key: 'tiempo', width: 14, type: 'duration' },
    { header: 'Penalización (s)', key: 'penalizacion', width: 16, type: 'number' },
    { header: 'Vueltas', key: 'vueltas', width: 10 },
    { header: 'Última pasada', key: 'ultimaPasada', width: 14 },
    { header: 'Estado', key: 'estado', width: 20 },
  ] as const;
  const rows = (list: ResultsResponse['overall'], position: 'position' | 'overallPosition') =>
    list.map((row) => ({
      posicion: row[position] ?? '',
      dorsal: row.dorsal,
      corredor: row.runnerName,
      club: row.club ?? '',
      categoria: row.categoryName,
      grupo: row.groupName ?? '',
      tiempo: timeCell(row),
      penalizacion: row.penaltyTime / 1000,
      vueltas: `${row.completedLaps}/${row.totalLaps}`,
      // Where a rider still out was last seen (decision 013): the time of day of the last counted passage.
      ultimaPasada: row.lastPassageAt == null ? '' : formatClockTime(row.lastPassageAt),
      estado: RESULT_STATUS_LABELS[row.status],
    }));
  // Excel wants distinct sheet names of at most 31 characters.
  const used = new Set<string>();
  const sheetName = (name: string) => {
    let candidate = validSheetName(name);
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = validSheetName(`${name.slice(0, 26)} (${n})`);
    used.add(candidate.toLowerCase());
    return candidate;
  };
  return [
    { name: sheetName(`General ${results.distance} KM`), columns, rows: rows(results.overall, 'overallPosition') },
    ...results.categories.map((c) => ({ name: sheetName(c.name), columns, rows: rows(c.runners, 'position') })),
  ];
}

/** "tiempos": one row per rider with each lap's time. */
export function lapTimeSheets(results: ResultsResponse): SheetSpec<Record<string, unknown>>[] {
  const laps = Array.from({ length: results.laps }, (_, index) => index + 1);
  return [
    {
      name: `Tiempos ${results.distance} KM`,
      columns: [
        { header: 'Dorsal', key: 'dorsal', width: 10, type: 'number' as const },
        { header: 'Corredor', key: 'corredor', width: 30 },
        { header: 'Categoría', key: 'categoria', width: 26 },
        ...laps.map((lap) => ({ header: `Vuelta ${lap}`, key: `vuelta${lap}`, width: 14, type: 'duration' as const })),
        { header: 'Penalización (s)', key: 'penalizacion', width: 16, type: 'number' as const },
        { header: 'Total', key: 'total', width: 14, type: 'duration' as const },
      ],
      rows: results.overall.map((row) => ({
        dorsal: row.dorsal,
        corredor: row.runnerName,
        categoria: row.categoryName,
        ...Object.fromEntries(row.lapTimes.map((l) => [`vuelta${l.lap}`, l.time])),
        penalizacion: row.penaltyTime / 1000,
        total: timeCell(row),
      })),
    },
  ];
}
