import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, securePrivateData } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEMO_ADMIN, DEMO_RUNNER, generateDemo } from './generate-demo.ts';

/** `npm run demo`, step one: a fresh demo SQLite database beside the real one, never the real one. */
// Demo runners have health data too (made up, but shaped like the real thing): owner-only files, as the server.
process.umask(0o077);
const dataDir = path.resolve(process.argv[2] ?? './data-demo');
securePrivateData(dataDir);
const file = path.join(dataDir, 'carreras.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });

const db = openDatabase({ kind: 'sqlite', file });
await migrateToLatest(db);
const started = Date.now();
const summary = await generateDemo(db.db);
await db.close();

const base = `http://localhost:${process.env.PORT || '3000'}`;
const stageLabel = { finished: 'terminada', open: 'inscripciones abiertas', live: 'en carrera ahora' };
console.log(`Demo database ${file} generated in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
console.log(`  ${summary.runners} corredores`);
for (const event of summary.events)
  console.log(`  ${event.nombre} (${stageLabel[event.stage]}): ${event.inscriptions} inscripciones (id ${event.id})`);
console.log(`\n  Inicio:                 ${base}/`);
console.log(`  Ingreso de corredores:  ${base}/login`);
console.log(`  Administración:         ${base}/admin/login`);
for (const event of summary.events.filter((e) => e.stage !== 'open'))
  console.log(
    `  ${`Resultados ${event.stage === 'live' ? 'en vivo' : 'finales'}:`.padEnd(23)} ${base}/results/${event.id}`,
  );
console.log(`\n  Administrador: DNI ${DEMO_ADMIN.dni}, contraseña ${DEMO_ADMIN.password}`);
console.log(
  `  Corredora:     DNI ${DEMO_RUNNER.dni}, contraseña ${DEMO_RUNNER.password} (todos los corredores demo usan esa contraseña)`,
);
