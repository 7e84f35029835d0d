import type { WaitingEntry } from '@carreras/domain/registration/registration.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The runner's own places on waiting lists. */
export const myWaitingQuery = () =>
  queryOptions({
    queryKey: ['waiting-list', 'mine'],
    queryFn: () => apiRequest<WaitingEntry[]>('/waiting-list', { session: 'runner' }),
  });

export const useMyWaiting = () => useQuery(myWaitingQuery());

export function useLeaveWaiting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/waiting-list/${id}`, { method: 'DELETE', session: 'runner' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['waiting-list'] }),
  });
}
