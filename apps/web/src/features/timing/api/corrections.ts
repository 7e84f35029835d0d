import type { runnerListSchema } from '@carreras/domain/runners/admin-runner.schemas';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RunnerTimes {
  dorsal: number;
  lapTimes: { lap: number; time: number }[];
  penaltyTime: number;
  status: 'DNF' | 'DISQUALIFIED' | null;
}

export function useUpdateDorsal(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { timeId: number; oldDorsal: number | null; newDorsal?: number; runnerId?: number }) =>
      apiRequest<TimeRecord>(`/timing/${eventId}/update-dorsal`, { method: 'POST', body: input, session: 'admin' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['timing', eventId] });
      void queryClient.invalidateQueries({ queryKey: ['results', eventId] });
    },
  });
}

export function useUpdateRunnerTimes(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      dorsal: number;
      distance?: number;
      lapTimes: { lap: number; time: number }[];
      penaltyTime: number;
      status: 'DNF' | 'DSQ' | null;
    }) =>
      apiRequest<RunnerTimes>(`/timing/${eventId}/update-runner-times`, {
        method: 'POST',
        body: input,
        session: 'admin',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['timing', eventId] });
      void queryClient.invalidateQueries({ queryKey: ['results', eventId] });
    },
  });
}

/** Runner search of the bib dialog: from 3 characters, 5 results (spec 9). */
export const useRunnerSearch = (search: string) =>
  useQuery({
    queryKey: ['timing', 'runner-search', search],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof runnerListSchema>>('/runners', {
        query: { search, limit: 5, page: 1 },
        session: 'admin',
        signal,
      }),
    enabled: search.trim().length >= 3,
  });
