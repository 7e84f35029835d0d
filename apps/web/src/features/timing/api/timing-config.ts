import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';

export const timingConfigQuery = (eventId: number) =>
  queryOptions({
    queryKey: timingKeys.config(eventId),
    queryFn: ({ signal }) => call(timingApi.getConfig, { params: { eventId }, signal }),
  });

export const useTimingConfig = (eventId: number | null) =>
  useQuery({ ...timingConfigQuery(eventId ?? 0), enabled: eventId !== null });

export function useSaveTimingConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointBody<typeof timingContract.saveConfig>) => call(timingApi.saveConfig, { body: input }),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: timingKeys.event(input.eventId) }),
  });
}
