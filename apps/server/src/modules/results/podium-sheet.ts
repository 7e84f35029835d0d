import { resultsHubMessages as m } from '@carreras/domain/results/results-hub.messages';
import type { PodiumResponse } from '@carreras/domain/results/results-hub.schemas';
import { type SheetSpec, validSheetName } from '../../lib/xlsx.ts';

/** The podium for the ceremony: one sheet per distance, its categories in the default-by-age order. */
export function podiumSheets(podium: PodiumResponse): SheetSpec<Record<string, unknown>>[] {
  const columns = [
    { header: 'Categoría', key: 'categoria', width: 26 },
    { header: 'Puesto', key: 'puesto', width: 10, type: 'number' },
    { header: 'Dorsal', key: 'dorsal', width: 10, type: 'number' },
    { header: 'Corredor', key: 'corredor', width: 32 },
    { header: 'Tiempo', key: 'tiempo', width: 14, type: 'duration' },
  ] as const;
  return podium.distances.map((d) => ({
    name: validSheetName(`Podio ${d.distance} KM`),
    columns,
    rows: d.categories.flatMap((c): Record<string, unknown>[] =>
      c.podium.length === 0
        ? [{ categoria: c.name, puesto: '', dorsal: '', corredor: m.podiumEmpty, tiempo: '' }]
        : c.podium.map((r) => ({
            categoria: c.name,
            puesto: r.position,
            dorsal: r.dorsal,
            corredor: r.runnerName,
            tiempo: r.finalTime,
          })),
    ),
  }));
}
