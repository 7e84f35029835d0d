import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import {
  RESULTS_FIRST_PAINT_STYLE_ID,
  RESULTS_PAGE_DATA_ID,
  RESULTS_PAGE_DATA_MAX_BYTES,
  type ResultsPageData,
  resultsFilterParam,
  resultsPageHeading,
} from '@carreras/domain/results/results-page-data';
import { resultsTextVersion } from '@carreras/domain/results/results-version';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { internal as internalHeaders } from './landing-data.ts';

/** What the public results page of one event and filter is sent with: its data block and first paint. */
export interface ResultsPageParts {
  /** For the head: the JSON block (with the answer, or the hint and the answer's preload) and the first paint's style. */
  head: string;
  /** For inside `#root`. */
  firstPaint: string;
}

/** The event and filter a page is for, as the page reads them from its address. */
export type ResultsPageFilter = Pick<ResultsPageData, 'eventId' | 'distance' | 'group'>;

/**
 * The address the page itself asks (`buildUrl` in the web app): `distance` and `group` read from the page's
 * address as the page reads them, in that order, left out when absent.
 */
export function resultsApiUrl(
  eventId: number,
  query: Record<string, unknown>,
): { url: string; data: ResultsPageFilter } {
  // Like URLSearchParams.get in the page: the first of repeated parameters.
  const text = (value: unknown) => {
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' ? first : undefined;
  };
  const distance = resultsFilterParam(text(query.distance)) ?? null;
  const group = resultsFilterParam(text(query.group)) ?? null;
  const params = new URLSearchParams();
  if (distance !== null) params.set('distance', String(distance));
  if (group !== null) params.set('group', String(group));
  const search = params.toString();
  return { url: `/api/results/${eventId}${search ? `?${search}` : ''}`, data: { eventId, distance, group } };
}

/** The members the page's first paint needs. */
type AnswerHead = Pick<ResultsResponse, 'eventId' | 'finished'>;

/**
 * The members of a results answer before its lists (event, date, `finished`…), read from the head of its JSON
 * text instead of parsing all of it (1.2 MB for 2,000 riders). The first `,"overall":` is the lists' key: a
 * quote after a comma cannot be inside a JSON string, where every quote is escaped. When the head does not read
 * so (the members in another order), the whole answer is parsed, as rarely as the page is built (web-app.ts).
 */
export function answerHead(payload: Buffer): AnswerHead {
  const at = payload.indexOf(',"overall":');
  if (at !== -1) {
    try {
      const head = JSON.parse(`${payload.toString('utf8', 0, at)}}`) as Partial<AnswerHead>;
      if (typeof head.eventId === 'number' && typeof head.finished === 'boolean') return head as AnswerHead;
    } catch {
      // Not a head of scalars: read it all below.
    }
  }
  return JSON.parse(payload.toString('utf8')) as AnswerHead;
}

/**
 * The answer of `GET /api/results/{eventId}` for the page's filter, taken from the public API in-process (so it
 * is byte for byte what the API sends, and counts as the visitor's read), with the page's parts built from it.
 * An answer of at most RESULTS_PAGE_DATA_MAX_BYTES is written into the page whole; a larger one only as a hint
 * (event, filter, heading, and the answer's version for the page's live stream), with a preload of the same
 * address so the browser downloads it while the JavaScript does, and the page asks for it as it always did. Null when the API does not answer 200 (unknown
 * event, no timing yet, too many reads) or the answer does not read: the page then gets the plain app shell.
 */
export async function readResultsPage(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  data: ResultsPageFilter,
): Promise<ResultsPageParts | null> {
  const { eventId } = data;
  try {
    const answer = await app.inject({ method: 'GET', url, headers: internalHeaders, remoteAddress: request.ip });
    if (answer.statusCode !== 200) return null;
    const whole = answer.rawPayload.length <= RESULTS_PAGE_DATA_MAX_BYTES;
    const results: AnswerHead = whole ? (answer.json() as ResultsResponse) : answerHead(answer.rawPayload);
    if (results.eventId !== eventId || typeof results.finished !== 'boolean') return null;
    const heading = resultsPageHeading(results);
    const hint = `{"eventId":${eventId},"distance":${data.distance},"group":${data.group},"heading":"${heading}"`;
    // The API's own text, not a re-serialisation: `<` escaped so no event or rider name can close the block.
    // The version of the answer the page will fetch (the cache's same snapshot, JSON.stringify's text).
    const known = whole ? '' : `,"version":"${resultsTextVersion(answer.body)}"`;
    const json = whole ? `${hint},"results":${answer.body}}` : `${hint}${known}}`;
    const block = `<script type="application/json" id="${RESULTS_PAGE_DATA_ID}">${json.replace(/</g, '\\u003c')}</script>`;
    // As the page's own request is made (apiRequest: GET, cors, same-origin credentials), or it is not used.
    const preload = whole ? '' : `<link rel="preload" href="${url.replace(/&/g, '&amp;')}" as="fetch" crossorigin>`;
    return { head: `${preload}${block}${resultsFirstPaintStyle(heading)}`, firstPaint: resultsFirstPaint(heading) };
  } catch {
    return null;
  }
}

const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/**
 * The first paint's style, in the head. Mantine writes its CSS variables when React starts, so it states every
 * value itself: the public layout's header (layouts/public-layout.tsx and its module CSS: 64 px, monte.9, the
 * brand, the phone's burger or the wide screen's links as React first renders them) and the page's container
 * and heading (routes/public-results.tsx: Container lg with px xs and py md; Title order 1).
 * React's first screen shows the layout with its loader in the page's place until the page's chunk has run
 * (a few hundred ms on a phone): while `<main>` holds only that loader, the last two rules draw the heading
 * where the page puts it instead, so the heading never leaves the screen. The page removes this style once
 * it has rendered (features/results/api/results-page-data.ts), so no later loader is touched.
 */
export function resultsFirstPaintStyle(heading: string): string {
  return `<style id="${RESULTS_FIRST_PAINT_STYLE_ID}">
.rp{font-family:${FONT};font-size:16px;line-height:1.55;color:#000;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}
.rp-header{background:#00632e;height:64px;position:sticky;top:0;z-index:100}
.rp-bar{box-sizing:border-box;max-width:1140px;height:100%;margin:0 auto;padding:0 16px;display:flex;flex-wrap:nowrap;align-items:center;justify-content:space-between;gap:16px}
.rp a{text-decoration:none;color:#fff}
.rp-brand{font-weight:800;font-size:18px;white-space:nowrap}
.rp-nav{display:none;flex-wrap:wrap;align-items:center;gap:10px}
.rp-link{display:block;padding:6px 10px;border-radius:4px;font-weight:500}
.rp-social{display:flex;flex-wrap:wrap;align-items:center;gap:4px}
.rp-social a{display:block;font-size:14px;padding:6px}
.rp-burger{box-sizing:border-box;width:34px;height:34px;padding:5px;display:flex;align-items:center}
.rp-burger span,.rp-burger span::before,.rp-burger span::after{display:block;width:24px;height:2px;background:#fff}
.rp-burger span{position:relative}
.rp-burger span::before,.rp-burger span::after{content:'';position:absolute;left:0}
.rp-burger span::before{top:-8px}
.rp-burger span::after{top:8px}
@media (min-width:48em){.rp-nav{display:flex}.rp-burger{display:none}}
.rp-main{box-sizing:border-box;max-width:1140px;margin:0 auto;padding:16px 10px}
.rp-main h1{margin:0;font-size:34px;line-height:1.3;font-weight:700}
main:has(>[role=status][aria-label=Cargando]:only-child)::before{content:'${heading}';display:block;box-sizing:border-box;max-width:1140px;margin:0 auto;padding:16px 10px 0;font:700 34px/1.3 ${FONT};color:#000}
main>[role=status][aria-label=Cargando]:only-child{visibility:hidden}
</style>`;
}

/** The page as React first renders it, down to its heading: what a phone shows while the JavaScript runs. */
export function resultsFirstPaint(heading: string): string {
  return `<div class="rp"><header class="rp-header"><div class="rp-bar"><a class="rp-brand" href="/">Carreras MTB Tucumán</a><nav class="rp-nav" aria-label="Principal"><a class="rp-link" href="/">Inicio</a><a class="rp-link" href="/resultados">Resultados</a><span class="rp-social"><a href="https://www.instagram.com/carrerasmtbtucuman" target="_blank" rel="noreferrer">Instagram</a><a href="https://www.facebook.com/carrerasmtbtucuman" target="_blank" rel="noreferrer">Facebook</a></span></nav><span class="rp-burger" aria-hidden="true"><span></span></span></div></header><main class="rp-main"><h1>${heading}</h1></main></div>`;
}
