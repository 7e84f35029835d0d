import { CLUB_MAX_LENGTH } from '@carreras/domain/limits';
import { messages } from '@carreras/domain/messages';
import { describe, expect, it } from 'vitest';
import { adminSuite, registerRunner, runnerPayload, uniqueDni } from '../../../test/test-app.ts';

/** The runner's optional club (docs/product-choices.md, 'Clubs'): registration, 'Mi Perfil' and the back office. */
const suite = adminSuite();
const { call } = suite;

function profileBody(overrides: Record<string, unknown> = {}) {
  const { dni: _dni, password: _password, ...data } = runnerPayload(overrides);
  return data;
}

const storedClub = async (id: number) =>
  (await suite.t.db.db.selectFrom('runners').select('club').where('id', '=', id).executeTakeFirstOrThrow()).club;

describe('the club at registration', () => {
  it('is stored tidied and answered with the runner; a registration without one has none', async () => {
    const runner = await registerRunner(suite.t.app, { club: '  Bici   Club Yerba Buena ' });
    expect(runner.user).toMatchObject({ club: 'Bici Club Yerba Buena' });
    expect(await storedClub(runner.user.id)).toBe('Bici Club Yerba Buena');
    const profile = await call('GET', '/api/auth/profile', runner.token);
    expect(profile.json().club).toBe('Bici Club Yerba Buena');

    const without = await registerRunner(suite.t.app);
    expect(without.user).toMatchObject({ club: null });
    expect(await storedClub(without.user.id)).toBeNull();
  });

  it('refuses a club too long or with a line break, naming the field', async () => {
    const long = await call(
      'POST',
      '/api/auth/register',
      undefined,
      runnerPayload({ club: 'x'.repeat(CLUB_MAX_LENGTH + 1) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ club: messages.clubLength });
    const broken = await call('POST', '/api/auth/register', undefined, runnerPayload({ club: 'Bici\nClub' }));
    expect(broken.json().fields).toEqual({ club: messages.controlCharacter });
  });
});

describe("the club in 'Mi Perfil'", () => {
  it('is set, changed and cleared by the runner', async () => {
    const runner = await registerRunner(suite.t.app);
    const set = await call('PUT', `/api/runners/${runner.user.id}`, runner.token, profileBody({ club: 'Team Norte' }));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().club).toBe('Team Norte');
    const cleared = await call('PUT', `/api/runners/${runner.user.id}`, runner.token, profileBody({ club: '  ' }));
    expect(cleared.json().club).toBeNull();
    expect(await storedClub(runner.user.id)).toBeNull();
  });
});

describe('the club in the back office', () => {
  it('is created and edited by an admin and shown on the runner page', async () => {
    const fresh = runnerPayload({ dni: uniqueDni(), club: 'Los Ñandúes MTB' });
    const created = await call('POST', '/api/admin/create-runner', suite.adminToken, fresh);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().club).toBe('Los Ñandúes MTB');
    const id = created.json().id as number;
    const { password: _p, ...data } = fresh;
    const edited = await call('PUT', `/api/admin/runners/${id}`, suite.adminToken, { ...data, club: 'Team Norte' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().club).toBe('Team Norte');
    const detail = await call('GET', `/api/admin/runners/${id}`, suite.adminToken);
    expect(detail.json().club).toBe('Team Norte');
    const cleared = await call('PUT', `/api/admin/runners/${id}`, suite.adminToken, { ...data, club: null });
    expect(cleared.json().club).toBeNull();
  });
});
