import type { resultsContract } from '@carreras/domain/results/results.contract';
import type { resultsHubContract } from '@carreras/domain/results/results-hub.contract';
import { routes } from './call.ts';

/** Results' endpoints (packages/domain/src/results/results.contract.ts). */
export const resultsApi = routes<typeof resultsContract>({
  live: 'public GET /results/:eventId',
  stream: 'public GET /results/:eventId/stream',
  export: 'admin GET /results/:eventId/export',
});

/** The results hub's endpoints (packages/domain/src/results/results-hub.contract.ts). */
export const resultsHubApi = routes<typeof resultsHubContract>({
  editions: 'public GET /results',
  riders: 'public GET /results/:eventId/riders',
  rider: 'public GET /results/:eventId/riders/:dorsal',
  diploma: 'public GET /results/:eventId/riders/:dorsal/diploma.pdf',
  card: 'public GET /results/:eventId/riders/:dorsal/card.png',
  podium: 'public GET /results/:eventId/podium',
  podiumExport: 'admin GET /results/:eventId/podium/export',
  finishLine: 'public GET /results/:eventId/finish-line',
});

export interface ResultsFilter {
  distance?: number;
  group?: number;
}

/**
 * Query keys of results, the live results and the hub's reads alike: every view of an event sits under
 * `event(eventId)`, which timing writes invalidate.
 */
export const resultsKeys = {
  all: ['results'] as const,
  editions: () => [...resultsKeys.all, 'editions'] as const,
  event: (eventId: number) => ['results', eventId] as const,
  live: (eventId: number, filter: ResultsFilter) =>
    [...resultsKeys.event(eventId), { distance: filter.distance ?? null, group: filter.group ?? null }] as const,
  riders: (eventId: number) => [...resultsKeys.event(eventId), 'riders'] as const,
  rider: (eventId: number, dorsal: number) => [...resultsKeys.event(eventId), 'rider', dorsal] as const,
  podium: (eventId: number, size: number) => [...resultsKeys.event(eventId), 'podium', size] as const,
  finishLine: (eventId: number) => [...resultsKeys.event(eventId), 'finish-line'] as const,
};
