// Fills a database for the load benchmark: an event with 2,000 riders with bibs, two laps on 66 km,
// start groups and a finish record per lap, so GET /api/results has real work to do.
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: seed-load.ts <sqlite file>');
const RIDERS = 2000;
const db = openDatabase({ kind: 'sqlite', file });
await migrateToLatest(db);
await seedIfEmpty(db.db);
const now = new Date().toISOString();
const today = todayInOrganiserZone();
const race = await db.db.selectFrom('races').select('id').executeTakeFirstOrThrow();
const categories = await db.db.selectFrom('categories').selectAll().where('race_id', '=', race.id).execute();
const event = await db.db
  .insertInto('events')
  .values({
    race_id: race.id,
    nombre: 'Carga 2000',
    fecha: today,
    lugar: 'Banco de pruebas',
    descripcion: null,
    activo: true,
    permite_parejas: false,
    fecha_apertura_inscripciones: today,
    fecha_cierre_inscripciones: today,
    created_at: now,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await db.db
  .insertInto('event_categories')
  .values(categories.map((c) => ({ event_id: event.id, category_id: c.id })))
  .execute();
await db.db
  .insertInto('timing_configs')
  .values([
    { event_id: event.id, distancia: 66, laps: 2, enabled: true },
    { event_id: event.id, distancia: 33, laps: 1, enabled: true },
  ])
  .execute();
const start = Date.now() - 3 * 3600_000;
const group = await db.db
  .insertInto('start_groups')
  .values({ event_id: event.id, name: 'General', start_time: start, created_at: now, updated_at: now })
  .returning('id')
  .executeTakeFirstOrThrow();
const hash = await hashPassword('clave-carga');
const on66 = categories.filter((c) => c.distancia === 66);
await db.db.transaction().execute(async (trx) => {
  for (let i = 1; i <= RIDERS; i++) {
    const category = on66[i % on66.length]!;
    const sexo = category.sexo === 'F' ? 'F' : 'M';
    const age = category.es_libre ? 40 : Math.min(80, (category.edad_minima ?? 30) + 1);
    const runner = await trx
      .insertInto('runners')
      .values({
        nombre: 'Rider',
        apellido: `Carga ${i}`,
        dni: String(50_000_000 + i),
        sexo,
        fecha_nacimiento: `${Number(today.slice(0, 4)) - age}-05-05`,
        email: `r${i}@example.com`,
        whatsapp: '+54 381 555-0000',
        telefono: '+54 381 555-0001',
        pais: 'Argentina',
        provincia: 'Tucumán',
        obra_social: null,
        grupo_sanguineo: 'O+',
        alergia: null,
        password_hash: hash,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inscription = await trx
      .insertInto('inscriptions')
      .values({
        runner_id: runner.id,
        event_id: event.id,
        category_id: category.id,
        distancia: 66,
        categoria: category.nombre,
        pago_confirmado: true,
        inscripcion_confirmada: true,
        numero_dorsal_asignado: i,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('event_participants')
      .values({ event_id: event.id, runner_id: runner.id, inscription_id: inscription.id })
      .execute();
    const lap1 = 80 * 60_000 + ((i * 7919) % 1_800_000);
    const laps = i % 10 === 0 ? [lap1] : [lap1, lap1 * 2 + ((i * 104729) % 600_000)];
    for (const [index, time] of laps.entries()) {
      await trx
        .insertInto('time_records')
        .values({
          event_id: event.id,
          client_id: `load-${i}-${index + 1}`,
          dorsal: i,
          lap: index + 1,
          time_ms: time,
          recorded_at: start + time,
          group_id: group.id,
          distancia: 66,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
});

/** Rows per INSERT statement: far below SQLite's bound-parameter limit for these tables. */
const BATCH = 200;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

/**
 * An inactive event (kept out of the public events list the load rows read, so its results are read as the
 * admin) with `riders` riders on 66 km, all in one start group, and `stored` passages per rider already
 * recorded; `laps` configured.
 */
async function timedEvent(options: { nombre: string; riders: number; laps: number; stored: number; dniBase: number }) {
  const created = await db.db
    .insertInto('events')
    .values({
      race_id: race.id,
      nombre: options.nombre,
      fecha: today,
      lugar: 'Banco de pruebas',
      descripcion: null,
      activo: false,
      permite_parejas: false,
      fecha_apertura_inscripciones: today,
      fecha_cierre_inscripciones: today,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = created.id;
  await db.db
    .insertInto('event_categories')
    .values(categories.map((c) => ({ event_id: id, category_id: c.id })))
    .execute();
  await db.db
    .insertInto('timing_configs')
    .values({ event_id: id, distancia: 66, laps: options.laps, enabled: true })
    .execute();
  const startGroup = await db.db
    .insertInto('start_groups')
    .values({ event_id: id, name: 'General', start_time: start, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.db
    .insertInto('start_group_categories')
    .values(on66.map((c) => ({ start_group_id: startGroup.id, event_id: id, category_id: c.id })))
    .execute();
  await db.db.transaction().execute(async (trx) => {
    const bibs = Array.from({ length: options.riders }, (_, i) => i + 1);
    const dni = (bib: number) => String(options.dniBase + bib);
    for (const part of chunks(bibs)) {
      await trx
        .insertInto('runners')
        .values(
          part.map((bib) => ({
            nombre: 'Rider',
            apellido: `${options.nombre} ${bib}`,
            dni: dni(bib),
            sexo: 'M' as const,
            fecha_nacimiento: '1985-05-05',
            email: `b${options.dniBase + bib}@example.com`,
            whatsapp: '+54 381 555-0000',
            telefono: '+54 381 555-0001',
            pais: 'Argentina',
            provincia: 'Tucumán',
            obra_social: null,
            grupo_sanguineo: 'O+' as const,
            alergia: null,
            password_hash: hash,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const runners = await trx.selectFrom('runners').select(['id', 'dni']).where('dni', 'in', part.map(dni)).execute();
      const runnerOf = new Map(runners.map((r) => [r.dni, r.id]));
      await trx
        .insertInto('inscriptions')
        .values(
          part.map((bib) => {
            const category = on66[bib % on66.length]!;
            return {
              runner_id: runnerOf.get(dni(bib))!,
              event_id: id,
              category_id: category.id,
              distancia: 66,
              categoria: category.nombre,
              pago_confirmado: true,
              inscripcion_confirmada: true,
              numero_dorsal_asignado: bib,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
      const inscriptions = await trx
        .selectFrom('inscriptions')
        .select(['id', 'runner_id'])
        .where('event_id', '=', id)
        .where('runner_id', 'in', [...runnerOf.values()])
        .execute();
      await trx
        .insertInto('event_participants')
        .values(inscriptions.map((i) => ({ event_id: id, runner_id: i.runner_id, inscription_id: i.id })))
        .execute();
    }
    const passages = bibs.flatMap((bib) =>
      Array.from({ length: options.stored }, (_, index) => {
        const time = (index + 1) * (25 * 60_000) + ((bib * 7919) % 600_000);
        return {
          event_id: id,
          client_id: `seed-${id}-${bib}-${index + 1}`,
          dorsal: bib,
          lap: index + 1,
          time_ms: time,
          recorded_at: start + time,
          group_id: startGroup.id,
          distancia: 66,
          created_at: now,
          updated_at: now,
        };
      }),
    );
    for (const part of chunks(passages)) await trx.insertInto('time_records').values(part).execute();
  });
  return { id, groupId: startGroup.id };
}

// The results computation, cold, for 1,000 / 5,000 / 10,000 riders who finished 3 laps.
const resultsEvents: Record<string, { id: number; groupId: number }> = {};
let dniBase = 51_000_000;
for (const riders of [1000, 5000, 10_000]) {
  resultsEvents[riders] = await timedEvent({ nombre: `Resultados ${riders}`, riders, laps: 3, stored: 3, dniBase });
  dniBase += riders;
}
// Passages recorded with 1,000 and with 50,000 already stored (1,000 riders; laps to spare for the run).
const recordEvents: Record<string, { id: number; groupId: number }> = {};
for (const stored of [1, 50]) {
  recordEvents[stored * 1000] = await timedEvent({
    nombre: `Pasadas ${stored * 1000}`,
    riders: 1000,
    laps: 1000,
    stored,
    dniBase,
  });
  dniBase += 1000;
}

await db.close();
console.log(JSON.stringify({ eventId: event.id, riders: RIDERS, resultsEvents, recordEvents }));
