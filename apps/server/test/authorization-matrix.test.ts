import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './fixtures.ts';
import {
  bearer,
  createTestApp,
  loginAdmin,
  nextAddress,
  registerRunner,
  runnerPayload,
  type TestApp,
} from './test-app.ts';

/**
 * Every API route called as anonymous, runner A, runner B, admin and super_admin, on A's resources.
 * "Allowed" means the answer is neither 401 nor 403. The route list comes from the server itself, so a
 * new route without a row here fails this test.
 */
type Actor = 'anonymous' | 'runnerA' | 'runnerB' | 'admin' | 'superAdmin';
const ACTORS: Actor[] = ['anonymous', 'runnerB', 'runnerA', 'admin', 'superAdmin'];

interface Context {
  eventId: number;
  runnerA: { id: number; token: string; dni: string; password: string };
  runnerB: { id: number; token: string };
  inscriptionA: number;
  adminId: number;
  /** Runner A's place on the waiting list of the event (docs/product-choices.md, 'Before the race'). */
  waitingA: number;
}

interface Row {
  path: (c: Context) => string;
  body?: (c: Context) => unknown;
  allowed: Actor[];
  /** Build a fresh context for every call (the call changes or consumes what it touches). */
  fresh?: boolean;
  /** The call ends the caller's session: admins sign in again after it. */
  signsOut?: boolean;
}

const everyone: Actor[] = ['anonymous', 'runnerA', 'runnerB', 'admin', 'superAdmin'];
const admins: Actor[] = ['admin', 'superAdmin'];
const ownerAndAdmins: Actor[] = ['runnerA', 'admin', 'superAdmin'];
const runners: Actor[] = ['runnerA', 'runnerB'];
const signedIn: Actor[] = ['runnerA', 'runnerB', 'admin', 'superAdmin'];

const profile = () => {
  const { dni: _d, password: _p, ...data } = runnerPayload();
  return data;
};

const MATRIX: Record<string, Row> = {
  'GET /api/health': { path: () => '/api/health', allowed: everyone },
  'POST /api/auth/register': { path: () => '/api/auth/register', body: () => runnerPayload(), allowed: everyone },
  'POST /api/auth/login': {
    path: () => '/api/auth/login',
    body: (c) => ({ dni: c.runnerA.dni, password: c.runnerA.password, type: 'runner' }),
    allowed: everyone,
  },
  'GET /api/auth/password-reset': { path: () => '/api/auth/password-reset', allowed: everyone },
  'POST /api/auth/password-reset': {
    path: () => '/api/auth/password-reset',
    body: (c) => ({ dni: c.runnerA.dni }),
    allowed: everyone,
  },
  'POST /api/auth/password-reset/confirm': {
    path: () => '/api/auth/password-reset/confirm',
    body: () => ({ token: 'un-enlace-inexistente', newPassword: 'clave-nueva' }),
    allowed: everyone,
  },
  'POST /api/auth/logout': {
    path: () => '/api/auth/logout',
    allowed: signedIn,
    fresh: true,
    signsOut: true,
  },
  'POST /api/auth/logout-all': {
    path: () => '/api/auth/logout-all',
    allowed: signedIn,
    fresh: true,
    signsOut: true,
  },
  'DELETE /api/admin/login-failures/:dni': {
    path: (c) => `/api/admin/login-failures/${c.runnerA.dni}`,
    allowed: ['superAdmin'],
  },
  'GET /api/auth/profile': { path: () => '/api/auth/profile', allowed: runners },
  'GET /api/admin/auth/profile': { path: () => '/api/admin/auth/profile', allowed: admins },
  'POST /api/auth/change-password': {
    path: () => '/api/auth/change-password',
    body: (c) => ({ currentPassword: c.runnerA.password, newPassword: 'otra-clave-1' }),
    allowed: runners,
    fresh: true,
  },
  'GET /api/profile/password-change-count': { path: () => '/api/profile/password-change-count', allowed: runners },
  'PUT /api/runners/:id': { path: (c) => `/api/runners/${c.runnerA.id}`, body: profile, allowed: ownerAndAdmins },
  'GET /api/runners': { path: () => '/api/runners', allowed: admins },
  'GET /api/admin/runners/:id': { path: (c) => `/api/admin/runners/${c.runnerA.id}`, allowed: admins },
  'PUT /api/admin/runners/:id': {
    path: (c) => `/api/admin/runners/${c.runnerA.id}`,
    body: (c) => ({ ...profile(), dni: c.runnerA.dni }),
    allowed: admins,
  },
  'POST /api/admin/create-runner': {
    path: () => '/api/admin/create-runner',
    body: () => runnerPayload(),
    allowed: admins,
  },
  'GET /api/admin/runners/:id/password-change-count': {
    path: (c) => `/api/admin/runners/${c.runnerA.id}/password-change-count`,
    allowed: admins,
  },
  'POST /api/admin/runners/:id/reset-password': {
    path: (c) => `/api/admin/runners/${c.runnerA.id}/reset-password`,
    body: () => ({ password: 'temporal-1' }),
    allowed: admins,
    fresh: true,
  },
  'GET /api/admin/dashboard/stats': { path: () => '/api/admin/dashboard/stats', allowed: admins },
  'GET /api/admin/admins': { path: () => '/api/admin/admins', allowed: ['superAdmin'] },
  'POST /api/admin/admins': {
    path: () => '/api/admin/admins',
    body: () => ({
      dni: String(27_000_000 + Math.floor(Math.random() * 900_000)),
      nombre: 'Nuevo',
      password: 'clave-nueva',
    }),
    allowed: ['superAdmin'],
  },
  'PATCH /api/admin/admins/:id': {
    path: (c) => `/api/admin/admins/${c.adminId}`,
    body: () => ({ activo: true }),
    allowed: ['superAdmin'],
  },
  'POST /api/admin/admins/:id/reset-password': {
    path: (c) => `/api/admin/admins/${c.adminId}/reset-password`,
    body: () => ({ password: 'clave-reset' }),
    allowed: ['superAdmin'],
    fresh: true,
  },
  'GET /api/inscriptions': { path: (c) => `/api/inscriptions?runnerId=${c.runnerA.id}`, allowed: ownerAndAdmins },
  'GET /api/inscriptions/categories-and-distances': {
    path: (c) => `/api/inscriptions/categories-and-distances?eventId=${c.eventId}`,
    allowed: everyone,
  },
  'GET /api/inscriptions/available-categories': {
    path: (c) => `/api/inscriptions/available-categories?runnerId=${c.runnerA.id}&distance=66&eventId=${c.eventId}`,
    allowed: admins,
  },
  'GET /api/inscriptions/:id': { path: (c) => `/api/inscriptions/${c.inscriptionA}`, allowed: ownerAndAdmins },
  'POST /api/inscriptions': {
    path: () => '/api/inscriptions',
    body: (c) => ({ runnerId: c.runnerA.id, eventId: c.eventId, distancia: 66, categoria: 'E-BIKE' }),
    allowed: ownerAndAdmins,
    fresh: true,
  },
  'GET /api/inscriptions/partner-check': {
    path: (c) =>
      `/api/inscriptions/partner-check?eventId=${c.eventId}&distancia=66&categoria=E-BIKE&partnerDni=${c.runnerA.dni}`,
    allowed: runners,
  },
  // Only the invited partner of a pending pair may accept: none of these actors is one.
  'POST /api/inscriptions/:id/accept-pair': {
    path: (c) => `/api/inscriptions/${c.inscriptionA}/accept-pair`,
    allowed: [],
  },
  // The holder may withdraw a pending invitation (here 409: A's inscription has none).
  'POST /api/inscriptions/:id/decline-pair': {
    path: (c) => `/api/inscriptions/${c.inscriptionA}/decline-pair`,
    allowed: ['runnerA'],
  },
  'PATCH /api/inscriptions/:id': {
    path: (c) => `/api/inscriptions/${c.inscriptionA}`,
    body: () => ({ categoria: 'E-BIKE', distancia: 66 }),
    allowed: admins,
  },
  'PATCH /api/inscriptions/:id/confirm-payment': {
    path: (c) => `/api/inscriptions/${c.inscriptionA}/confirm-payment`,
    allowed: admins,
  },
  'PATCH /api/inscriptions/:id/confirm-attendance': {
    path: (c) => `/api/inscriptions/${c.inscriptionA}/confirm-attendance`,
    allowed: admins,
  },
  'PATCH /api/inscriptions/:id/assign-dorsal/:number': {
    path: (c) => `/api/inscriptions/${c.inscriptionA}/assign-dorsal/0`,
    allowed: admins,
  },
  'PATCH /api/inscriptions/:id/revert-status': {
    path: (c) => `/api/inscriptions/${c.inscriptionA}/revert-status`,
    allowed: admins,
  },
  'DELETE /api/inscriptions/:id': { path: (c) => `/api/inscriptions/${c.inscriptionA}`, allowed: admins, fresh: true },
  // Places, waiting list, fees, public list, reminders.
  'GET /api/events/:id/registration': { path: (c) => `/api/events/${c.eventId}/registration`, allowed: everyone },
  'GET /api/registration/contact': { path: () => '/api/registration/contact', allowed: everyone },
  // 404 while the event has not opted in: a public route all the same.
  'GET /api/events/:id/inscriptos': { path: (c) => `/api/events/${c.eventId}/inscriptos`, allowed: everyone },
  'GET /api/admin/events/:id/registration': {
    path: (c) => `/api/admin/events/${c.eventId}/registration`,
    allowed: admins,
  },
  'PUT /api/admin/events/:id/registration': {
    path: (c) => `/api/admin/events/${c.eventId}/registration`,
    body: () => ({
      cupoTotal: null,
      promocionAutomatica: true,
      listaPublica: false,
      pagoEfectivo: true,
      distancias: [],
    }),
    allowed: admins,
  },
  'GET /api/admin/events/:id/reminders': { path: (c) => `/api/admin/events/${c.eventId}/reminders`, allowed: admins },
  'POST /api/waiting-list': {
    path: () => '/api/waiting-list',
    body: (c) => ({ runnerId: c.runnerA.id, eventId: c.eventId, distancia: 66, categoria: 'E-BIKE' }),
    allowed: ownerAndAdmins,
    fresh: true,
  },
  'GET /api/waiting-list': { path: () => '/api/waiting-list', allowed: signedIn },
  'POST /api/waiting-list/:id/promote': {
    path: (c) => `/api/waiting-list/${c.waitingA}/promote`,
    allowed: admins,
    fresh: true,
  },
  'DELETE /api/waiting-list/:id': {
    path: (c) => `/api/waiting-list/${c.waitingA}`,
    allowed: ownerAndAdmins,
    fresh: true,
  },
  'POST /api/inscriptions/:id/report-payment': {
    path: (c) => `/api/inscriptions/${c.inscriptionA}/report-payment`,
    body: () => ({}),
    allowed: ['runnerA'],
    fresh: true,
  },
  'GET /api/admin/inscriptions': { path: (c) => `/api/admin/inscriptions?runnerId=${c.runnerA.id}`, allowed: admins },
  'GET /api/admin/events/:eventId/check-in': {
    path: (c) => `/api/admin/events/${c.eventId}/check-in?q=${c.runnerA.dni}`,
    allowed: admins,
  },
  'GET /api/admin/events/:eventId/next-bib': {
    path: (c) => `/api/admin/events/${c.eventId}/next-bib`,
    allowed: admins,
  },
  'POST /api/admin/inscriptions/:id/next-bib': {
    path: (c) => `/api/admin/inscriptions/${c.inscriptionA}/next-bib`,
    allowed: admins,
    fresh: true,
  },
  'GET /api/admin/runners/:id/mails': {
    path: (c) => `/api/admin/runners/${c.runnerA.id}/mails`,
    allowed: admins,
  },
  // Email is off in the matrix's app: an admin is answered 409, never 401 or 403.
  'POST /api/admin/mails/:id/resend': {
    path: () => '/api/admin/mails/1/resend',
    allowed: admins,
  },
  'GET /api/admin/events/:id/mail-settings': {
    path: (c) => `/api/admin/events/${c.eventId}/mail-settings`,
    allowed: admins,
  },
  'PUT /api/admin/events/:id/mail-settings': {
    path: (c) => `/api/admin/events/${c.eventId}/mail-settings`,
    body: () => ({
      inscriptionReceived: true,
      paymentVerified: true,
      waitingPromoted: true,
      bibAssigned: true,
      resultsPublished: true,
    }),
    allowed: admins,
  },
  'GET /api/admin/events/:id/broadcast': {
    path: (c) => `/api/admin/events/${c.eventId}/broadcast`,
    allowed: admins,
  },
  // Email is off in the matrix's app: an admin is answered 409, never 401 or 403.
  'POST /api/admin/events/:id/broadcast': {
    path: (c) => `/api/admin/events/${c.eventId}/broadcast`,
    body: () => ({ subject: 'Aviso', body: 'Hola' }),
    allowed: admins,
  },
  'GET /api/admin/inscriptions/:id/desk': {
    path: (c) => `/api/admin/inscriptions/${c.inscriptionA}/desk`,
    allowed: admins,
  },
  'POST /api/admin/inscriptions/:id/payments': {
    path: (c) => `/api/admin/inscriptions/${c.inscriptionA}/payments`,
    body: () => ({ metodo: 'efectivo', monto: 1000 }),
    allowed: admins,
    fresh: true,
  },
  // An unknown payment: admins reach the lookup (404), everyone else is refused first.
  'POST /api/admin/payments/:paymentId/void': { path: () => '/api/admin/payments/999999/void', allowed: admins },
  'GET /api/admin/events/:eventId/cash': { path: (c) => `/api/admin/events/${c.eventId}/cash`, allowed: admins },
  'GET /api/admin/events/:eventId/cash/export': {
    path: (c) => `/api/admin/events/${c.eventId}/cash/export`,
    allowed: admins,
  },
  'GET /api/admin/events/:eventId/kit-progress': {
    path: (c) => `/api/admin/events/${c.eventId}/kit-progress`,
    allowed: admins,
  },
  'GET /api/admin/reports/by-distance': { path: () => '/api/admin/reports/by-distance', allowed: admins },
  'GET /api/admin/reports/by-category': { path: () => '/api/admin/reports/by-category', allowed: admins },
  'GET /api/admin/reports/export/:kind': { path: () => '/api/admin/reports/export/corredores', allowed: admins },
  'POST /api/admin/events/:eventId/import/preview': {
    path: (c) => `/api/admin/events/${c.eventId}/import/preview`,
    body: () => ({ archivo: { nombre: 'vacia.csv', contenido: Buffer.from('DNI\n').toString('base64') } }),
    allowed: admins,
  },
  'POST /api/admin/events/:eventId/import': {
    path: (c) => `/api/admin/events/${c.eventId}/import`,
    body: () => ({ archivo: { nombre: 'vacia.csv', contenido: Buffer.from('DNI\n').toString('base64') } }),
    allowed: admins,
  },
  'GET /api/admin/import/template.xlsx': { path: () => '/api/admin/import/template.xlsx', allowed: admins },
  'POST /api/admin/events/:eventId/results-import/preview': {
    path: (c) => `/api/admin/events/${c.eventId}/results-import/preview`,
    body: () => ({ archivo: { nombre: 'vacia.csv', contenido: Buffer.from('DNI\n').toString('base64') } }),
    allowed: admins,
  },
  'POST /api/admin/events/:eventId/results-import': {
    path: (c) => `/api/admin/events/${c.eventId}/results-import`,
    body: () => ({ archivo: { nombre: 'vacia.csv', contenido: Buffer.from('DNI\n').toString('base64') } }),
    allowed: admins,
  },
  'GET /api/admin/events/:eventId/result-entries': {
    path: (c) => `/api/admin/events/${c.eventId}/result-entries`,
    allowed: admins,
  },
  'POST /api/admin/result-entries/:entryId/link': {
    path: () => '/api/admin/result-entries/999999/link',
    body: () => ({ dni: null }),
    allowed: admins,
  },
  'GET /api/admin/championships': { path: () => '/api/admin/championships', allowed: admins },
  'GET /api/admin/championships/:id/standings': {
    path: () => '/api/admin/championships/999999/standings',
    allowed: admins,
  },
  'PUT /api/championships/:id/published': {
    path: () => '/api/championships/999999/published',
    body: () => ({ publicado: true }),
    allowed: admins,
  },
  'GET /api/championships': { path: () => '/api/championships', allowed: everyone },
  'GET /api/championships/:id/standings': { path: () => '/api/championships/999999/standings', allowed: everyone },
  'GET /api/championships/standing-of-runner/:runnerId': {
    path: (c) => `/api/championships/standing-of-runner/${c.runnerA.id}`,
    allowed: everyone,
  },
  'GET /api/championships/:id': { path: () => '/api/championships/999999', allowed: admins },
  'POST /api/championships': {
    path: () => '/api/championships',
    body: () => ({ nombre: 'Campeonato matriz', anio: 2026 }),
    allowed: admins,
  },
  'PUT /api/championships/:id': {
    path: () => '/api/championships/999999',
    body: () => ({ nombre: 'Otro', anio: 2026 }),
    allowed: admins,
  },
  'DELETE /api/championships/:id': { path: () => '/api/championships/999999', allowed: admins },
  'PUT /api/championships/:id/events': {
    path: () => '/api/championships/999999/events',
    body: () => ({ eventIds: [] }),
    allowed: admins,
  },
  'PUT /api/championships/:id/scoring': {
    path: () => '/api/championships/999999/scoring',
    body: () => ({}),
    allowed: admins,
  },
  'GET /api/championships/:id/standings/export': {
    path: () => '/api/championships/999999/standings/export',
    allowed: admins,
  },
  'GET /api/championships/:id/standings/awards.pdf': {
    path: () => '/api/championships/999999/standings/awards.pdf',
    allowed: admins,
  },
  'GET /api/timing-config/:eventId': { path: (c) => `/api/timing-config/${c.eventId}`, allowed: admins },
  'POST /api/timing-config': {
    path: () => '/api/timing-config',
    body: (c) => ({ eventId: c.eventId, config: { '33': { laps: 1, enabled: true } } }),
    allowed: admins,
  },
  'GET /api/timing/:eventId': { path: (c) => `/api/timing/${c.eventId}`, allowed: admins },
  'GET /api/timing/:eventId/start-groups': { path: (c) => `/api/timing/${c.eventId}/start-groups`, allowed: admins },
  'POST /api/timing/:eventId/start-groups': {
    path: (c) => `/api/timing/${c.eventId}/start-groups`,
    body: () => ({ groups: [] }),
    allowed: admins,
  },
  'POST /api/timing/:eventId/start-group': {
    path: (c) => `/api/timing/${c.eventId}/start-group`,
    body: () => ({ groupId: 999_999, startTime: new Date().toISOString() }),
    allowed: admins,
  },
  'GET /api/timing/:eventId/times': { path: (c) => `/api/timing/${c.eventId}/times`, allowed: admins },
  // An unknown event: the stream answers 404 at once instead of staying open.
  'GET /api/timing/:eventId/changes': { path: () => '/api/timing/999999/changes', allowed: admins },
  'GET /api/timing/:eventId/still-out': { path: (c) => `/api/timing/${c.eventId}/still-out`, allowed: admins },
  'GET /api/timing/:eventId/bibs': { path: (c) => `/api/timing/${c.eventId}/bibs`, allowed: admins },
  'GET /api/timing/:eventId/riders/:dorsal': { path: (c) => `/api/timing/${c.eventId}/riders/1`, allowed: admins },
  'POST /api/timing/:eventId/record': {
    path: (c) => `/api/timing/${c.eventId}/record`,
    body: () => ({ clientId: crypto.randomUUID(), dorsal: null, time: 1000, timestamp: Date.now() }),
    allowed: admins,
  },
  'POST /api/timing/:eventId/update-dorsal': {
    path: (c) => `/api/timing/${c.eventId}/update-dorsal`,
    body: () => ({ timeId: 999_999, newDorsal: 5 }),
    allowed: admins,
  },
  'POST /api/timing/:eventId/update-runner-times': {
    path: (c) => `/api/timing/${c.eventId}/update-runner-times`,
    body: () => ({ dorsal: 5, lapTimes: [], penaltyTime: 0 }),
    allowed: admins,
  },
  'POST /api/timing/:eventId/record-mark': {
    path: (c) => `/api/timing/${c.eventId}/record-mark`,
    body: () => ({ timeId: 999_999, mark: 'VOIDED' }),
    allowed: admins,
  },
  'POST /api/timing/:eventId/mark-dns': {
    path: (c) => `/api/timing/${c.eventId}/mark-dns`,
    body: () => ({ groupId: 999_999 }),
    allowed: admins,
  },
  // Controls on the course (decision 019): the organiser's timing points and volunteer links.
  'GET /api/timing/:eventId/controls': { path: (c) => `/api/timing/${c.eventId}/controls`, allowed: admins },
  'POST /api/timing/:eventId/controls': {
    path: (c) => `/api/timing/${c.eventId}/controls`,
    body: () => ({ distancia: 33, name: 'Puesto 1', km: 10, mandatory: true }),
    allowed: admins,
  },
  'PUT /api/timing/:eventId/controls/:pointId': {
    path: (c) => `/api/timing/${c.eventId}/controls/999999`,
    body: () => ({ name: 'Puesto 1', km: 10, mandatory: true }),
    allowed: admins,
  },
  'DELETE /api/timing/:eventId/controls/:pointId': {
    path: (c) => `/api/timing/${c.eventId}/controls/999999`,
    allowed: admins,
  },
  'POST /api/timing/:eventId/controls/reorder': {
    path: (c) => `/api/timing/${c.eventId}/controls/reorder`,
    body: () => ({ distancia: 33, pointIds: [999_999] }),
    allowed: admins,
  },
  'POST /api/timing/:eventId/controls/:pointId/links': {
    path: (c) => `/api/timing/${c.eventId}/controls/999999/links`,
    body: () => ({ label: 'Puesto 1' }),
    allowed: admins,
  },
  'GET /api/timing/:eventId/control-links': { path: (c) => `/api/timing/${c.eventId}/control-links`, allowed: admins },
  'POST /api/timing/:eventId/control-links/:linkId/revoke': {
    path: (c) => `/api/timing/${c.eventId}/control-links/999999/revoke`,
    allowed: admins,
  },
  // A volunteer's screen opens with a link's token alone: no session does (401 for every actor here).
  'GET /api/control/:token': { path: () => '/api/control/un-enlace-que-no-existe-de-nadie', allowed: [] },
  'POST /api/control/:token/passages': {
    path: () => '/api/control/un-enlace-que-no-existe-de-nadie/passages',
    body: () => ({ passages: [{ clientId: 'c1', dorsal: 1, recordedAt: Date.now() }] }),
    allowed: [],
  },
  'GET /api/results/:eventId': { path: (c) => `/api/results/${c.eventId}`, allowed: everyone },
  'GET /api/results/:eventId/export': { path: (c) => `/api/results/${c.eventId}/export`, allowed: admins },
  // An event without timing: the stream answers 404 at once instead of staying open.
  'GET /api/results/:eventId/stream': { path: () => '/api/results/999999/stream', allowed: everyone },
  // Results hub (docs/product-choices.md, 'After the race'): public reads; the podium spreadsheet is the organiser's.
  'GET /api/results': { path: () => '/api/results', allowed: everyone },
  'GET /api/results/:eventId/riders': { path: (c) => `/api/results/${c.eventId}/riders`, allowed: everyone },
  'GET /api/results/:eventId/riders/:dorsal': {
    path: (c) => `/api/results/${c.eventId}/riders/1`,
    allowed: everyone,
  },
  'GET /api/results/:eventId/podium': { path: (c) => `/api/results/${c.eventId}/podium`, allowed: everyone },
  // No rider has finished in the matrix's event: 404 for everyone, never 401 or 403.
  'GET /api/results/:eventId/riders/:dorsal/diploma.pdf': {
    path: (c) => `/api/results/${c.eventId}/riders/1/diploma.pdf`,
    allowed: everyone,
  },
  'GET /api/results/:eventId/riders/:dorsal/card.png': {
    path: (c) => `/api/results/${c.eventId}/riders/1/card.png`,
    allowed: everyone,
  },
  'GET /api/results/:eventId/podium/export': {
    path: (c) => `/api/results/${c.eventId}/podium/export`,
    allowed: admins,
  },
  'GET /api/results/:eventId/finish-line': {
    path: (c) => `/api/results/${c.eventId}/finish-line`,
    allowed: everyone,
  },
  'GET /api/events': { path: () => '/api/events?active=true&limit=5', allowed: everyone },
  'GET /api/events/:id': { path: (c) => `/api/events/${c.eventId}`, allowed: everyone },
  'GET /api/events/:id/categories': { path: (c) => `/api/events/${c.eventId}/categories`, allowed: everyone },
  'GET /api/events/:id/stats': { path: (c) => `/api/events/${c.eventId}/stats`, allowed: admins },
  'POST /api/events': {
    path: () => '/api/events',
    body: () => ({
      nombre: 'Evento matriz',
      race_id: 1,
      fecha: '2031-05-10',
      lugar: 'Tucumán',
      fechaAperturaInscripciones: '2031-04-01',
      fechaCierreInscripciones: '2031-05-01',
      categorias: [1],
    }),
    allowed: admins,
  },
  // An invalid body: admins get 400 (allowed), without changing the shared event.
  'PUT /api/events/:id': { path: (c) => `/api/events/${c.eventId}`, body: () => ({}), allowed: admins },
  // The shared event has inscriptions: admins get 409 (allowed) and it stays.
  'DELETE /api/events/:id': { path: (c) => `/api/events/${c.eventId}`, allowed: admins },
  'POST /api/events/:id/duplicate': { path: (c) => `/api/events/${c.eventId}/duplicate`, allowed: admins },
  // Races, modalities, categories: writes aim at an unknown id (admins get 404, allowed) so the seed stays.
  'GET /api/races': { path: () => '/api/races', allowed: everyone },
  'GET /api/races/:id': { path: () => '/api/races/1', allowed: everyone },
  'POST /api/races': { path: () => '/api/races', body: () => ({ nombre: 'Carrera matriz' }), allowed: admins },
  'PUT /api/races/:id': { path: () => '/api/races/999999', body: () => ({ nombre: 'Otra' }), allowed: admins },
  'DELETE /api/races/:id': { path: () => '/api/races/999999', allowed: admins },
  'GET /api/races/:id/modalities': { path: () => '/api/races/1/modalities', allowed: everyone },
  'GET /api/races/:id/categories': { path: () => '/api/races/1/categories', allowed: everyone },
  'POST /api/modalities': {
    path: () => '/api/modalities',
    body: () => ({ nombre: 'Modalidad matriz', distancia: 10, race_id: 1 }),
    allowed: admins,
  },
  'PUT /api/modalities/:id': {
    path: () => '/api/modalities/999999',
    body: () => ({ nombre: 'Otra', distancia: 10, race_id: 1 }),
    allowed: admins,
  },
  'DELETE /api/modalities/:id': { path: () => '/api/modalities/999999', allowed: admins },
  'GET /api/categories': { path: () => '/api/categories?race_id=1', allowed: everyone },
  'POST /api/categories': {
    path: () => '/api/categories',
    body: () => ({ nombre: `MATRIZ ${Math.random()}`, modality_id: 1, sexo: 'MIXTO', esLibre: true }),
    allowed: admins,
  },
  'PUT /api/categories/:id': {
    path: () => '/api/categories/999999',
    body: () => ({ nombre: 'OTRA', modality_id: 1, sexo: 'M', esLibre: true }),
    allowed: admins,
  },
  'DELETE /api/categories/:id': { path: () => '/api/categories/999999', allowed: admins },
  'GET /api/docs': { path: () => '/api/docs', allowed: everyone },
};

let t: TestApp;
let shared: Context;
let adminToken: string;
let superToken: string;

async function signAdminsIn() {
  superToken = await loginAdmin(t.app);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { dni: '26111222', password: 'clave-admin', type: 'admin' },
  });
  adminToken = login.json().token;
}

async function makeContext(): Promise<Context> {
  const a = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1995-05-05' });
  const b = await registerRunner(t.app);
  const enrolled = await t.app.inject({
    method: 'POST',
    url: '/api/inscriptions',
    headers: bearer(a.token),
    payload: { runnerId: a.user.id, eventId: shared?.eventId ?? 0, distancia: 66, categoria: 'E-BIKE' },
    remoteAddress: nextAddress(),
  });
  const waiting = await t.db.db
    .insertInto('waiting_list')
    .values({
      event_id: shared?.eventId ?? 0,
      runner_id: a.user.id,
      category_id: null,
      distancia: 66,
      categoria: 'E-BIKE',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    waitingA: waiting.id,
    eventId: shared?.eventId ?? 0,
    runnerA: { id: a.user.id, token: a.token, dni: a.payload.dni, password: a.payload.password },
    runnerB: { id: b.user.id, token: b.token },
    inscriptionA: enrolled.json().id,
    adminId: shared?.adminId ?? 0,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  superToken = await loginAdmin(t.app);
  const eventId = await insertEvent(t.db.db);
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/admins',
    headers: bearer(superToken),
    payload: { dni: '26111222', nombre: 'Admin Común', password: 'clave-admin' },
  });
  // The account the super_admin routes act on: never the one calling them.
  const target = await t.app.inject({
    method: 'POST',
    url: '/api/admin/admins',
    headers: bearer(superToken),
    payload: { dni: '26111333', nombre: 'Admin Objetivo', password: 'clave-objetivo' },
  });
  await signAdminsIn();
  shared = { eventId, adminId: target.json().id } as Context;
  shared = await makeContext();
}, 60_000);
afterAll(async () => {
  await t.close();
});

function tokenOf(actor: Actor, c: Context): string | null {
  switch (actor) {
    case 'anonymous':
      return null;
    case 'runnerA':
      return c.runnerA.token;
    case 'runnerB':
      return c.runnerB.token;
    case 'admin':
      return adminToken;
    case 'superAdmin':
      return superToken;
  }
}

describe('authorization matrix', () => {
  it('has a row for every registered API route', () => {
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((route) => !MATRIX[route])).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('allows exactly the listed actors on every route', async () => {
    const mismatches: string[] = [];
    for (const { method, url } of t.app.apiRoutes) {
      const row = MATRIX[`${method} ${url}`];
      if (!row) continue;
      for (const actor of ACTORS) {
        const c = row.fresh ? await makeContext() : shared;
        const token = tokenOf(actor, c);
        const body = row.body?.(c);
        const response = await t.app.inject({
          method: method as 'GET',
          url: row.path(c),
          headers: token ? bearer(token) : {},
          remoteAddress: nextAddress(),
          ...(body !== undefined ? { payload: body as object } : {}),
        });
        if (row.signsOut) await signAdminsIn();
        const allowed = response.statusCode !== 401 && response.statusCode !== 403;
        if (response.statusCode >= 500) mismatches.push(`${method} ${url} as ${actor}: ${response.statusCode}`);
        if (allowed !== row.allowed.includes(actor)) {
          mismatches.push(`${method} ${url} as ${actor}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
