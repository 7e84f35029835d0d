import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';

/** The routes that take a sheet, under /api/admin/events/:eventId/. */
export type SheetRoute = 'import/preview' | 'import' | 'results-import/preview' | 'results-import';

/** What an import test file works with: its app, the admin's session, and the requests the import routes take. */
export interface ImportTestContext {
  readonly app: FastifyInstance;
  readonly db: Db['db'];
  readonly adminToken: string;
  /** A request from an address of its own, signed in with `token` when one is given. */
  call(method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<LightMyRequestResponse>;
  /** POSTs `body` (the sheet and its options) to the event's sheet route, as the admin unless `token` says who. */
  postSheet(route: SheetRoute, eventId: number, body: object, token?: string): Promise<LightMyRequestResponse>;
  /** An event of the seeded race with every seeded category (see `insertEvent`). */
  insertEvent(options: Parameters<typeof insertEvent>[1]): Promise<number>;
}

/**
 * Opens an app on a fresh database and signs the admin in before the file's tests, and closes it after them.
 * Call it once at the top of a test file; the context's app, database and token are there once the tests run.
 */
export function useImportTestApp(): ImportTestContext {
  let t: TestApp | undefined;
  let adminToken: string | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await loginAdmin(t.app);
  }, 30_000);
  afterAll(async () => {
    await t?.close();
  });
  const started = () => {
    if (!t || adminToken === undefined) throw new Error('the import test app is used outside of a test');
    return { t, adminToken };
  };
  const call: ImportTestContext['call'] = (method, url, token, payload) =>
    started().t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  return {
    get app() {
      return started().t.app;
    },
    get db() {
      return started().t.db.db;
    },
    get adminToken() {
      return started().adminToken;
    },
    call,
    postSheet: (route, eventId, body, token) =>
      call('POST', `/api/admin/events/${eventId}/${route}`, token ?? started().adminToken, body),
    insertEvent: (options) => insertEvent(started().t.db.db, options),
  };
}

/** A sheet as the import routes take it: its file name and its bytes in base64. */
export function sheetFile(bytes: Buffer, nombre = 'respuestas.csv') {
  return { nombre, contenido: bytes.toString('base64') };
}

/** An eight-digit DNI written with dots, as people type it: 30.123.456. */
export function dottedDni(dni: string): string {
  return dni.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1.$2.$3');
}
