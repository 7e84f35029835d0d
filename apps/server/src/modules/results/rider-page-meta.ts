import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESULT_STATUS_LABELS } from '@carreras/domain/results/result-status';
import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isEventActive } from '../../plugins/event-visibility.ts';
import { publicReadsLimit } from '../../plugins/public-reads-limit.ts';
import { resultsHubOf } from './results-hub.routes.ts';
import { riderResult } from './results-hub.service.ts';
import { CARD_SIZE } from './share-card.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Open Graph and Twitter tags of a rider's page: a shared link shows the share card, name and time. The page's
 * address and its image are absolute, so they are written only from the configured public address (PUBLIC_URL),
 * never from the request's Host header, which the client writes; without one they are left out.
 */
export function riderMetaTags(result: RiderResult, publicUrl: string | null): string {
  const title = `${result.runnerName} · ${result.eventName}`;
  const description =
    result.status === 'COMPLETED' && result.finalTime !== null
      ? `${result.distance} km en ${formatElapsed(result.finalTime)}` +
        (result.category.position === null ? '' : ` · ${result.category.position}º en ${result.categoryName}`) +
        (result.overall.position === null ? '' : ` · ${result.overall.position}º en la general`)
      : `${result.distance} km · ${result.categoryName} · ${RESULT_STATUS_LABELS[result.status]}`;
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:title', title],
    ['og:description', description],
  ];
  if (publicUrl !== null) tags.push(['og:url', `${publicUrl}/resultados/${result.eventId}/${result.dorsal}`]);
  const image = result.status === 'COMPLETED' && publicUrl !== null;
  if (image) {
    tags.push(
      ['og:image', `${publicUrl}/api/results/${result.eventId}/riders/${result.dorsal}/card.png`],
      ['og:image:type', 'image/png'],
      ['og:image:width', String(CARD_SIZE)],
      ['og:image:height', String(CARD_SIZE)],
      ['og:image:alt', `${title}: ${description}`],
    );
  }
  const meta = tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`);
  const card = image ? 'summary_large_image' : 'summary';
  meta.push(
    `<meta name="twitter:card" content="${card}">`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  );
  return meta.join('');
}

/**
 * A rider's page (`/resultados/{eventId}/{dorsal}`) is the web app like any other, but served with its
 * Open Graph tags in the HTML: WhatsApp, Facebook and X read them without running the JavaScript. Other
 * paths of that shape (the podium, the finish-line screen) and unknown riders get the plain page.
 *
 * Reading a rider's result for the tags is a public results read: every page of that shape counts in the
 * per-address budget of the live results and the hub (RESULTS_LIMIT_PER_MINUTE), and beyond it answers 429
 * with the plain page (the app then says why as its own reads are refused) without reading anything.
 */
export async function registerRiderPageMeta(app: FastifyInstance, webDist: string): Promise<void> {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return;
  const template = readFileSync(file, 'utf8');
  await app.register(async (page) => {
    await page.register(rateLimit, publicReadsLimit(app));
    page.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      return reply.code(429).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(template);
    });
    page.get<{ Params: { eventId: string; dorsal: string } }>('/resultados/:eventId/:dorsal', {
      config: { access: 'public' },
      handler: async (request, reply) => {
        const { eventId, dorsal } = request.params;
        let tags = '';
        // An inactive event is not published: its riders get the plain page, as an unknown event's do.
        const riderPath = /^[1-9]\d{0,8}$/.test(eventId) && /^[1-9]\d{0,8}$/.test(dorsal);
        if (riderPath && (await isEventActive(app, Number(eventId)))) {
          try {
            const result = riderResult(await resultsHubOf(app).snapshot(Number(eventId)), Number(dorsal));
            tags = riderMetaTags(result, app.config.publicUrl);
          } catch {
            // Unknown event or bib: the web app shows its own message.
          }
        }
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(tags ? template.replace('</head>', `${tags}</head>`) : template);
      },
    });
  });
}
