import type { ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { nameSortKey } from '@carreras/domain/name-order';
import type { Runner, RunnerData } from '@carreras/domain/runners/runner.schemas';
import { runnerSearchText, searchKey, searchWords } from '@carreras/domain/search-key';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { precompiled } from '../../db/precompiled.ts';
import { revokedBy } from '../../db/revoked-tokens.repository.ts';
import type { Database, RunnersTable } from '../../db/schema.ts';
import { searchTextHasWords } from '../../lib/like-pattern.ts';
import { bySortName } from '../../lib/name-order.ts';
import type { RunnerAccount } from '../../lib/principal-types.ts';

type RunnerRow = Selectable<RunnersTable>;
type Db = Kysely<Database>;

export async function findRunnerById(db: Db, id: number): Promise<RunnerAccount | undefined> {
  const row = await db.selectFrom('runners').selectAll().where('id', '=', id).executeTakeFirst();
  return row && runnerAccountFromRow(row);
}

export async function findRunnerByDni(db: Db, dni: string): Promise<RunnerAccount | undefined> {
  const row = await db.selectFrom('runners').selectAll().where('dni', '=', dni).executeTakeFirst();
  return row && runnerAccountFromRow(row);
}

/**
 * The runner a session token names, read with whether the token was revoked in one statement (a request with a
 * session runs it before anything else): undefined when there is no such runner or the token was revoked.
 */
export async function findRunnerSession(db: Db, id: number, signature: string): Promise<RunnerAccount | undefined> {
  const row = (await runnerSession(db, { id, signature })).rows[0];
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return row && !row.revoked ? runnerAccountFromRow(row) : undefined;
}

// Compiled once: it runs before every request with a session, and building the select with its subquery cost
// more than running it (21 µs against 13 µs as a template, measured on SQLite).
const runnerSession = precompiled({ id: 0, signature: '' }, (db, v) =>
  db
    .selectFrom('runners')
    .selectAll()
    .select((eb) => revokedBy(eb, v.signature))
    .where('id', '=', v.id),
);

/**
 * Ends every session of the runner by moving their token version on. Unlike a password change it does not touch
 * password_change_count (a runner may change the password only twice).
 */
export async function endRunnerSessions(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('runners')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** A runner to register: their data (the club may be left out: none), DNI and account. */
export interface NewRunner extends Omit<RunnerData, 'club'> {
  club?: string | null;
  dni: string;
  passwordHash: string;
  /** D14: a temporary password set by an admin, to be changed at the first sign-in. */
  requiereCambioPassword?: boolean;
}

/** The columns of a runner's personal data, from the API's camelCase fields. */
function runnerDataColumns(data: NewRunner | RunnerData) {
  return {
    nombre: data.nombre,
    apellido: data.apellido,
    sexo: data.sexo,
    fecha_nacimiento: data.fechaNacimiento,
    email: data.email,
    whatsapp: data.whatsapp,
    telefono: data.telefono,
    pais: data.pais,
    provincia: data.provincia,
    obra_social: data.obraSocial,
    grupo_sanguineo: data.grupoSanguineo,
    alergia: data.alergia,
    club: data.club ?? null,
  };
}

/** A new runner's row, with the search text of their name, surname and DNI, and the sort key of their name. */
export function newRunnerColumns(runner: NewRunner, now: string): Insertable<RunnersTable> {
  return {
    ...runnerDataColumns(runner),
    dni: runner.dni,
    password_hash: runner.passwordHash,
    ...(runner.requiereCambioPassword === undefined ? {} : { requiere_cambio_password: runner.requiereCambioPassword }),
    search_text: runnerSearchText(runner),
    sort_name: nameSortKey(runner),
    created_at: now,
    updated_at: now,
  };
}

export async function insertRunner(db: Db, runner: NewRunner, now: string): Promise<RunnerAccount> {
  const row = await db
    .insertInto('runners')
    .values(newRunnerColumns(runner, now))
    .returningAll()
    .executeTakeFirstOrThrow();
  await claimResultEntries(db, [{ id: row.id, dni: row.dni }]);
  return runnerAccountFromRow(row);
}

/**
 * A new runner takes the results a past edition's sheet gave under their DNI without an account (result entries,
 * docs/decisions/018-results-by-name.md): from then on those results are theirs, in results and championships.
 * One per edition, as the database holds it (migration 025): should an edition keep two entries with one DNI, the
 * first is taken and the other stays 'sin cuenta' for an administrator to look at.
 */
export async function claimResultEntries(db: Db, runners: readonly { id: number; dni: string }[]): Promise<void> {
  if (runners.length === 0) return;
  const unclaimed = await db
    .selectFrom('result_entries')
    .select(['id', 'event_id', 'dni'])
    .where(
      'dni',
      'in',
      runners.map((runner) => runner.dni),
    )
    .where('runner_id', 'is', null)
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  for (const entry of unclaimed) {
    const runner = runners.find((r) => r.dni === entry.dni);
    const edition = `${runner?.id}:${entry.event_id}`;
    if (!runner || taken.has(edition)) continue;
    taken.add(edition);
    await db.updateTable('result_entries').set({ runner_id: runner.id }).where('id', '=', entry.id).execute();
  }
}

/**
 * Replaces a runner's personal data, and their DNI when one is given (only an admin changes it), with their search
 * text and sort key; false when there is no runner with that id. Without a new DNI the stored one completes the
 * search text.
 */
export async function updateRunnerData(
  db: Db,
  id: number,
  data: RunnerData,
  now: string,
  dni?: string,
): Promise<boolean> {
  const names = { nombre: data.nombre, apellido: data.apellido };
  const result = await db
    .updateTable('runners')
    .set({
      ...runnerDataColumns(data),
      ...(dni === undefined
        ? { search_text: sql<string>`${searchKey(`${data.nombre} ${data.apellido}`)} || ' ' || dni` }
        : { dni, search_text: runnerSearchText({ ...names, dni }) }),
      sort_name: nameSortKey(names),
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * D14: a temporary password set by an admin; the runner must change it at next sign-in and the token version
 * moves on, ending their sessions. False when there is no runner with that id.
 */
export async function setTemporaryPassword(db: Db, id: number, passwordHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('runners')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      requiere_cambio_password: true,
      updated_at: now,
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The runner's own password change, only while the session's token version is still current and, unless it
 * replaces a temporary password (which does not count), while fewer than `maxChanges` were used: concurrent
 * changes cannot pass the limit. The token version moves on, ending every other session. False when another
 * change landed first.
 */
export async function replaceRunnerPassword(
  db: Db,
  runner: Pick<RunnerAccount, 'id' | 'tokenVersion'>,
  change: { passwordHash: string; counts: boolean; maxChanges: number; now: string },
): Promise<boolean> {
  let update = db
    .updateTable('runners')
    .set((eb) => ({
      password_hash: change.passwordHash,
      password_change_count: change.counts ? eb('password_change_count', '+', 1) : eb.ref('password_change_count'),
      token_version: eb('token_version', '+', 1),
      requiere_cambio_password: false,
      updated_at: change.now,
    }))
    .where('id', '=', runner.id)
    .where('token_version', '=', runner.tokenVersion);
  if (change.counts) update = update.where('password_change_count', '<', change.maxChanges);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * One page of runners by surname, name and id (Spanish order), and how many match. Every word of `search` must be in the
 * name, surname or DNI, ignoring case and accents ('nunez' finds Núñez, '45.123' a DNI 45123…).
 */
export async function listRunnerSummaries(db: Db, query: { page: number; limit: number; search?: string | undefined }) {
  let base = db.selectFrom('runners');
  if (query.search) {
    const words = searchWords(query.search);
    if (words.length > 0) base = base.where(searchTextHasWords('search_text', words));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'nombre', 'apellido', 'dni', 'sexo', 'fecha_nacimiento', 'email', 'provincia'])
      .orderBy(bySortName(db, 'sort_name'))
      .orderBy('apellido')
      .orderBy('nombre')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(({ fecha_nacimiento, ...r }) => ({ ...r, fechaNacimiento: fecha_nacimiento })),
    total: Number(count.n),
  };
}

/** The personal data of these runners that an admin's inscription list shows, by runner id; one query. */
export async function findParticipantData(db: Db, ids: number[]): Promise<Map<number, ParticipantData>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('runners')
    .select([
      'id',
      'fecha_nacimiento',
      'email',
      'whatsapp',
      'telefono',
      'pais',
      'provincia',
      'obra_social',
      'grupo_sanguineo',
      'alergia',
    ])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        fechaNacimiento: r.fecha_nacimiento,
        email: r.email,
        whatsapp: r.whatsapp,
        telefono: r.telefono,
        pais: r.pais,
        provincia: r.provincia,
        obraSocial: r.obra_social,
        grupoSanguineo: r.grupo_sanguineo,
        alergia: r.alergia,
      },
    ]),
  );
}

/** A runner row as the API's runner: camelCase fields of the spec, never the hash or the token version. */
export function runnerFromRow(row: RunnerRow): Runner {
  return {
    id: row.id,
    nombre: row.nombre,
    apellido: row.apellido,
    dni: row.dni,
    sexo: row.sexo,
    fechaNacimiento: row.fecha_nacimiento,
    email: row.email,
    whatsapp: row.whatsapp,
    telefono: row.telefono,
    pais: row.pais,
    provincia: row.provincia,
    obraSocial: row.obra_social,
    grupoSanguineo: row.grupo_sanguineo as Runner['grupoSanguineo'],
    alergia: row.alergia,
    club: row.club,
    requiereCambioPassword: row.requiere_cambio_password,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A runner row with its account. */
function runnerAccountFromRow(row: RunnerRow): RunnerAccount {
  return {
    ...runnerFromRow(row),
    passwordHash: row.password_hash,
    tokenVersion: row.token_version,
    passwordChangeCount: row.password_change_count,
  };
}

/** The API's runner of an account: its fields of the spec, never the hash or the token version. */
export function toRunner(account: RunnerAccount): Runner {
  const { passwordHash: _hash, tokenVersion: _version, passwordChangeCount: _changes, ...runner } = account;
  return runner;
}
