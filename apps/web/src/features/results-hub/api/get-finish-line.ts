import type { FinishLineResponse } from '@carreras/domain/results/results-hub.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { resultsHubKeys, retryServerErrors } from './results-hub-keys.ts';

export const finishLineQuery = (eventId: number) =>
  queryOptions({
    queryKey: resultsHubKeys.finishLine(eventId),
    queryFn: ({ signal }) =>
      apiRequest<FinishLineResponse>(`/results/${eventId}/finish-line`, { session: 'none', signal }),
    retry: retryServerErrors,
  });
