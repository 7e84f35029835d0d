import { errorCodes } from '@carreras/domain/error-codes';
import { OUT_OF_RACE_STATUSES, RESULT_STATUS_LABELS } from '@carreras/domain/results/result-status';
import { resultsHubContract as api } from '@carreras/domain/results/results-hub.contract';
import { PODIUM_SIZE_DEFAULT } from '@carreras/domain/results/results-hub.limits';
import { resultsHubMessages as m } from '@carreras/domain/results/results-hub.messages';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { perAddressLimit, publicReadsLimit } from '../../plugins/public-reads-limit.ts';
import { podiumSheets } from './podium-sheet.ts';
import type { RenderKind } from './render-pool.ts';
import { RenderQueueFullError } from './render-queue.ts';
import { resultsCache } from './results-cache.ts';
import {
  createResultsHub,
  finishLineOf,
  podiumOf,
  type ResultsHub,
  type RiderPlaces,
  riderPlaces,
  riderResult,
  ridersOf,
} from './results-hub.service.ts';
import { openRiderFiles, RENDER_RETRY_AFTER_SECONDS } from './rider-files.ts';

/** Diplomas and share cards per address and minute: each may cost a render, so fewer than plain reads. */
export const FILES_PER_MINUTE = 30;
/** A finished rider's files change only with a correction: a minute in a browser or proxy is harmless. */
const FILE_CACHE = 'public, max-age=60';

/**
 * The app's results hub: its snapshots live in the results cache (registered by the results routes), and
 * serve the API and the rider page's link preview alike.
 */
export function resultsHubOf(app: FastifyInstance): ResultsHub {
  return createResultsHub(app.db.db, resultsCache(app));
}

/**
 * After the race (docs/product-choices.md, 'After the race'): editions with results, the riders of one (search), a rider's own result,
 * the podium and the finish-line screen. Public routes carry name, category, group and times only.
 */
export const resultsHubRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = resultsHubOf(app);
  const riderFiles = openRiderFiles(app);

  await app.register(async (reads) => {
    // Public reads: one budget per address with the live results.
    await reads.register(rateLimit, publicReadsLimit(app));
    route(reads, api.editions, async () => hub.editions());
    route(reads, api.riders, async (request) => ridersOf(await hub.snapshot(request.params.eventId)));
    route(reads, api.rider, async (request) =>
      riderResult(await hub.snapshot(request.params.eventId), request.params.dorsal),
    );
    route(reads, api.podium, async (request) =>
      podiumOf(await hub.snapshot(request.params.eventId), request.query.size ?? PODIUM_SIZE_DEFAULT),
    );
    route(reads, api.finishLine, async (request) => finishLineOf(await hub.snapshot(request.params.eventId)));
  });

  await app.register(async (files) => {
    await files.register(rateLimit, perAddressLimit(FILES_PER_MINUTE));
    /**
     * The result of a rider who completed the race, provisional while their distance's results are not final
     * (a finisher may want the card at once; places may still change), or the 404 that says why the file is
     * not there: not yet (still racing), or never (out of the race, with their status).
     */
    const finisher = async (eventId: number, dorsal: number, notYet: string, never: (status: string) => string) => {
      const snapshot = await hub.snapshot(eventId);
      const places = riderPlaces(snapshot, dorsal);
      const distance = snapshot.distances.find((d) => d.distance === places.distance);
      const result = { ...places, provisional: !distance?.finished };
      if (result.status === 'COMPLETED') return result;
      throw notFound(OUT_OF_RACE_STATUSES.has(result.status) ? never(RESULT_STATUS_LABELS[result.status]) : notYet);
    };
    /** The rider's file, or a 503 with Retry-After while too many renders wait (answered, never crashed). */
    const file = async (kind: RenderKind, result: RiderPlaces & { provisional: boolean }, reply: FastifyReply) => {
      try {
        return await riderFiles.file(kind, result);
      } catch (error) {
        if (!(error instanceof RenderQueueFullError)) throw error;
        reply
          .status(503)
          .header('retry-after', String(RENDER_RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .send({ error: errorCodes.unavailable, message: m.filesBusy });
        return null;
      }
    };

    route(files, api.diploma, async (request, reply) => {
      const { eventId, dorsal } = request.params;
      const result = await finisher(eventId, dorsal, m.diplomaNotReady, m.noDiploma);
      const pdf = await file('diploma', result, reply);
      if (pdf === null) return reply;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(`diploma_${result.runnerName}_${result.eventDate}.pdf`))
        .header('cache-control', FILE_CACHE)
        .send(pdf);
    });

    route(files, api.card, async (request, reply) => {
      const { eventId, dorsal } = request.params;
      const png = await file('card', await finisher(eventId, dorsal, m.shareCardNotReady, m.noShareCard), reply);
      if (png === null) return reply;
      return reply.header('content-type', 'image/png').header('cache-control', FILE_CACHE).send(png);
    });
  });

  route(app, api.podiumExport, async (request, reply) => {
    const podium = podiumOf(await hub.snapshot(request.params.eventId), request.query.size ?? PODIUM_SIZE_DEFAULT);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(`podio_${podium.eventDate}.xlsx`))
      .header('cache-control', 'no-store')
      .send(streamXlsx(podiumSheets(podium)));
  });
};
