import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { routes } from './call.ts';

/** Timing's endpoints (packages/domain/src/timing/timing.contract.ts). */
export const timingApi = routes<typeof timingContract>({
  getConfig: 'admin GET /timing-config/:eventId',
  saveConfig: 'admin POST /timing-config',
  getState: 'admin GET /timing/:eventId',
  listStartGroups: 'admin GET /timing/:eventId/start-groups',
  saveStartGroups: 'admin POST /timing/:eventId/start-groups',
  startGroup: 'admin POST /timing/:eventId/start-group',
  listTimes: 'admin GET /timing/:eventId/times',
  changes: 'admin GET /timing/:eventId/changes',
  stillOut: 'admin GET /timing/:eventId/still-out',
  listBibs: 'admin GET /timing/:eventId/bibs',
  getRider: 'admin GET /timing/:eventId/riders/:dorsal',
  record: 'admin POST /timing/:eventId/record',
  updateBib: 'admin POST /timing/:eventId/update-dorsal',
  updateRunnerTimes: 'admin POST /timing/:eventId/update-runner-times',
  markRecord: 'admin POST /timing/:eventId/record-mark',
  markNoShows: 'admin POST /timing/:eventId/mark-dns',
});

/** Query keys of timing: every read of an event sits under `event(eventId)`, which each write invalidates. */
export const timingKeys = {
  all: ['timing'] as const,
  event: (eventId: number) => ['timing', eventId] as const,
  state: (eventId: number) => [...timingKeys.event(eventId), 'state'] as const,
  config: (eventId: number) => [...timingKeys.event(eventId), 'config'] as const,
  times: (eventId: number) => [...timingKeys.event(eventId), 'times'] as const,
  rider: (eventId: number, bib: number) => [...timingKeys.event(eventId), 'rider', bib] as const,
  stillOut: (eventId: number) => [...timingKeys.event(eventId), 'still-out'] as const,
  /** Outside `event(eventId)`: a stored passage must not reload the whole list of bibs. */
  bibs: (eventId: number) => ['timing-bibs', eventId] as const,
};
