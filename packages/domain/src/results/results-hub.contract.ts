import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { eventIdParamsSchema } from '../timing/timing.schemas.ts';
import { z } from '../zod.ts';
import {
  editionsResponseSchema,
  finishLineResponseSchema,
  podiumQuerySchema,
  podiumResponseSchema,
  riderParamsSchema,
  riderResultSchema,
  ridersResponseSchema,
} from './results-hub.schemas.ts';

/** An unknown event, an event without timing, or (for a rider) a bib nobody holds in its results. */
const notFound = [e.notFound, e.timingNotConfigured];
/** Public reads share one budget per address with the live results (RESULTS_LIMIT_PER_MINUTE). */
const limited = [e.tooManyRequests];
/** Too many diplomas and share cards waiting to be drawn: asked again after Retry-After. */
const busy = [e.unavailable];

/**
 * After the race (docs/product-choices.md, 'After the race'): the editions with results, the riders of one (search), a rider's own result
 * with its diploma and share card, the podium and the finish-line screen. Public answers carry name,
 * category, group and times only (D15); the podium's spreadsheet is the organiser's.
 */
export const resultsHubContract = {
  editions: defineEndpoint({
    method: 'GET',
    path: '/results',
    access: 'public',
    responses: { 200: editionsResponseSchema },
    errors: { 429: limited },
  }),
  riders: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId/riders',
    access: 'public',
    params: eventIdParamsSchema,
    responses: { 200: ridersResponseSchema },
    errors: { 404: notFound, 429: limited },
  }),
  rider: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId/riders/:dorsal',
    access: 'public',
    params: riderParamsSchema,
    responses: { 200: riderResultSchema },
    errors: { 404: notFound, 429: limited },
  }),
  /** A PDF; 404 until the rider completed the race. Files are drawn on request: 30 per address and minute. */
  diploma: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId/riders/:dorsal/diploma.pdf',
    access: 'public',
    params: riderParamsSchema,
    responses: { 200: z.unknown() },
    errors: { 404: notFound, 429: limited, 503: busy },
  }),
  /** The 1080×1080 PNG that link previews show; 404 until the rider completed the race. */
  card: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId/riders/:dorsal/card.png',
    access: 'public',
    params: riderParamsSchema,
    responses: { 200: z.unknown() },
    errors: { 404: notFound, 429: limited, 503: busy },
  }),
  podium: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId/podium',
    access: 'public',
    params: eventIdParamsSchema,
    query: podiumQuerySchema,
    responses: { 200: podiumResponseSchema },
    errors: { 404: notFound, 429: limited },
  }),
  /** An xlsx file (Content-Disposition names it). */
  podiumExport: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId/podium/export',
    access: 'admin',
    params: eventIdParamsSchema,
    query: podiumQuerySchema,
    responses: { 200: z.unknown() },
    errors: { 404: notFound },
  }),
  finishLine: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId/finish-line',
    access: 'public',
    params: eventIdParamsSchema,
    responses: { 200: finishLineResponseSchema },
    errors: { 404: notFound, 429: limited },
  }),
};
