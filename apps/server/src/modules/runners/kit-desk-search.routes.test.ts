import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { adminSuite, registerRunner, runnerPayload } from '../../../test/test-app.ts';
import { insertRunner } from './runners.repository.ts';

/**
 * The searches of a kit desk (check-in, Corredores, Administración de Inscripciones) as volunteers type on a
 * tablet: without accents, DNIs with dots, a bib number. SQLite by default, PostgreSQL with TEST_DATABASE_URL.
 */
const suite = adminSuite();
const { call } = suite;

const ids = (response: { json(): { items: { id: number }[] } }) => response.json().items.map((item) => item.id);

async function enrol(eventId: number, runnerId: number, bib?: number): Promise<number> {
  const response = await call('POST', '/api/inscriptions', suite.adminToken, {
    runnerId,
    eventId,
    distancia: 66,
    categoria: 'ELITE MASC',
    ...(bib !== undefined ? { numeroDorsalAsignado: bib } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A runner inserted through the repository (no password hashing), as sign-up stores one. */
async function insertedRunner(nombre: string, apellido: string, dni: string): Promise<number> {
  const runner = await insertRunner(
    suite.t.db.db,
    {
      nombre,
      apellido,
      dni,
      sexo: 'M',
      fechaNacimiento: '1995-03-01',
      email: 'c@example.com',
      whatsapp: '+54 381 555-0000',
      telefono: '381 555-0000',
      pais: 'Argentina',
      provincia: 'Tucumán',
      obraSocial: null,
      grupoSanguineo: 'O+',
      alergia: null,
      passwordHash: 'not-a-hash',
    },
    new Date().toISOString(),
  );
  return runner.id;
}

const encode = encodeURIComponent;

describe('searches that ignore accents and case', () => {
  it('finds Gómez, Juárez, Fernández, María José and Núñez typed without accents, in all three searches', async () => {
    const eventId = await insertEvent(suite.t.db.db);
    const gomez = await registerRunner(suite.t.app, { nombre: 'Héctor', apellido: 'Gómez', sexo: 'M' });
    const juarez = await registerRunner(suite.t.app, { nombre: 'Iñaki', apellido: 'Juárez', sexo: 'M' });
    const fernandez = await registerRunner(suite.t.app, { nombre: 'Raúl', apellido: 'Fernández', sexo: 'M' });
    const nunez = await registerRunner(suite.t.app, { nombre: 'José María', apellido: 'Núñez Güemes', sexo: 'M' });
    const runners = [gomez, juarez, fernandez, nunez];
    const inscriptions = [];
    for (const runner of runners) inscriptions.push(await enrol(eventId, runner.user.id));
    const cases: [string, number][] = [
      ['gomez', 0],
      ['GOMEZ hector', 0],
      ['juarez', 1],
      ['inaki', 1],
      ['fernandez raul', 2],
      ['raul fernandez', 2],
      ['jose maria', 3],
      ['nunez', 3],
      ['guemes', 3],
      ['Núñez', 3],
    ];
    for (const [query, index] of cases) {
      const checkIn = await call('GET', `/api/admin/events/${eventId}/check-in?q=${encode(query)}`, suite.adminToken);
      expect(ids(checkIn), query).toEqual([inscriptions[index]]);
      const list = await call(
        'GET',
        `/api/inscriptions?event=${eventId}&searchTerm=${encode(query)}`,
        suite.adminToken,
      );
      expect(ids(list), query).toEqual([inscriptions[index]]);
      const runnersList = await call('GET', `/api/runners?search=${encode(query)}`, suite.adminToken);
      expect(ids(runnersList), query).toContain(runners[index]!.user.id);
    }
    // Every word must be there: a name with another surname is not found.
    expect(
      ids(await call('GET', `/api/admin/events/${eventId}/check-in?q=${encode('hector nunez')}`, suite.adminToken)),
    ).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(
      ids(await call('GET', `/api/admin/events/${eventId}/check-in?q=${encode('g%z')}`, suite.adminToken)),
    ).toEqual([]);
  });

  it('follows a runner who changes their name, and an admin who changes name and DNI', async () => {
    const runner = await registerRunner(suite.t.app, { nombre: 'Pedro', apellido: 'Olmos' });
    const {
      dni: _dni,
      password: _password,
      ...profile
    } = runnerPayload({ nombre: 'Ángel', apellido: 'Ávila Peñaloza' });
    expect((await call('PUT', `/api/runners/${runner.user.id}`, runner.token, profile)).statusCode).toBe(200);
    expect(ids(await call('GET', '/api/runners?search=olmos', suite.adminToken))).toEqual([]);
    expect(ids(await call('GET', `/api/runners?search=${encode('angel penaloza')}`, suite.adminToken))).toEqual([
      runner.user.id,
    ]);
    // The DNI the runner cannot change stays searchable.
    expect(ids(await call('GET', `/api/runners?search=${runner.payload.dni}`, suite.adminToken))).toEqual([
      runner.user.id,
    ]);

    const edited = await call('PUT', `/api/admin/runners/${runner.user.id}`, suite.adminToken, {
      ...profile,
      apellido: 'Écheverría',
      dni: '47.111.222',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ids(await call('GET', '/api/runners?search=echeverria%2047111222', suite.adminToken))).toEqual([
      runner.user.id,
    ]);
    expect(ids(await call('GET', `/api/runners?search=${runner.payload.dni}`, suite.adminToken))).toEqual([]);
  });
});

describe('a DNI typed with dots or spaces', () => {
  it('signs up, signs in and is stored as digits only', async () => {
    const registered = await registerRunner(suite.t.app, { dni: '45.123.456' });
    expect(registered.user.dni).toBe('45123456');
    const stored = await suite.t.db.db
      .selectFrom('runners')
      .select('dni')
      .where('id', '=', registered.user.id)
      .executeTakeFirst();
    expect(stored?.dni).toBe('45123456');
    for (const dni of ['45.123.456', '45 123 456', '45123456']) {
      const login = await call('POST', '/api/auth/login', undefined, { dni, password: 'secreto1', type: 'runner' });
      expect(login.statusCode, dni).toBe(200);
    }
    // Only dots and spaces are dropped: the number of digits is still checked.
    const short = await call('POST', '/api/auth/register', undefined, runnerPayload({ dni: '45.123' }));
    expect(short.json().fields.dni).toBe('El DNI debe tener 7 u 8 dígitos');
    const dashed = await call('POST', '/api/auth/register', undefined, runnerPayload({ dni: '45-123-456' }));
    expect(dashed.json().fields.dni).toBe('El DNI debe tener 7 u 8 dígitos');
    const taken = await call('POST', '/api/auth/register', undefined, runnerPayload({ dni: '45 123 456' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('DNI_TAKEN');
  });

  it('is taken by the admin forms, stored as digits, and found by every search with or without dots', async () => {
    const created = await call('POST', '/api/admin/create-runner', suite.adminToken, {
      ...runnerPayload({ dni: '46.321.987', nombre: 'Tobías', apellido: 'Ledesma', sexo: 'M', password: 'temporal1' }),
      requiereCambioPassword: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().dni).toBe('46321987');
    const runnerId: number = created.json().id;
    const eventId = await insertEvent(suite.t.db.db);
    const inscriptionId = await enrol(eventId, runnerId);

    for (const query of ['46.321.987', '46321987', '46.321', '46 321 987']) {
      expect(ids(await call('GET', `/api/runners?search=${encode(query)}`, suite.adminToken)), query).toEqual([
        runnerId,
      ]);
      const list = await call(
        'GET',
        `/api/inscriptions?event=${eventId}&searchTerm=${encode(query)}`,
        suite.adminToken,
      );
      expect(ids(list), query).toEqual([inscriptionId]);
      const checkIn = await call('GET', `/api/admin/events/${eventId}/check-in?q=${encode(query)}`, suite.adminToken);
      expect(ids(checkIn), query).toEqual([inscriptionId]);
    }
  });
});

describe('check-in by bib', () => {
  it('lists the holder of the typed bib first among 20 riders whose DNI contains it, then the rest by surname', async () => {
    const eventId = await insertEvent(suite.t.db.db);
    const surnames = 'Acosta Aguirre Alvarez Barrios Benitez Cabrera Castro Diaz Flores Garcia'.split(' ');
    const others: { id: number; apellido: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const apellido = `${surnames[i % 10]} ${i < 10 ? 'Uno' : 'Dos'}`;
      const runnerId = await insertedRunner('Rider', apellido, String(26_800_000 + i));
      others.push({ id: await enrol(eventId, runnerId), apellido });
    }
    const alphabetical = others.sort((a, b) => (a.apellido < b.apellido ? -1 : 1)).map((other) => other.id);
    const holder = await enrol(eventId, await insertedRunner('Zoe', 'Zárate', '41234570'), 68);

    const found = ids(await call('GET', `/api/admin/events/${eventId}/check-in?q=68`, suite.adminToken));
    expect(found).toHaveLength(20);
    expect(found[0]).toBe(holder);
    // Zárate would be 21st by surname, past the 20 a search lists.
    expect(found.slice(1)).toEqual(alphabetical.slice(0, 19));
    // The bib holder is first also when the bib is typed with a dot, as a DNI would be.
    expect(ids(await call('GET', `/api/admin/events/${eventId}/check-in?q=0.68`, suite.adminToken))[0]).toBe(holder);
  });

  it('puts an exact DNI before DNIs that contain it, ahead of the alphabet', async () => {
    const eventId = await insertEvent(suite.t.db.db);
    const longer = await enrol(eventId, await insertedRunner('Ana', 'Aaron', '27900010'));
    const exact = await enrol(eventId, await insertedRunner('Zulma', 'Zurita', '2790001'));
    expect(ids(await call('GET', `/api/admin/events/${eventId}/check-in?q=2.790.001`, suite.adminToken))).toEqual([
      exact,
      longer,
    ]);
    expect(ids(await call('GET', `/api/admin/events/${eventId}/check-in?q=27900`, suite.adminToken))).toEqual([
      longer,
      exact,
    ]);
  });
});
