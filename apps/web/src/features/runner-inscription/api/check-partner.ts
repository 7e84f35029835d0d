import type { EndpointQuery } from '@carreras/domain/api/define-endpoint';
import type { inscriptionsContract } from '@carreras/domain/inscriptions/inscriptions.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionsApi } from '../../../api/inscriptions.ts';

export type PartnerCheckQuery = Required<EndpointQuery<typeof inscriptionsContract.partnerCheck>>;

/**
 * Whether the typed partner DNI could be invited, and the partner's short name. The server allows a runner
 * few checks an hour, so an answer is kept for the whole visit and never retried.
 */
export const partnerCheckQuery = (query: PartnerCheckQuery) =>
  queryOptions({
    queryKey: ['partner-check', query] as const,
    queryFn: ({ signal }) => call(inscriptionsApi.partnerCheck, { query, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Asks nothing until there is a whole pair to check (`query` null before). */
export function usePartnerCheck(query: PartnerCheckQuery | null) {
  return useQuery({
    ...partnerCheckQuery(query ?? { eventId: 0, distancia: 0, categoria: '', partnerDni: '' }),
    enabled: query !== null,
  });
}
