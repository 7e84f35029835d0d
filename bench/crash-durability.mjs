#!/usr/bin/env node
// Crash durability: starts the real server on SQLite, sends a stream of registrations, inscriptions and
// timing records, kills the process with SIGKILL mid-stream several times, restarts it, and checks that
// every write that got a 2xx is in the database and that the database passes PRAGMA integrity_check.
// Prints acknowledged / present / lost (lost must be 0). Exit code 1 when anything was lost.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { spawnProduct, waitHealthy } from './product-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'bench/.tmp/crash');
const port = 3290;
const base = `http://127.0.0.1:${port}`;
const ADMIN = { dni: '20888777', password: 'crash-admin' };
const CRASHES = Number(process.env.CRASHES ?? 10);
const WRITERS = 8;

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

function startServer() {
  return spawnProduct({
    port,
    dataDir,
    admin: ADMIN,
    env: { TRUST_PROXY: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function post(url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': `10.${sequence % 250}.${(sequence >> 8) % 250}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: response.ok ? await response.json() : null };
}

const acknowledged = { runners: new Set(), inscriptions: new Set(), records: new Set() };
let sequence = 0;
let stopped = false;
let adminToken;
let eventId;

async function writer() {
  while (!stopped) {
    const n = ++sequence;
    const dni = String(31_000_000 + n);
    try {
      const registered = await post('/api/auth/register', {
        nombre: 'Crash',
        apellido: 'Prueba',
        dni,
        sexo: n % 2 ? 'M' : 'F',
        fechaNacimiento: '1990-01-01',
        email: `c${n}@example.com`,
        whatsapp: '+54 381 555-0000',
        telefono: '+54 381 555-0001',
        pais: 'Argentina',
        provincia: 'Tucumán',
        grupoSanguineo: 'O+',
        password: 'clave-crash',
      });
      if (registered.status !== 201) continue;
      acknowledged.runners.add(dni);
      const enrolled = await post(
        '/api/inscriptions',
        { runnerId: registered.body.user.id, eventId, distancia: 66, categoria: 'E-BIKE', numeroDorsalAsignado: n },
        adminToken,
      );
      if (enrolled.status === 201) acknowledged.inscriptions.add(enrolled.body.id);
      // The device's id for the record (D10); a retry with it would be stored once.
      const clientId = randomUUID();
      const recorded = await post(
        `/api/timing/${eventId}/record`,
        { clientId, dorsal: n, time: n * 1000, timestamp: Date.now() },
        adminToken,
      );
      if (recorded.status === 201 || recorded.status === 200) acknowledged.records.add(clientId);
    } catch {
      // The server died mid-request: that write was never acknowledged.
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

let server = startServer();
await waitHealthy(base, server);
const login = await post('/api/auth/login', { ...ADMIN, type: 'admin' });
adminToken = login.body.token;
// The seeded event (its window is closed; admins may enrol outside it).
const events = await (await fetch(`${base}/api/inscriptions/categories-and-distances?eventId=1`)).json();
if (!events.categories) throw new Error('seeded event missing');
eventId = 1;
const probeId = randomUUID();
const probe = await post(
  `/api/timing/${eventId}/record`,
  { clientId: probeId, dorsal: null, time: 0, timestamp: Date.now() },
  adminToken,
);
if (probe.status >= 300) throw new Error(`POST /api/timing/${eventId}/record answered ${probe.status}`);
acknowledged.records.add(probeId);

const writers = Array.from({ length: WRITERS }, () => writer());
for (let crash = 0; crash < CRASHES; crash++) {
  await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1500));
  server.kill('SIGKILL');
  await new Promise((r) => server.once('exit', r));
  server = startServer();
  await waitHealthy(base, server);
  // Tokens survive a restart: the key is kept in the data folder.
}
await new Promise((r) => setTimeout(r, 1000));
stopped = true;
await Promise.all(writers);
server.kill('SIGKILL');
await new Promise((r) => server.once('exit', r));

const db = new Database(path.join(dataDir, 'carreras.db'), { readonly: true });
const integrity = db.pragma('integrity_check', { simple: true });
const presentRunners = new Set(
  db
    .prepare('select dni from runners')
    .all()
    .map((r) => r.dni),
);
const presentInscriptions = new Set(
  db
    .prepare('select id from inscriptions')
    .all()
    .map((r) => r.id),
);
const presentRecords = new Set(
  db
    .prepare('select client_id from time_records')
    .all()
    .map((r) => r.client_id),
);
db.close();

const rows = [
  ['runners', acknowledged.runners, presentRunners],
  ['inscriptions', acknowledged.inscriptions, presentInscriptions],
  ['timing records', acknowledged.records, presentRecords],
].map(([kind, acked, present]) => ({
  kind,
  acknowledged: acked.size,
  present: [...acked].filter((x) => present.has(x)).length,
  lost: [...acked].filter((x) => !present.has(x)).length,
}));

console.log(
  `\nCrash durability: ${CRASHES} kill -9 during ${WRITERS} concurrent writers; integrity_check: ${integrity}`,
);
console.table(rows);
const lost = rows.reduce((sum, r) => sum + r.lost, 0);
if (integrity !== 'ok' || lost > 0 || rows.some((r) => r.acknowledged === 0)) {
  console.error('FAILED: acknowledged writes lost or database damaged');
  process.exit(1);
}
console.log('OK: every acknowledged write is present.');
