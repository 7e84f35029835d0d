import type { ResultsResponse } from './results.schemas.ts';

/**
 * What the server writes into the public results page's HTML (a `<script type="application/json">` block with
 * this id) and the web app reads before the page's first render: the page's event, filter and heading, and,
 * when it is small, the answer of `GET /api/results/{eventId}` for that filter, so the first paint already
 * holds the results. Without the answer the block is a hint: the page shows the heading while it asks.
 */
export const RESULTS_PAGE_DATA_ID = 'results-page-data';

/** The public results page's own addresses (`/results/{id}`, `/resultados/{id}`), without their query. */
export const RESULTS_PAGE_PATH = /^\/(?:results|resultados)\/\d+$/;

/**
 * The `<style>` the server writes with the page's first paint; the page removes it once it has rendered (it also
 * keeps the heading in view while React's first screen shows the layout's loader in the page's place).
 */
export const RESULTS_FIRST_PAINT_STYLE_ID = 'results-first-paint';

/**
 * Answers larger than this (bytes of JSON, about a hundred riders) are not written into the page: it would
 * delay the page's first paint more than the request it saves. The page gets the hint instead.
 */
export const RESULTS_PAGE_DATA_MAX_BYTES = 64 * 1024;

/** The public results page's headings once its results are known (before, 'Resultados'). */
export const RESULTS_PAGE_HEADINGS = ['Resultados finales', 'Resultados en vivo'] as const;
export type ResultsPageHeading = (typeof RESULTS_PAGE_HEADINGS)[number];

export interface ResultsPageData {
  eventId: number;
  /** The page's filter as it reads it from its address (null when absent), which the answer is for. */
  distance: number | null;
  group: number | null;
  /** The heading of the answer for that filter (resultsPageHeading). */
  heading: ResultsPageHeading;
  /** The answer itself, when it is at most RESULTS_PAGE_DATA_MAX_BYTES. */
  results?: ResultsResponse;
  /**
   * Without the answer: its resultsVersion, which the page's live stream is opened with while the page reads the
   * answer itself, so the stream does not send the same answer too.
   */
  version?: string;
}

/** How the results page reads `distance` and `group` from its address: a positive number, or nothing. */
export function resultsFilterParam(text: string | null | undefined): number | undefined {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The public results page's heading: it follows the race (finished or live), 'Resultados' until it is known. */
export function resultsPageHeading(
  results: Pick<ResultsResponse, 'finished'> | undefined,
): ResultsPageHeading | 'Resultados' {
  if (!results) return 'Resultados';
  return results.finished ? 'Resultados finales' : 'Resultados en vivo';
}

/** One of RESULTS_PAGE_HEADINGS (the web app checks the server's hint with it). */
export const isResultsPageHeading = (value: unknown): value is ResultsPageHeading =>
  (RESULTS_PAGE_HEADINGS as readonly unknown[]).includes(value);
