import { constants as zlibConstants } from 'node:zlib';
import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { forgetExpiredHits } from './db/rate-limits.repository.ts';
import { databaseRateLimitStore } from './lib/database-rate-limit-store.ts';
import { lazyChildLoggerFactory } from './lib/lazy-child-logger.ts';
import { serializeRequest } from './lib/request-log.ts';
import { createResponseSerializerCompiler, type ResponseSerializerMode } from './lib/response-serializer.ts';
import { adminsRoutes } from './modules/admins/admins.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { championshipsRoutes } from './modules/championships/championships.routes.ts';
import { checkInRoutes } from './modules/check-in/check-in.routes.ts';
import { courseControlsRoutes } from './modules/course-controls/course-controls.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { pastResultsRoutes } from './modules/imports/past-results.routes.ts';
import { inscriptionsRoutes } from './modules/inscriptions/inscriptions.routes.ts';
import { promoteWaiting } from './modules/inscriptions/waiting-promotion.service.ts';
import { eventMailsRoutes } from './modules/mail/event-mails.routes.ts';
import { smtpTransport } from './modules/mail/mail-transport.ts';
import { attachMailer, type Mailer } from './modules/mail/mailer.service.ts';
import type { OutboxWaker } from './modules/mail/outbox.service.ts';
import { startOutboxWorker } from './modules/mail/outbox-worker.ts';
import { startResultsMailSweep } from './modules/mail/results-mails.service.ts';
import { runnerMailsRoutes } from './modules/mail/runner-mails.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { racesRoutes } from './modules/races/races.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { resultsRoutes } from './modules/results/results.routes.ts';
import { resultsHubRoutes } from './modules/results/results-hub.routes.ts';
import { registerRiderPageMeta } from './modules/results/rider-page-meta.ts';
import { runnersRoutes } from './modules/runners/runners.routes.ts';
import { timingRoutes } from './modules/timing/timing.routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { cacheHeadersPlugin } from './plugins/cache-headers.ts';
import { installErrorHandler, refuseNulCharacters } from './plugins/error-handler.ts';
import { isInternalRequest } from './plugins/landing-data.ts';
import { longLivedStreamsPlugin } from './plugins/long-lived-streams.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { publicBytesPlugin } from './plugins/public-bytes.ts';
import { readerCookiePlugin } from './plugins/public-reads-limit.ts';
import { resultsInputsPlugin } from './plugins/results-inputs.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The outbox's worker in this process; null when email is off (no SMTP_URL). */
    outbox: OutboxWaker | null;
    /** What a service needs to write a message (links' address, the worker to wake); null when email is off. */
    mailer: Mailer | null;
  }
}

/** 1 MiB: far above any form of the product, far below what could hurt the server. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  logger?: boolean;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /**
   * How answers are written: 'fast' (fast-json-stringify), 'zod' (zod encodes each answer, as before), or
   * 'verify' (both, failing on any difference in content: the test suites run with it).
   */
  responseSerializer?: ResponseSerializerMode;
}

export async function buildApp({
  config,
  db,
  logger = true,
  logStream,
  responseSerializer = 'fast',
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients are cut: a request must arrive whole within requestTimeout, and a connection may stay
    // silent at most connectionTimeout (live-results streams excepted, see plugins/long-lived-streams.ts).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // Node looks for requests over their time every 30 s by default: a quarter of the limit keeps the cut near it.
    // headersTimeout no larger than requestTimeout: if it is (Node's default is 60 s), Node swaps the two, and a
    // request whose headers have arrived gets the larger one to send its body.
    http: {
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))),
      headersTimeout: config.requestTimeoutMs,
    },
    // A hop count as the function Fastify makes of one (its types take no number): the nearest n hops.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    logController: new LogController({ disableRequestLogging: isInternalRequest }),
    ...(logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          // Request logs carry method, path and status; never bodies, query strings, tokens or passwords.
          serializers: { req: serializeRequest },
          redact: [
            'req.headers.authorization',
            'req.headers.cookie',
            '*.password',
            '*.currentPassword',
            '*.newPassword',
            '*.token',
          ],
        }
      : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify from each route's zod response schema (inputs stay with zod).
  app.setSerializerCompiler(createResponseSerializerCompiler(responseSerializer));
  app.decorate('config', config);
  app.decorate('db', db);
  // Email over SMTP is sent by a worker from the outbox, never inside a request (decision 017).
  const outbox = config.mail
    ? startOutboxWorker({ db: db.db, transport: smtpTransport(config.mail), mail: config.mail, log: app.log })
    : null;
  app.decorate('outbox', outbox);
  const mailer = outbox && config.publicUrl ? { publicUrl: config.publicUrl, outbox } : null;
  app.decorate('mailer', mailer);
  if (mailer) attachMailer(db.db, mailer);
  // 'Resultados publicados' once a distance's results are final (decision 017): looked for every few minutes.
  const resultsSweep = mailer ? startResultsMailSweep({ db: db.db, mailer, log: app.log }) : null;
  app.addHook('onClose', async () => {
    await resultsSweep?.stop();
    await outbox?.stop();
  });

  installErrorHandler(app);
  refuseNulCharacters(app);
  securityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: errorCodes.tooManyRequests,
      message: messages.tooManyRequests,
    }),
  });
  // Windows that are over are forgotten every minute: client addresses stay no longer than their limit needs.
  const forgetHits = setInterval(() => {
    forgetExpiredHits(db.db).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit cleanup failed'));
  }, 60_000);
  forgetHits.unref();
  app.addHook('onClose', async () => clearInterval(forgetHits));
  await app.register(accessPlugin);
  await app.register(cacheHeadersPlugin);
  await app.register(publicBytesPlugin);
  await app.register(readerCookiePlugin);
  await app.register(resultsInputsPlugin);
  await app.register(longLivedStreamsPlugin);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // API answers only: the web app's files are precompressed at build time (see plugins/web-app.ts).
      // The SSE stream is hijacked, so it never passes through here; spreadsheets are zip files already.
      await api.register(compress, {
        globalDecompression: false,
        encodings: ['br', 'gzip'],
        threshold: 1024,
        // Cheap enough for every request on a small server; most of the gain of the top levels.
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      api.get('/docs', {
        config: { access: 'public' },
        schema: { hide: true },
        handler: async () => app.swagger(),
      });
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(runnerMailsRoutes);
      await api.register(eventMailsRoutes);
      await api.register(runnersRoutes);
      await api.register(adminsRoutes);
      await api.register(placesRoutes, { fillWaiting: promoteWaiting });
      await api.register(inscriptionsRoutes);
      await api.register(reportsRoutes);
      await api.register(timingRoutes);
      await api.register(courseControlsRoutes);
      await api.register(resultsRoutes);
      await api.register(resultsHubRoutes);
      await api.register(eventsRoutes);
      await api.register(racesRoutes);
      await api.register(checkInRoutes);
      await api.register(dashboardRoutes);
      await api.register(championshipsRoutes);
      await api.register(importsRoutes);
      await api.register(pastResultsRoutes);
    },
    { prefix: '/api' },
  );

  await registerRiderPageMeta(app, config.webDist);
  await registerWebApp(app, config.webDist);
  return app;
}
