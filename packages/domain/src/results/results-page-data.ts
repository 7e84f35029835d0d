import type { ResultsResponse } from './results.schemas.ts';

/**
 * What the server writes into the public results page's HTML (a `<script type="application/json">` block with
 * this id) and the web app reads before the page's first render: the answer of `GET /api/results/{eventId}`
 * with the page's own distance and group, so the first paint already holds the results.
 */
export const RESULTS_PAGE_DATA_ID = 'results-page-data';

/**
 * The `<style>` the server writes with the page's first paint; the page removes it once it has rendered (it also
 * keeps the heading in view while React's first screen shows the layout's loader in the page's place).
 */
export const RESULTS_FIRST_PAINT_STYLE_ID = 'results-first-paint';

/**
 * Answers larger than this (bytes of JSON, about a hundred riders) are not written into the page: it would
 * delay the page's first paint more than the request it saves.
 */
export const RESULTS_PAGE_DATA_MAX_BYTES = 64 * 1024;

export interface ResultsPageData {
  eventId: number;
  /** The page's filter as it reads it from its address (null when absent), which the answer is for. */
  distance: number | null;
  group: number | null;
  results: ResultsResponse;
}

/** How the results page reads `distance` and `group` from its address: a positive number, or nothing. */
export function resultsFilterParam(text: string | null | undefined): number | undefined {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The public results page's heading: it follows the race (finished or live), 'Resultados' until it is known. */
export function resultsPageHeading(results: Pick<ResultsResponse, 'finished'> | undefined): string {
  if (!results) return 'Resultados';
  return results.finished ? 'Resultados finales' : 'Resultados en vivo';
}
