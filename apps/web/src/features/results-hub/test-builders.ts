import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';

const noGaps = { toFirst: null, toAhead: null };

/**
 * A rider's result for the results hub's tests: a rider of a two-lap 33 km whose category had nobody else
 * finish (the case that used to read '— de 0'), with what a test changes.
 */
export const aRiderResult = (extra: Partial<RiderResult> = {}): RiderResult => ({
  eventId: 7,
  eventName: '6ª Edición',
  eventDate: '2025-11-29',
  eventPlace: 'Tafí del Valle, Tucumán',
  organizer: 'Carrera MTB Tucumán',
  finished: true,
  generatedAt: Date.UTC(2025, 10, 29, 15, 0),
  dorsal: 12,
  inscriptionId: 120,
  runnerId: 31,
  runnerName: 'Ana Pérez',
  categoryName: 'ELITE FEM',
  groupName: null,
  distance: 33,
  laps: 2,
  status: 'COMPLETED',
  finalTime: null,
  penaltyTime: 0,
  completedLaps: 0,
  overall: { position: null, of: 5, gaps: noGaps },
  category: { position: null, of: 0, gaps: noGaps },
  sex: { position: null, of: 2, label: 'General femenina' },
  lapDetails: [],
  ...extra,
});
