import type { Race, raceInputSchema } from '@carreras/domain/races/race.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type RaceValues = z.output<typeof raceInputSchema>;

/** Creates a race, or updates it when an id is given. */
export function useSaveRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RaceValues }) =>
      apiRequest<Race>(id ? `/races/${id}` : '/races', { method: id ? 'PUT' : 'POST', body, session: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['races'] }),
  });
}

/** Deletes a race with its modalities and categories. */
export function useDeleteRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/races/${id}`, { method: 'DELETE', session: 'admin' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['races'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}
