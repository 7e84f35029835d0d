import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { routes } from './call.ts';

/** Timing's endpoints (packages/domain/src/timing/timing.contract.ts). */
export const timingApi = routes<typeof timingContract>({
  getConfig: 'GET /timing-config/:eventId',
  saveConfig: 'POST /timing-config',
  getState: 'GET /timing/:eventId',
  listStartGroups: 'GET /timing/:eventId/start-groups',
  saveStartGroups: 'POST /timing/:eventId/start-groups',
  startGroup: 'POST /timing/:eventId/start-group',
  listTimes: 'GET /timing/:eventId/times',
  changes: 'GET /timing/:eventId/changes',
  listBibs: 'GET /timing/:eventId/bibs',
  getRider: 'GET /timing/:eventId/riders/:dorsal',
  record: 'POST /timing/:eventId/record',
  updateBib: 'POST /timing/:eventId/update-dorsal',
  updateRunnerTimes: 'POST /timing/:eventId/update-runner-times',
  markRecord: 'POST /timing/:eventId/record-mark',
  markNoShows: 'POST /timing/:eventId/mark-dns',
});

/** Query keys of timing: every read of an event sits under `event(eventId)`, which each write invalidates. */
export const timingKeys = {
  all: ['timing'] as const,
  event: (eventId: number) => ['timing', eventId] as const,
  state: (eventId: number) => [...timingKeys.event(eventId), 'state'] as const,
  config: (eventId: number) => [...timingKeys.event(eventId), 'config'] as const,
  times: (eventId: number) => [...timingKeys.event(eventId), 'times'] as const,
  rider: (eventId: number, bib: number) => [...timingKeys.event(eventId), 'rider', bib] as const,
  /** Outside `event(eventId)`: a stored passage must not reload the whole list of bibs. */
  bibs: (eventId: number) => ['timing-bibs', eventId] as const,
};
