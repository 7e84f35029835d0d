import {
  isResultsPageHeading,
  RESULTS_FIRST_PAINT_STYLE_ID,
  RESULTS_PAGE_DATA_ID,
  RESULTS_PAGE_PATH,
  type ResultsPageData,
} from '@carreras/domain/results/results-page-data';
import { RESULTS_VERSION_PATTERN } from '@carreras/domain/results/results-version-format';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ResultsFilter, resultsKeys } from '../../../api/results.ts';

const isResultsPageData = (value: unknown): value is ResultsPageData => {
  const data = value as ResultsPageData;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof data.eventId === 'number' &&
    isResultsPageHeading(data.heading) &&
    (data.results === undefined ||
      (typeof data.results === 'object' &&
        data.results !== null &&
        data.results.eventId === data.eventId &&
        Array.isArray(data.results.categories)))
  );
};

/**
 * What the page took from the server's block: the event and filter it is for, their heading, and for a hint the
 * version of the answer the page is about to read (its live stream need not send that answer too).
 */
export type ResultsPageStart = Pick<ResultsPageData, 'eventId' | 'distance' | 'group' | 'heading' | 'version'>;

/**
 * Reads the block the server wrote into the public results page. When it carries the results, puts them into
 * the query cache as if just fetched, so the page's first render already shows them (the event stream then
 * keeps them current as usual); a large answer comes as a hint only (event, filter, heading), and the page asks
 * for it as usual. Null, and nothing seeded, when the block is for another event or filter than the page shows,
 * or does not parse. It leaves the block in place: useResultsPageData removes it once the page is on screen.
 */
export function seedResultsPageData(
  queryClient: QueryClient,
  eventId: number,
  filter: ResultsFilter,
  doc: Document = document,
): ResultsPageStart | null {
  const block = doc.getElementById(RESULTS_PAGE_DATA_ID);
  if (!block || !RESULTS_PAGE_PATH.test(doc.location.pathname)) return null;
  let data: unknown;
  try {
    data = JSON.parse(block.textContent ?? '');
  } catch {
    return null;
  }
  if (!isResultsPageData(data)) return null;
  if (
    data.eventId !== eventId ||
    data.distance !== (filter.distance ?? null) ||
    data.group !== (filter.group ?? null)
  ) {
    return null;
  }
  if (data.results) queryClient.setQueryData(resultsKeys.live(eventId, filter), data.results);
  const version =
    !data.results && typeof data.version === 'string' && RESULTS_VERSION_PATTERN.test(data.version)
      ? data.version
      : undefined;
  return { eventId, distance: data.distance, group: data.group, heading: data.heading, version };
}

/**
 * Seeds the page's results from the server's block before the first read of them (see seedResultsPageData) and
 * answers the block's heading (and a hint's version) while the page shows the event and filter it was for, so
 * the heading the server painted stays the same until the results come. The block is read in the render (a render React discards
 * while a lazy part of the page loads starts again from nothing, and reads it again) and removed once the page
 * is on screen, with the style of the server's first paint (it would draw the heading over any later loader of
 * the layout): a later visit to any results page fetches.
 */
export function useResultsPageData(
  eventId: number,
  filter: ResultsFilter,
): Pick<ResultsPageStart, 'heading' | 'version'> | undefined {
  const queryClient = useQueryClient();
  const [start] = useState(() => seedResultsPageData(queryClient, eventId, filter));
  useEffect(() => {
    document.getElementById(RESULTS_PAGE_DATA_ID)?.remove();
    document.getElementById(RESULTS_FIRST_PAINT_STYLE_ID)?.remove();
  }, []);
  const same =
    start !== null &&
    start.eventId === eventId &&
    start.distance === (filter.distance ?? null) &&
    start.group === (filter.group ?? null);
  return same ? start : undefined;
}
