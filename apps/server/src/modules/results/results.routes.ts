import { todayInOrganiserZone } from '@carreras/domain/dates';
import { apiErrorSchema } from '@carreras/domain/errors';
import {
  resultsExportQuerySchema,
  resultsQuerySchema,
  resultsResponseSchema,
} from '@carreras/domain/results/results.schemas';
import { eventIdParamsSchema } from '@carreras/domain/timing/timing.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveUpdates } from '../../lib/live-updates.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { computeResults } from './results.service.ts';
import { createResultsCache } from './results-cache.ts';
import { resultSheets } from './results-sheets.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
export const HEARTBEAT_MS = 15_000;

export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const live = liveUpdates(app);
  const cache = createResultsCache(live);
  const cachedResults = (eventId: number, query: { distance?: number; group?: number }) =>
    cache.get(eventId, query, () => computeResults(db, eventId, query));
  const openStreams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of openStreams) end();
    cache.close();
  });

  // Public: live results show name, category and times only (no DNI, contact or health data).
  app.get('/results/:eventId', {
    config: { access: 'public' },
    schema: {
      params: eventIdParamsSchema,
      querystring: resultsQuerySchema,
      response: { 200: resultsResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const json = await cachedResults(request.params.eventId, request.query);
      // Already validated and serialized by the cache: send the text as it is.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(json as never);
    },
  });

  app.get('/results/:eventId/export', {
    config: { access: 'admin' },
    schema: {
      params: eventIdParamsSchema,
      querystring: resultsExportQuerySchema,
      response: { 200: z.unknown(), ...errors },
    },
    handler: async (request, reply) => {
      const results = await computeResults(db, request.params.eventId, request.query);
      const group = results.groups.find((g) => g.id === request.query.group)?.name;
      const fileName = `resultados_${results.distance}km${group ? `_${group}` : ''}_${todayInOrganiserZone()}.xlsx`;
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(fileName))
        .header('cache-control', 'no-store')
        .send(streamXlsx(resultSheets(results)));
    },
  });

  /**
   * Server-Sent Events: a `results` event with a fresh snapshot on connect and after every stored
   * record or correction of the event (bursts coalesced), and a comment every 15 s to keep proxies open.
   */
  app.get('/results/:eventId/stream', {
    config: { access: 'public' },
    schema: { params: eventIdParamsSchema, querystring: resultsQuerySchema, response: { 200: z.unknown(), ...errors } },
    handler: async (request, reply) => {
      const { eventId } = request.params;
      const first = await cachedResults(eventId, request.query);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (json: string) => raw.write(`event: results\ndata: ${json}\n\n`);
      send(first);
      let pending = false;
      let closed = false;
      const refresh = () => {
        if (pending || closed) return;
        pending = true;
        setTimeout(() => {
          pending = false;
          if (closed) return;
          cachedResults(eventId, request.query)
            .then(send)
            .catch(() => raw.write('event: changed\ndata: {}\n\n'));
        }, 100);
      };
      const unsubscribe = live.subscribe(eventId, refresh);
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const stop = () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(end);
      };
      const end = () => {
        stop();
        raw.end();
      };
      openStreams.add(end);
      request.raw.on('close', stop);
    },
  });
};
