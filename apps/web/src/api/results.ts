import type { resultsContract } from '@carreras/domain/results/results.contract';
import { routes } from './call.ts';

/** Results' endpoints (packages/domain/src/results/results.contract.ts). */
export const resultsApi = routes<typeof resultsContract>({
  live: 'GET /results/:eventId',
  stream: 'GET /results/:eventId/stream',
  export: 'GET /results/:eventId/export',
});

export interface ResultsFilter {
  distance?: number;
  group?: number;
}

/** Query keys of results: every view of an event sits under `event(eventId)`, which timing writes invalidate. */
export const resultsKeys = {
  all: ['results'] as const,
  event: (eventId: number) => ['results', eventId] as const,
  live: (eventId: number, filter: ResultsFilter) =>
    [...resultsKeys.event(eventId), { distance: filter.distance ?? null, group: filter.group ?? null }] as const,
};
