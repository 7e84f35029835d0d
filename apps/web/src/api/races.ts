import type { racesContract } from '@carreras/domain/races/races.contract';
import { routes } from './call.ts';

/** Races', modalities' and categories' endpoints (packages/domain/src/races/races.contract.ts). */
export const racesApi = routes<typeof racesContract>({
  listRaces: 'public GET /races',
  getRace: 'public GET /races/:id',
  createRace: 'admin POST /races',
  updateRace: 'admin PUT /races/:id',
  deleteRace: 'admin DELETE /races/:id',
  listRaceModalities: 'public GET /races/:id/modalities',
  listRaceCategories: 'public GET /races/:id/categories',
  createModality: 'admin POST /modalities',
  updateModality: 'admin PUT /modalities/:id',
  deleteModality: 'admin DELETE /modalities/:id',
  listCategories: 'public GET /categories',
  createCategory: 'admin POST /categories',
  updateCategory: 'admin PUT /categories/:id',
  deleteCategory: 'admin DELETE /categories/:id',
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
