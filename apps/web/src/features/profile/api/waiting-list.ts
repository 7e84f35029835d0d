import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { placesApi, placesKeys } from '../../../api/places.ts';

/** The runner's own places on waiting lists. */
export const myWaitingQuery = () =>
  queryOptions({
    queryKey: placesKeys.myWaiting(),
    queryFn: ({ signal }) => call(placesApi.listWaiting, { session: 'runner', signal }),
  });

export const useMyWaiting = () => useQuery(myWaitingQuery());

/** Leaving a line changes it and the event's count of those waiting: every registration read is refreshed. */
export function useLeaveWaiting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(placesApi.leaveWaiting, { params: { id }, session: 'runner' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}
