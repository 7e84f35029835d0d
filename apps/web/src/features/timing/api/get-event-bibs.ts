import type { InscriptionList } from '@carreras/domain/inscriptions/inscription.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface BibInfo {
  distance: number;
  name: string;
}

const cacheKey = (eventId: number) => `timing-bibs:${eventId}`;
const PAGE = 1000;

/**
 * The event's bibs with distance and rider, so the all-laps check and the names work for a rider's
 * first passage too, and with no connection (the last list is kept in the browser).
 */
async function fetchBibs(eventId: number, signal: AbortSignal): Promise<Record<string, BibInfo>> {
  const bibs: Record<string, BibInfo> = {};
  for (let page = 1; page <= 20; page++) {
    const list = await apiRequest<InscriptionList>('/inscriptions', {
      query: { event: eventId, tieneDorsal: true, limit: PAGE, page },
      session: 'admin',
      signal,
    });
    for (const inscription of list.items) {
      if (inscription.numeroDorsalAsignado == null) continue;
      bibs[String(inscription.numeroDorsalAsignado)] = {
        distance: inscription.distancia,
        name: `${inscription.runner.nombre} ${inscription.runner.apellido}`,
      };
    }
    if (page * PAGE >= list.total) break;
  }
  try {
    localStorage.setItem(cacheKey(eventId), JSON.stringify(bibs));
  } catch {
    // Only the offline copy is lost.
  }
  return bibs;
}

function cachedBibs(eventId: number): Record<string, BibInfo> | undefined {
  try {
    const text = localStorage.getItem(cacheKey(eventId));
    return text ? (JSON.parse(text) as Record<string, BibInfo>) : undefined;
  } catch {
    return undefined;
  }
}

export const eventBibsQuery = (eventId: number) =>
  queryOptions({
    // Outside ['timing', eventId]: a stored record must not reload the whole list.
    queryKey: ['timing-bibs', eventId],
    queryFn: ({ signal }) => fetchBibs(eventId, signal),
    initialData: () => cachedBibs(eventId),
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
    retry: false,
  });

export const useEventBibs = (eventId: number) => useQuery(eventBibsQuery(eventId));
