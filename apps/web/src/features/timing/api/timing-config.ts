import type { TimingConfig, timingConfigResponseSchema } from '@carreras/domain/timing/timing.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TimingConfigResponse = z.infer<typeof timingConfigResponseSchema>;

export const timingConfigQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['timing', eventId, 'config'],
    queryFn: ({ signal }) =>
      apiRequest<TimingConfigResponse>(`/timing-config/${eventId}`, { session: 'admin', signal }),
  });

export const useTimingConfig = (eventId: number | null) =>
  useQuery({ ...timingConfigQuery(eventId ?? 0), enabled: eventId !== null });

export function useSaveTimingConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { eventId: number; config: TimingConfig }) =>
      apiRequest<TimingConfigResponse>('/timing-config', { method: 'POST', body: input, session: 'admin' }),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: ['timing', input.eventId] }),
  });
}
