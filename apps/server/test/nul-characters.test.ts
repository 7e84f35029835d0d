import { messages } from '@carreras/domain/messages';
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

/** The NUL character in any text: a 400 naming the field, on SQLite and on PostgreSQL (which cannot store it). */
let t: TestApp;
let adminToken: string;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  eventId = await insertEvent(t.db.db);
});
afterAll(() => t.close());

function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: 'VALIDATION_ERROR',
    message: messages.validation,
    fields: { [field]: messages.nulCharacter },
  });
}

describe('the NUL character', () => {
  it('is refused in a registration and nothing is stored', async () => {
    const payload = runnerPayload({ alergia: 'Polen\u0000' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      remoteAddress: nextAddress(),
    });
    expectRefused(response, 'alergia');
    const stored = await t.db.db.selectFrom('runners').select('id').where('dni', '=', payload.dni).execute();
    expect(stored).toEqual([]);
  });

  it('is refused in an event created by an admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(adminToken),
      payload: {
        nombre: 'Evento con nulo',
        race_id: 1,
        fecha: '2031-05-10',
        lugar: 'Tafí\u0000del Valle',
        fechaAperturaInscripciones: '2031-04-01',
        fechaCierreInscripciones: '2031-05-01',
        categorias: [1],
      },
    });
    expectRefused(response, 'lugar');
  });

  it('is refused in a search query and in a nested field', async () => {
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/runners?search=ab%00cd', headers: bearer(adminToken) }),
      'search',
    );
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/events/${eventId}/check-in?q=30%0011`,
        headers: bearer(adminToken),
      }),
      'q',
    );
    const runner = await registerRunner(t.app);
    expectRefused(
      await t.app.inject({
        method: 'PUT',
        url: `/api/runners/${runner.user.id}`,
        headers: bearer(runner.token),
        payload: { ...runnerPayload({ obraSocial: 'OS\u0000DE' }), dni: undefined, password: undefined },
      }),
      'obraSocial',
    );
  });

  it('is refused at login before any lookup', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { dni: '3011\u00001222', password: 'x', type: 'runner' },
        remoteAddress: nextAddress(),
      }),
      'dni',
    );
  });
});
