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
await db.close();
console.log(JSON.stringify({ eventId: event.id, riders: RIDERS }));
