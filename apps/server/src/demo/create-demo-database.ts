import { rmSync } from 'node:fs';
import path from 'node:path';
import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatPesos } from '@carreras/domain/places/fees';
import { openDatabase, securePrivateData } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEMO_FEES, DEMO_PEOPLE } from './demo-registration.ts';
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
console.log(
  `  ${'Campeonato:'.padEnd(23)} ${base}/campeonatos/${summary.championship.id} (${summary.championship.nombre}: dos fechas terminadas y la de hoy en vivo)`,
);
console.log(`\n  Administrador: DNI ${DEMO_ADMIN.dni}, contraseña ${DEMO_ADMIN.password}`);
console.log(
  `  Corredora:     DNI ${DEMO_RUNNER.dni}, contraseña ${DEMO_RUNNER.password} (todos los corredores demo usan esa contraseña)`,
);

// What each feature of this year's registration needs, so a newcomer knows whom to sign in as.
const { registration } = summary;
const open = summary.events.find((e) => e.stage === 'open')!;
const person = (p: { nombre: string; apellido: string; dni: string }) => `${p.nombre} ${p.apellido}, DNI ${p.dni}`;
const pesos = (amount: number) => formatPesos(amount).replace(/\s/g, ' ');
const fees = Object.entries(DEMO_FEES);
const places = registration.distances
  .map((d) =>
    d.libres === 0
      ? `${d.distancia} km completa con ${d.enEspera} en lista de espera`
      : `${d.distancia} km con ${d.libres} lugares libres`,
  )
  .join('; ');
const { pairHolder, invited, paidPairHolder, paidPartner, waiting, newcomer } = DEMO_PEOPLE;
console.log(`\n  ${open.nombre}: para ver cada función (todos los corredores con contraseña ${DEMO_RUNNER.password})`);
console.log(
  `    Precios:          ${fees.map(([d, f]) => `${d} km ${pesos(f.precioAnticipado)}`).join(' y ')} anticipado hasta el ${formatIsoDateEsAr(registration.earlyUntil)}, después ${fees.map(([d, f]) => `${d} km ${pesos(f.precio)}`).join(' y ')}`,
);
console.log(`    Cupos:            ${places}`);
console.log(`    Pagar y avisar «Ya pagué»: ${person(DEMO_RUNNER)} (inscripta, sin pagar: alias, CBU y monto)`);
console.log(`    Invitación de pareja:      ${person(invited)} (la acepta o rechaza; la invitó ${person(pairHolder)})`);
console.log(`    Pareja aceptada con pago informado: ${person(paidPairHolder)}, con ${person(paidPartner)}`);
console.log(`    Lista de espera:           ${person(waiting)} (lugar ${registration.waitingPosition} en 66 km)`);
console.log(
  `    Inscribirse desde cero:    ${person(newcomer)} (sin inscripción: pocos lugares en 33 km, lista de espera en 66 km)`,
);
console.log(`    Lista pública de inscriptos: ${base}/eventos/${open.id}/inscriptos`);
console.log(
  `    Recordatorios y ${registration.paymentsToVerify} pagos a verificar (administrador): ${base}/admin/events/${open.id}/reminders`,
);
console.log(`    WhatsApp del organizador:  ${base}/olvide-mi-contrasena`);
