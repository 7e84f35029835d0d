import type { EditionsResponse } from '@carreras/domain/results/results-hub.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { resultsHubKeys, retryServerErrors } from './results-hub-keys.ts';

export const editionsQuery = () =>
  queryOptions({
    queryKey: resultsHubKeys.editions(),
    queryFn: ({ signal }) => apiRequest<EditionsResponse>('/results', { session: 'none', signal }),
    retry: retryServerErrors,
  });

export const useEditions = () => useQuery(editionsQuery());
