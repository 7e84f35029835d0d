import type { racesContract } from '@carreras/domain/races/races.contract';
import { routes } from './call.ts';

/** Races', modalities' and categories' endpoints (packages/domain/src/races/races.contract.ts). */
export const racesApi = routes<typeof racesContract>({
  listRaces: 'GET /races',
  getRace: 'GET /races/:id',
  createRace: 'POST /races',
  updateRace: 'PUT /races/:id',
  deleteRace: 'DELETE /races/:id',
  listRaceModalities: 'GET /races/:id/modalities',
  listRaceCategories: 'GET /races/:id/categories',
  createModality: 'POST /modalities',
  updateModality: 'PUT /modalities/:id',
  deleteModality: 'DELETE /modalities/:id',
  listCategories: 'GET /categories',
  createCategory: 'POST /categories',
  updateCategory: 'PUT /categories/:id',
  deleteCategory: 'DELETE /categories/:id',
});

/**
 * Query keys of races: everything of one race sits under `race(raceId)`, and every read under `all`, which
 * a race's write invalidates (its list, and the options the event form offers).
 */
export const raceKeys = {
  all: ['races'] as const,
  list: () => [...raceKeys.all, 'list'] as const,
  race: (raceId: number) => [...raceKeys.all, raceId] as const,
  modalities: (raceId: number) => [...raceKeys.race(raceId), 'modalities'] as const,
  categories: (raceId: number) => [...raceKeys.race(raceId), 'categories'] as const,
};
