import type { Category, CategoryValues } from '@carreras/domain/races/race.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const refreshRace = (queryClient: ReturnType<typeof useQueryClient>, raceId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['races', raceId, 'categories'] }),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
    // Events show how many categories they offer.
    queryClient.invalidateQueries({ queryKey: ['events'] }),
  ]);

export function useSaveCategory(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CategoryValues }) =>
      apiRequest<Category>(id ? `/categories/${id}` : '/categories', {
        method: id ? 'PUT' : 'POST',
        body,
        session: 'admin',
      }),
    onSuccess: () => refreshRace(queryClient, raceId),
  });
}

export function useDeleteCategory(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/categories/${id}`, { method: 'DELETE', session: 'admin' }),
    onSuccess: () => refreshRace(queryClient, raceId),
  });
}
