import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { resultsResponseSchema } from '@carreras/domain/results/results.schemas';
import type { LiveUpdates } from '../../lib/live-updates.ts';

/** How long a results snapshot may serve changes that do not go through timing (names, bibs, inscriptions). */
export const RESULTS_CACHE_TTL_MS = 2000;

interface Entry {
  at: number;
  json: Promise<string>;
}

/**
 * On race day hundreds of phones ask for the same results, and every record makes every open stream
 * ask again. One serialized snapshot per (event, distance, group) serves them all; a stored record or
 * correction (the live-updates bus) drops the event's snapshots at once, and a short TTL covers the rest.
 */
export function createResultsCache(live: LiveUpdates, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const watched = new Map<number, () => void>();

  function dropEvent(eventId: number) {
    for (const key of entries.keys()) if (key.startsWith(`${eventId}:`)) entries.delete(key);
  }

  return {
    /** The results as JSON text, validated against the public contract once per snapshot. */
    get(eventId: number, query: { distance?: number; group?: number }, compute: () => Promise<ResultsResponse>) {
      if (!watched.has(eventId))
        watched.set(
          eventId,
          live.subscribe(eventId, () => dropEvent(eventId)),
        );
      const key = `${eventId}:${query.distance ?? ''}:${query.group ?? ''}`;
      const cached = entries.get(key);
      if (cached && now() - cached.at < RESULTS_CACHE_TTL_MS) return cached.json;

      const json = compute().then((results) => JSON.stringify(resultsResponseSchema.parse(results)));
      const entry = { at: now(), json };
      entries.set(key, entry);
      // A failure (unknown event, no timing) is answered once and never kept.
      json.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return json;
    },
    close() {
      for (const unsubscribe of watched.values()) unsubscribe();
      watched.clear();
      entries.clear();
    },
  };
}
