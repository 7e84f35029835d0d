import { apiErrorSchema } from '@carreras/domain/errors';
import { resultsHubMessages as m } from '@carreras/domain/results/results-hub.messages';
import {
  editionsResponseSchema,
  finishLineResponseSchema,
  PODIUM_SIZE_DEFAULT,
  podiumQuerySchema,
  podiumResponseSchema,
  riderParamsSchema,
  riderResultSchema,
  ridersResponseSchema,
} from '@carreras/domain/results/results-hub.schemas';
import { eventIdParamsSchema } from '@carreras/domain/timing/timing.schemas';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, tooManyRequests } from '../../lib/app-error.ts';
import { liveUpdates } from '../../lib/live-updates.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { renderDiploma } from './diploma.ts';
import { podiumSheets } from './podium-sheet.ts';
import {
  createResultsHub,
  finishLineOf,
  podiumOf,
  type ResultsHub,
  riderResult,
  ridersOf,
} from './results-hub.service.ts';
import { renderShareCard } from './share-card.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const limited = { ...errors, 429: apiErrorSchema };

/** Addresses whose read counts are kept at once (least recent forgotten first). */
const RATE_LIMIT_ADDRESSES = 10_000;
/** Diplomas and share cards per address and minute: each is drawn on request, so fewer than plain reads. */
export const FILES_PER_MINUTE = 30;
/** A finished rider's files change only with a correction: a minute in a browser or proxy is harmless. */
const FILE_CACHE = 'public, max-age=60';

/**
 * After the race (issue 16): editions with results, the riders of one (search), a rider's own result,
 * the podium and the finish-line screen. Public routes carry name, category, group and times only.
 */
const hubs = new WeakMap<object, ResultsHub>();

/** The app's one results hub (its snapshots serve the API and the rider page's link preview alike). */
export function resultsHubOf(app: FastifyInstance): ResultsHub {
  let hub = hubs.get(app.db);
  if (!hub) {
    hub = createResultsHub(app.db.db, liveUpdates(app));
    hubs.set(app.db, hub);
  }
  return hub;
}

export const resultsHubRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = resultsHubOf(app);
  app.addHook('onClose', async () => {
    hub.close();
    hubs.delete(app.db);
  });

  await app.register(async (scope) => {
    const reads = scope.withTypeProvider<ZodTypeProvider>();
    // Public reads, limited per address in this process's memory (as the live results are).
    await reads.register(rateLimit, {
      global: true,
      max: app.config.resultsLimitPerMinute,
      timeWindow: '1 minute',
      cache: RATE_LIMIT_ADDRESSES,
      errorResponseBuilder: () => tooManyRequests(),
    });

    reads.get('/results', {
      config: { access: 'public' },
      schema: { response: { 200: editionsResponseSchema, 429: apiErrorSchema } },
      handler: async () => hub.editions(),
    });

    reads.get('/results/:eventId/riders', {
      config: { access: 'public' },
      schema: { params: eventIdParamsSchema, response: { 200: ridersResponseSchema, ...limited } },
      handler: async (request) => ridersOf(await hub.snapshot(request.params.eventId)),
    });

    reads.get('/results/:eventId/riders/:dorsal', {
      config: { access: 'public' },
      schema: { params: riderParamsSchema, response: { 200: riderResultSchema, ...limited } },
      handler: async (request) => riderResult(await hub.snapshot(request.params.eventId), request.params.dorsal),
    });

    reads.get('/results/:eventId/podium', {
      config: { access: 'public' },
      schema: {
        params: eventIdParamsSchema,
        querystring: podiumQuerySchema,
        response: { 200: podiumResponseSchema, ...limited },
      },
      handler: async (request) =>
        podiumOf(await hub.snapshot(request.params.eventId), request.query.size ?? PODIUM_SIZE_DEFAULT),
    });

    reads.get('/results/:eventId/finish-line', {
      config: { access: 'public' },
      schema: { params: eventIdParamsSchema, response: { 200: finishLineResponseSchema, ...limited } },
      handler: async (request) => finishLineOf(await hub.snapshot(request.params.eventId)),
    });
  });

  await app.register(async (scope) => {
    const files = scope.withTypeProvider<ZodTypeProvider>();
    await files.register(rateLimit, {
      global: true,
      max: FILES_PER_MINUTE,
      timeWindow: '1 minute',
      cache: RATE_LIMIT_ADDRESSES,
      errorResponseBuilder: () => tooManyRequests(),
    });
    /** The result of a rider who completed the race, or the 404 that says the file is not there yet. */
    const finisher = async (eventId: number, dorsal: number, message: string) => {
      const result = riderResult(await hub.snapshot(eventId), dorsal);
      if (result.status !== 'COMPLETED') throw notFound(message);
      return result;
    };

    files.get('/results/:eventId/riders/:dorsal/diploma.pdf', {
      config: { access: 'public' },
      schema: { params: riderParamsSchema, response: { 200: z.unknown(), ...limited } },
      handler: async (request, reply) => {
        const { eventId, dorsal } = request.params;
        const result = await finisher(eventId, dorsal, m.diplomaNotReady);
        const pdf = await renderDiploma(result);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentHeader(`diploma_${result.runnerName}_${result.eventDate}.pdf`))
          .header('cache-control', FILE_CACHE)
          .send(pdf);
      },
    });

    files.get('/results/:eventId/riders/:dorsal/card.png', {
      config: { access: 'public' },
      schema: { params: riderParamsSchema, response: { 200: z.unknown(), ...limited } },
      handler: async (request, reply) => {
        const { eventId, dorsal } = request.params;
        const png = await renderShareCard(await finisher(eventId, dorsal, m.shareCardNotReady));
        return reply.header('content-type', 'image/png').header('cache-control', FILE_CACHE).send(png);
      },
    });
  });

  app.get('/results/:eventId/podium/export', {
    config: { access: 'admin' },
    schema: {
      params: eventIdParamsSchema,
      querystring: podiumQuerySchema,
      response: { 200: z.unknown(), ...errors },
    },
    handler: async (request, reply) => {
      const podium = podiumOf(await hub.snapshot(request.params.eventId), request.query.size ?? PODIUM_SIZE_DEFAULT);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(`podio_${podium.eventDate}.xlsx`))
        .header('cache-control', 'no-store')
        .send(streamXlsx(podiumSheets(podium)));
    },
  });
};
