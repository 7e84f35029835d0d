import { championshipsContract as api } from '@carreras/domain/championships/championships.contract';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { publicReadsLimit } from '../../plugins/public-reads-limit.ts';
import { renderAwardsSheet } from './awards-sheet.ts';
import { standingsSheets } from './championship-sheets.ts';
import {
  championshipStandings,
  createChampionship,
  deleteChampionship,
  getChampionship,
  listAllChampionships,
  listChampionships,
  publishedStandings,
  setChampionshipEvents,
  setChampionshipPublished,
  setChampionshipScoring,
  standingsOfRunner,
  updateChampionship,
} from './championships.service.ts';

/** Championships: public list and standings, the administrator's writes and spreadsheet. */
export const championshipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  await app.register(async (reads) => {
    // Public reads: one budget per address with the live results and the results hub.
    await reads.register(rateLimit, publicReadsLimit(app));
    route(reads, api.list, async () => listChampionships(db));
    route(reads, api.standings, async (request) => publishedStandings(db, request.params.id));
    route(reads, api.ofRunner, async (request) => standingsOfRunner(db, request.params.runnerId));
  });
  route(app, api.adminList, async () => listAllChampionships(db));
  route(app, api.adminStandings, async (request) => championshipStandings(db, request.params.id));
  route(app, api.publish, async (request) =>
    setChampionshipPublished(db, requireAdmin(request).id, request.params.id, request.body.publicado),
  );
  route(app, api.get, async (request) => getChampionship(db, request.params.id));
  route(app, api.create, async (request, reply) =>
    reply.status(201).send(await createChampionship(db, requireAdmin(request).id, request.body)),
  );
  route(app, api.update, async (request) =>
    updateChampionship(db, requireAdmin(request).id, request.params.id, request.body),
  );
  route(app, api.delete, async (request, reply) => {
    await deleteChampionship(db, requireAdmin(request).id, request.params.id);
    return reply.status(204).send(null);
  });
  route(app, api.setEvents, async (request) =>
    setChampionshipEvents(db, requireAdmin(request).id, request.params.id, request.body.eventIds),
  );
  route(app, api.setScoring, async (request) =>
    setChampionshipScoring(db, requireAdmin(request).id, request.params.id, request.body),
  );
  route(app, api.export, async (request, reply) => {
    const standings = await championshipStandings(db, request.params.id);
    const fileName = `campeonato_${standings.championship.nombre}_${standings.championship.anio}_${todayInOrganiserZone()}.xlsx`;
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'no-store')
      .send(streamXlsx(standingsSheets(standings)));
  });
  route(app, api.awards, async (request, reply) => {
    const standings = await championshipStandings(db, request.params.id);
    const fileName = `premiacion_${standings.championship.nombre}_${standings.championship.anio}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'no-store')
      .send(await renderAwardsSheet(standings));
  });
};
