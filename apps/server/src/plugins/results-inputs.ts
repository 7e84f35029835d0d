import fp from 'fastify-plugin';
import { liveUpdates } from '../lib/live-updates.ts';

/**
 * Writes that cannot change any result: timing publishes its own changes precisely (bib by bib), and signing
 * in, out or up touches no inscription.
 */
const NOT_RESULTS_INPUTS = /^\/api\/(timing|timing-config|auth\/(login|logout|logout-all|register))(\/|$)/;

/**
 * Results are also computed from what is written outside timing: a rider's name, sex or birth date, an
 * inscription's bib, category or status, an event's date. Every other successful write tells every process
 * that its kept results may be out of date (`publishResultsInputs`), so the results caches can keep a snapshot
 * for as long as nothing changes instead of computing it again every few seconds under a crowd.
 */
export const resultsInputsPlugin = fp(async (app) => {
  const live = liveUpdates(app);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '';
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      route.startsWith('/api/') &&
      !NOT_RESULTS_INPUTS.test(route)
    ) {
      live.publishResultsInputs().catch((error: unknown) => app.log.warn({ err: error }, 'results change not sent'));
    }
    done();
  });
});
