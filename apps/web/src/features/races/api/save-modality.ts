import type { modalityInputSchema } from '@carreras/domain/races/race.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { eventKeys } from '../../../api/events.ts';
import { raceKeys, racesApi } from '../../../api/races.ts';

export type ModalityValues = z.output<typeof modalityInputSchema>;

// A modality's distance is copied to its categories, so both lists of the race are refreshed.
const refreshRace = (queryClient: ReturnType<typeof useQueryClient>, raceId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: raceKeys.race(raceId) }),
    // Events show how many categories they offer.
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  ]);

export function useSaveModality(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ModalityValues }) =>
      id ? call(racesApi.updateModality, { params: { id }, body }) : call(racesApi.createModality, { body }),
    onSuccess: () => refreshRace(queryClient, raceId),
  });
}

export function useDeleteModality(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(racesApi.deleteModality, { params: { id } }),
    onSuccess: () => refreshRace(queryClient, raceId),
  });
}
