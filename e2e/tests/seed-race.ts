import path from 'node:path';
import type { EndpointBody, EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { eventsContract } from '@carreras/domain/events/events.contract';
import type { inscriptionsContract } from '@carreras/domain/inscriptions/inscriptions.contract';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_PORT } from '../e2e-env.ts';
import {
  adminTokenViaApi,
  createOpenEventViaApi,
  expect,
  type RegisteredRunner,
  registerRunnerViaApi,
} from './fixtures.ts';

/**
 * A race set up through the admin API the way the specs need it: an event open for inscriptions, riders with
 * bibs, timing per distance and start groups. It only builds: what a spec expects (times, order, totals) the
 * spec works out on its own.
 */

export type Category = EndpointResponse<typeof eventsContract.listEventCategories>[number];
export type Inscription = EndpointResponse<typeof inscriptionsContract.create>;
export type TimeRecord = EndpointResponse<typeof timingContract.record>;
type TimingConfig = EndpointBody<typeof timingContract.saveConfig>['config'];
type InscriptionBody = EndpointBody<typeof inscriptionsContract.create>;
type RecordBody = EndpointBody<typeof timingContract.record>;
type AvailableCategory = EndpointResponse<typeof inscriptionsContract.availableCategories>[number];
type EventChoices = EndpointResponse<typeof inscriptionsContract.eventChoices>;

export type AdminHeaders = { authorization: string };

export async function adminHeaders(request: APIRequestContext): Promise<AdminHeaders> {
  return { authorization: `Bearer ${await adminTokenViaApi(request)}` };
}

/** A capitalised random word: names allow letters only, and it keeps this run's riders apart from earlier runs'. */
export function randomWord(length = 6): string {
  return Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)])
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
}

export interface RiderSpec {
  bib: number;
  /** The category to enrol in; the rider's distance is the category's. */
  category: Category;
  /** Registration overrides (nombre, apellido, sexo...); the defaults of registerRunnerViaApi otherwise. */
  person?: Record<string, string>;
}

export interface EnrolledRider {
  bib: number;
  /** 'nombre apellido', as the results and the timing screens write a rider. */
  name: string;
  category: Category;
  runner: RegisteredRunner;
  inscription: Inscription;
}

export interface WaveSpec {
  name: string;
  /** The start, epoch ms (in the future for a group not started yet). */
  startTime: number;
  categories: Category[];
}

export interface Wave {
  id: number;
  name: string;
  /** The start the server stored, epoch ms. */
  start: number;
}

/** The event's steps, for specs that pick categories from what the event holds before going on. */
export interface Race {
  event: { id: number; nombre: string };
  headers: AdminHeaders;
  categories: Category[];
  /** Categories of one distance, optionally only those whose name matches. */
  of(distance: number, name?: RegExp): Category[];
  /** Registers each rider and enrols them, paid and confirmed, with their bib. */
  enrol(riders: RiderSpec[]): Promise<EnrolledRider[]>;
  /** Laps per distance (the key), every one of them timed. */
  timing(laps: Record<string, { laps: number; minLapSeconds?: number }>): Promise<void>;
  /** Saves the start groups; answers them in the order given. */
  waves(waves: WaveSpec[]): Promise<Wave[]>;
  /** A passage stored as another timekeeper's device would send it; must be stored (201). */
  record(passage: Omit<RecordBody, 'clientId'>): Promise<TimeRecord>;
}

/** Creates an event open for inscriptions (fixtures' createOpenEventViaApi, with `event` overrides) and its steps. */
export async function openRace(request: APIRequestContext, event: Record<string, unknown> = {}): Promise<Race> {
  const headers = await adminHeaders(request);
  const created = await createOpenEventViaApi(request, event);
  const categories: Category[] = await (await request.get(`/api/events/${created.id}/categories`, { headers })).json();
  return {
    event: created,
    headers,
    categories,
    of: (distance, name) => categories.filter((c) => c.distancia === distance && (!name || name.test(c.nombre))),
    async enrol(riders) {
      const enrolled: EnrolledRider[] = [];
      for (const rider of riders) {
        const runner = await registerRunnerViaApi(request, rider.person);
        const body: InscriptionBody = {
          runnerId: runner.id,
          eventId: created.id,
          distancia: rider.category.distancia,
          categoria: rider.category.nombre,
          pagoConfirmado: true,
          inscripcionConfirmada: true,
          numeroDorsalAsignado: rider.bib,
        };
        const response = await request.post('/api/inscriptions', { headers, data: body });
        expect(response.status(), await response.text()).toBe(201);
        enrolled.push({
          bib: rider.bib,
          name: `${runner.nombre} ${runner.apellido}`,
          category: rider.category,
          runner,
          inscription: await response.json(),
        });
      }
      return enrolled;
    },
    async timing(laps) {
      const config: TimingConfig = Object.fromEntries(
        Object.entries(laps).map(([distance, value]) => [distance, { ...value, enabled: true }]),
      );
      const response = await request.post('/api/timing-config', { headers, data: { eventId: created.id, config } });
      expect(response.status(), await response.text()).toBe(200);
    },
    async waves(waves) {
      const response = await request.post(`/api/timing/${created.id}/start-groups`, {
        headers,
        data: {
          groups: waves.map((wave) => ({
            name: wave.name,
            startTime: wave.startTime,
            categories: wave.categories.map((c) => c.id),
          })),
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      const stored: EndpointResponse<typeof timingContract.saveStartGroups> = await response.json();
      return waves.map((wave) => {
        const group = stored.find((g) => g.name === wave.name);
        if (!group?.startTime) throw new Error(`start group ${wave.name} was not stored with its start`);
        return { id: group.id, name: group.name, start: Date.parse(group.startTime) };
      });
    },
    async record(passage) {
      const response = await request.post(`/api/timing/${created.id}/record`, {
        headers,
        data: { clientId: crypto.randomUUID(), ...passage },
      });
      expect(response.status(), await response.text()).toBe(201);
      return response.json();
    },
  };
}

export interface SeedRaceOptions {
  /** Overrides of the event (dates, name...). */
  event?: Record<string, unknown>;
  /** The timed distance: every rider and the one start group ride it. */
  distance?: number;
  /** Laps of the distance; the distance is not timed when left out. */
  laps?: number;
  /**
   * One start group over the riders' category: its start `startTime` (epoch ms), or `startedAgoMs` before the
   * group is saved, after the riders are enrolled.
   */
  wave?: { name: string; startTime: number } | { name: string; startedAgoMs: number };
  /** A number of riders with the registration's default person, or each rider's person. */
  riders: number | Record<string, string>[];
  /** The first bib; the riders hold consecutive bibs. */
  firstBib: number;
}

/**
 * The usual race of one distance: riders with consecutive bibs in its first category, then the distance timed
 * and one start group, all through the admin API.
 */
export async function seedRace(request: APIRequestContext, options: SeedRaceOptions) {
  const distance = options.distance ?? 33;
  const race = await openRace(request, options.event);
  const [category] = race.of(distance);
  if (!category) throw new Error(`the seeded race has no ${distance} km category`);
  const people =
    typeof options.riders === 'number' ? Array.from({ length: options.riders }, () => ({})) : options.riders;
  const riders = await race.enrol(people.map((person, index) => ({ bib: options.firstBib + index, category, person })));
  if (options.laps !== undefined) await race.timing({ [distance]: { laps: options.laps } });
  const planned = options.wave;
  const [wave] = planned
    ? await race.waves([
        {
          name: planned.name,
          startTime: 'startTime' in planned ? planned.startTime : Date.now() - planned.startedAgoMs,
          categories: [category],
        },
      ])
    : [];
  return { ...race, category, riders, wave };
}

/** Enrols the runner, as an admin, in the first eligible category of the event's distances (no bib, not paid). */
export async function enrolEligibleViaApi(
  request: APIRequestContext,
  eventId: number,
  runnerId: number,
): Promise<Inscription> {
  const headers = await adminHeaders(request);
  const choices: EventChoices = await (
    await request.get(`/api/inscriptions/categories-and-distances?eventId=${eventId}`, { headers })
  ).json();
  for (const distance of choices.distances) {
    const categories: AvailableCategory[] = await (
      await request.get(
        `/api/inscriptions/available-categories?runnerId=${runnerId}&distance=${distance}&eventId=${eventId}`,
        { headers },
      )
    ).json();
    const eligible = categories.find((c) => c.eligible);
    if (!eligible) continue;
    const response = await request.post('/api/inscriptions', {
      headers,
      data: { runnerId, eventId, distancia: distance, categoria: eligible.nombre },
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  }
  throw new Error('no eligible category for the runner');
}

let dniSeed = 60_000_000 + Math.floor(Math.random() * 30_000_000);

/**
 * Riders with bibs, paid and confirmed, written straight into the test server's SQLite file, as the load
 * benchmark does: enrolling through the API is limited per address (and every registration hashes a
 * password), too slow for hundreds.
 */
export function writeRidersToDatabase(
  eventId: number,
  riders: { apellido: string; bib: number; category: Category }[],
  email: string,
) {
  const file = path.resolve(import.meta.dirname, '..', '.tmp', `data-${E2E_PORT}`, 'carreras.db');
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  const insertRunner = db.prepare(
    `insert into runners (nombre, apellido, dni, sexo, fecha_nacimiento, email, whatsapp, telefono, pais, provincia,
       obra_social, grupo_sanguineo, alergia, password_hash, created_at, updated_at)
     values ('Ciclista', ?, ?, 'M', '1990-05-05', ?, '+54 381 555-0000', '+54 381 555-0001', 'Argentina',
       'Tucumán', null, 'O+', null, 'not-a-password-hash', ?, ?)`,
  );
  const insertInscription = db.prepare(
    `insert into inscriptions (runner_id, event_id, category_id, distancia, categoria, pago_confirmado,
       inscripcion_confirmada, numero_dorsal_asignado, created_at, updated_at)
     values (?, ?, ?, ?, ?, 1, 1, ?, ?, ?)`,
  );
  const insertParticipant = db.prepare(
    'insert into event_participants (event_id, runner_id, inscription_id) values (?, ?, ?)',
  );
  db.transaction(() => {
    for (const rider of riders) {
      dniSeed += 1;
      const runner = insertRunner.run(rider.apellido, String(dniSeed), email, now, now);
      const inscription = insertInscription.run(
        runner.lastInsertRowid,
        eventId,
        rider.category.id,
        rider.category.distancia,
        rider.category.nombre,
        rider.bib,
        now,
        now,
      );
      insertParticipant.run(eventId, runner.lastInsertRowid, inscription.lastInsertRowid);
    }
  })();
  db.close();
}
