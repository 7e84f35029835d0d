import type { Modality, modalityInputSchema } from '@carreras/domain/races/race.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type ModalityValues = z.output<typeof modalityInputSchema>;

// A modality's distance is copied to its categories, so both lists of the race are refreshed.
const refreshRace = (queryClient: ReturnType<typeof useQueryClient>, raceId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['races', raceId] }),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
    // Events show how many categories they offer.
    queryClient.invalidateQueries({ queryKey: ['events'] }),
  ]);

export function useSaveModality(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ModalityValues }) =>
      apiRequest<Modality>(id ? `/modalities/${id}` : '/modalities', {
        method: id ? 'PUT' : 'POST',
        body,
        session: 'admin',
      }),
    onSuccess: () => refreshRace(queryClient, raceId),
  });
}

export function useDeleteModality(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/modalities/${id}`, { method: 'DELETE', session: 'admin' }),
    onSuccess: () => refreshRace(queryClient, raceId),
  });
}
