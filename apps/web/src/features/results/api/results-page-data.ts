import {
  RESULTS_FIRST_PAINT_STYLE_ID,
  RESULTS_PAGE_DATA_ID,
  type ResultsPageData,
} from '@carreras/domain/results/results-page-data';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ResultsFilter, resultsKeys } from '../../../api/results.ts';

// The public results page's own addresses (the server writes the block only into them).
const RESULTS_PAGE_PATH = /^\/(?:results|resultados)\/\d+$/;

const isResultsPageData = (value: unknown): value is ResultsPageData => {
  const data = value as ResultsPageData;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof data.eventId === 'number' &&
    typeof data.results === 'object' &&
    data.results !== null &&
    data.results.eventId === data.eventId &&
    Array.isArray(data.results.categories)
  );
};

/**
 * Puts the results the server sent inside the public results page into the query cache, as if just fetched, so
 * the page's first render already shows them; the event stream then keeps them current as usual. The block is
 * read once and removed: a later visit to any results page fetches. Nothing is seeded when the block is for
 * another event or filter than the page shows, or does not parse.
 */
export function seedResultsPageData(
  queryClient: QueryClient,
  eventId: number,
  filter: ResultsFilter,
  doc: Document = document,
): boolean {
  const block = doc.getElementById(RESULTS_PAGE_DATA_ID);
  if (!block) return false;
  block.remove();
  if (!RESULTS_PAGE_PATH.test(doc.location.pathname)) return false;
  let data: unknown;
  try {
    data = JSON.parse(block.textContent ?? '');
  } catch {
    return false;
  }
  if (!isResultsPageData(data)) return false;
  if (
    data.eventId !== eventId ||
    data.distance !== (filter.distance ?? null) ||
    data.group !== (filter.group ?? null)
  ) {
    return false;
  }
  queryClient.setQueryData(resultsKeys.live(eventId, filter), data.results);
  return true;
}

/**
 * Seeds the page's results from the server's block before the first read of them (see seedResultsPageData);
 * once the page is on screen, removes the style of the server's first paint (it would draw the heading over
 * any later loader of the layout).
 */
export function useResultsPageData(eventId: number, filter: ResultsFilter): void {
  const queryClient = useQueryClient();
  useState(() => seedResultsPageData(queryClient, eventId, filter));
  useEffect(() => document.getElementById(RESULTS_FIRST_PAINT_STYLE_ID)?.remove(), []);
}
