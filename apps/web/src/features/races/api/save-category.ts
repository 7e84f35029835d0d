import type { CategoryValues } from '@carreras/domain/races/race.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { eventKeys } from '../../../api/events.ts';
import { raceKeys, racesApi } from '../../../api/races.ts';

const refreshRace = (queryClient: ReturnType<typeof useQueryClient>, raceId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: raceKeys.categories(raceId) }),
    // Events show how many categories they offer.
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  ]);

export function useSaveCategory(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CategoryValues }) =>
      id ? call(racesApi.updateCategory, { params: { id }, body }) : call(racesApi.createCategory, { body }),
    onSuccess: () => refreshRace(queryClient, raceId),
  });
}

export function useDeleteCategory(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(racesApi.deleteCategory, { params: { id } }),
    onSuccess: () => refreshRace(queryClient, raceId),
  });
}
