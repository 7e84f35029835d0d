import type { raceInputSchema } from '@carreras/domain/races/race.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { raceKeys, racesApi } from '../../../api/races.ts';

export type RaceValues = z.output<typeof raceInputSchema>;

/** Creates a race, or updates it when an id is given. */
export function useSaveRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RaceValues }) =>
      id ? call(racesApi.updateRace, { params: { id }, body }) : call(racesApi.createRace, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceKeys.all }),
  });
}

/** Deletes a race with its modalities and categories. */
export function useDeleteRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(racesApi.deleteRace, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceKeys.all }),
  });
}
