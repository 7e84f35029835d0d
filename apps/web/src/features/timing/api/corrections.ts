import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { resultsKeys } from '../../../api/results.ts';
import { runnerKeys, runnersApi } from '../../../api/runners.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';

export function useUpdateDorsal(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointBody<typeof timingContract.updateBib>) =>
      call(timingApi.updateBib, { params: { eventId }, body: input, session: 'admin' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timingKeys.event(eventId) });
      void queryClient.invalidateQueries({ queryKey: resultsKeys.event(eventId) });
    },
  });
}

export function useUpdateRunnerTimes(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointBody<typeof timingContract.updateRunnerTimes>) =>
      call(timingApi.updateRunnerTimes, { params: { eventId }, body: input, session: 'admin' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timingKeys.event(eventId) });
      void queryClient.invalidateQueries({ queryKey: resultsKeys.event(eventId) });
    },
  });
}

/** Runner search of the bib dialog: from 3 characters, 5 results (spec 9). */
export const useRunnerSearch = (search: string) => {
  const query = { search, limit: 5, page: 1 };
  return useQuery({
    queryKey: runnerKeys.list(query),
    queryFn: ({ signal }) => call(runnersApi.listRunners, { query, session: 'admin', signal }),
    enabled: search.trim().length >= 3,
  });
};
