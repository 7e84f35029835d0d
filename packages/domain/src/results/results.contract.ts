import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { eventIdParamsSchema } from '../timing/timing.schemas.ts';
import { z } from '../zod.ts';
import {
  resultsExportQuerySchema,
  resultsQuerySchema,
  resultsResponseSchema,
  resultsStreamQuerySchema,
} from './results.schemas.ts';

/** Results of an event: the public live read, its Server-Sent Events stream and the admin's spreadsheet. */
export const resultsContract = {
  /** Public (D15): name, category and times only. Reads are limited per address. */
  live: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId',
    access: 'public',
    params: eventIdParamsSchema,
    query: resultsQuerySchema,
    responses: { 200: resultsResponseSchema },
    errors: { 404: [e.notFound, e.timingNotConfigured], 429: [e.tooManyRequests] },
  }),
  /**
   * `text/event-stream`: a `results` event per snapshot, the first one left out (an `unchanged` event instead)
   * when `version` is the current one, and a `heartbeat` event every 15 s; gzip-encoded for a client that accepts
   * it. With `deltas=1`, each change after the first snapshot is a `delta` event instead: a ResultsDelta
   * (results-delta.ts) plus `seq` (1, 2, 3 … on this stream), or a whole `results` event when no delta fits what
   * the client holds. 429 beyond the address's read budget (a connection counts once) and 503 when the server is full.
   */
  stream: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId/stream',
    access: 'public',
    params: eventIdParamsSchema,
    query: resultsStreamQuerySchema,
    responses: { 200: z.unknown() },
    errors: { 404: [e.notFound, e.timingNotConfigured], 429: [e.tooManyRequests], 503: [e.unavailable] },
  }),
  /** An xlsx file (Content-Disposition names it). */
  export: defineEndpoint({
    method: 'GET',
    path: '/results/:eventId/export',
    access: 'admin',
    params: eventIdParamsSchema,
    query: resultsExportQuerySchema,
    responses: { 200: z.unknown() },
    errors: { 404: [e.notFound, e.timingNotConfigured] },
  }),
};
