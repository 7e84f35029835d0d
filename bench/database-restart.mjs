#!/usr/bin/env node
// Database restart under race load: a PostgreSQL cluster of its own (initdb in a temporary folder), two
// product processes on it, timing devices sending passages to both the way the timing screen's outbox does
// (same id on every retry, 0.5–3 s between tries), and a timing-changes stream on each process. Mid-race the
// cluster is stopped (fast shutdown: connections in use are killed with 57P01), left down a few seconds and
// started again. Checks that both processes stay up, health answers 503 while the database is away, writes and
// cross-process updates resume within 10 s of the database, the devices' pending passages drain, and every
// acknowledged passage is in the database. Prints the figures; exit code 1 when any check fails.
//
// Needs PostgreSQL's server binaries (Debian: postgresql-15). Run as root, it runs them as the postgres user.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnProduct, waitHealthy as waitHealthyAt } from './product-server.mjs';

const DOWN_MS = Number(process.env.DOWN_MS ?? 3000);
const RIDERS_PER_PROCESS = 15;
const DEVICES_PER_PROCESS = 2;
const PASSAGE_EVERY_MS = 150;
const RESUME_LIMIT_MS = 10_000;
/** After the devices stop taking passages, how long their queues may take to empty before the run gives up. */
const DRAIN_LIMIT_MS = 20_000;
const ADMIN = { dni: '20999111', password: 'restart-admin' };
const pgPort = 5497;
const ports = [3297, 3298];

const binDir = ['/usr/lib/postgresql/15/bin', ...listPostgresBins()].find((dir) =>
  existsSync(path.join(dir, 'pg_ctl')),
);
if (!binDir) {
  // As the API suite does without PostgreSQL (.ci/run): said loudly, and the SQLite checks still ran.
  console.log('PostgreSQL server binaries not found: the database restart test did not run (Debian: postgresql-15).');
  process.exit(0);
}
function listPostgresBins() {
  if (!existsSync('/usr/lib/postgresql')) return [];
  return readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`);
}

const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-pg-restart-'));
const pgData = path.join(dir, 'pgdata');
function asPostgres(command, args) {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}
if (isRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(dir, uid, gid);
}
const pgCtl = (...args) => asPostgres(path.join(binDir, 'pg_ctl'), ['-D', pgData, ...args]);
asPostgres(path.join(binDir, 'initdb'), ['-D', pgData, '-A', 'trust', '-U', 'carreras', '-E', 'UTF8', '--locale=C']);
const startCluster = () =>
  pgCtl(
    '-o',
    `-p ${pgPort} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    'start',
  );
startCluster();
const processes = [];
const exits = [];
// Whatever happens (a check fails, the run is interrupted), nothing is left running or on disk.
let clusterRunning = true;
process.on('exit', () => {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
  if (clusterRunning) {
    try {
      pgCtl('-m', 'immediate', '-w', 'stop');
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
const databaseUrl = `postgres://carreras@127.0.0.1:${pgPort}/postgres`;

const sessionSecret = 'r'.repeat(48);
function startProcess(index) {
  const child = spawnProduct({
    port: ports[index],
    dataDir: path.join(dir, `process-${index}`),
    databaseUrl,
    admin: ADMIN,
    env: { SESSION_SECRET: sessionSecret, REGISTRATION_LIMIT_PER_MINUTE: '1000' },
    keepOnExit: true,
  });
  child.on('exit', (code, signal) => exits.push({ process: index, code, signal, at: Date.now() }));
  processes[index] = child;
}
const base = (index) => `http://127.0.0.1:${ports[index]}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function waitHealthy(index) {
  return waitHealthyAt(base(index), processes[index], { timeoutMs: 30_000 });
}

async function call(index, method, url, body, token) {
  const response = await fetch(`${base(index)}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

// One process first (it migrates the new database), then the second.
startProcess(0);
await waitHealthy(0);
startProcess(1);
await waitHealthy(1);

const token = (await call(0, 'POST', '/api/auth/login', { ...ADMIN, type: 'admin' })).body.token;
const eventId = 1;
const configured = await call(
  0,
  'POST',
  '/api/timing-config',
  { eventId, config: { 66: { laps: 100, enabled: true, minLapSeconds: 0 } } },
  token,
);
if (configured.status !== 200)
  throw new Error(`timing config: ${configured.status} ${JSON.stringify(configured.body)}`);
const bibsOf = [[], []];
for (let n = 1; n <= RIDERS_PER_PROCESS * 2; n++) {
  const dni = String(32_000_000 + n);
  const registered = await call(0, 'POST', '/api/auth/register', {
    nombre: 'Reinicio',
    apellido: 'Prueba',
    dni,
    sexo: n % 2 ? 'M' : 'F',
    fechaNacimiento: '1990-01-01',
    email: `r${n}@example.com`,
    whatsapp: '+54 381 555-0000',
    telefono: '+54 381 555-0001',
    pais: 'Argentina',
    provincia: 'Tucumán',
    grupoSanguineo: 'O+',
    password: 'clave-reinicio',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const enrolled = await call(
    0,
    'POST',
    '/api/inscriptions',
    { runnerId: registered.body.user.id, eventId, distancia: 66, categoria: 'E-BIKE', numeroDorsalAsignado: n },
    token,
  );
  if (enrolled.status !== 201) throw new Error(`enrol: ${enrolled.status} ${JSON.stringify(enrolled.body)}`);
  bibsOf[n <= RIDERS_PER_PROCESS ? 0 : 1].push(n);
}

// The timing-changes stream of each process: which bibs it heard of, and when.
const heard = [[], []];
const streams = [0, 1].map((index) => {
  const controller = new AbortController();
  (async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(`${base(index)}/api/timing/${eventId}/changes`, {
          headers: { authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          for (const event of events) {
            const data = event.split('\n').find((line) => line.startsWith('data: '));
            if (data) heard[index].push({ at: Date.now(), change: JSON.parse(data.slice(6)) });
          }
        }
      } catch {}
      if (!controller.signal.aborted) await sleep(500);
    }
  })();
  return controller;
});

// Devices: a queue of passages each, sent oldest first, retried with the outbox's backoff until acknowledged.
const acknowledged = new Map();
const health = [[], []];
let sending = true;
let drainDeadline = Number.POSITIVE_INFINITY;
const devices = [];
for (const index of [0, 1]) {
  for (let d = 0; d < DEVICES_PER_PROCESS; d++) {
    const device = { index, queue: [], failures: 0, time: 600_000 };
    devices.push(device);
    device.producer = (async () => {
      while (sending) {
        const bibs = bibsOf[index];
        device.time += 1000;
        device.queue.push({
          clientId: randomUUID(),
          dorsal: bibs[Math.floor(Math.random() * bibs.length)],
          time: device.time,
        });
        await sleep(PASSAGE_EVERY_MS);
      }
    })();
    device.sender = (async () => {
      while (sending || (device.queue.length > 0 && Date.now() < drainDeadline)) {
        const entry = device.queue[0];
        if (!entry) {
          await sleep(20);
          continue;
        }
        let status = 0;
        try {
          status = (
            await call(index, 'POST', `/api/timing/${eventId}/record`, { ...entry, timestamp: Date.now() }, token)
          ).status;
        } catch {}
        if (status >= 200 && status < 300) {
          acknowledged.set(entry.clientId, { index, at: Date.now(), dorsal: entry.dorsal });
          device.queue.shift();
          device.failures = 0;
        } else if (status >= 400 && status < 500 && ![401, 403, 408, 425, 429].includes(status)) {
          throw new Error(`passage refused for good: ${status}`);
        } else {
          device.failures += 1;
          await sleep(Math.min(3000, 500 * 2 ** (device.failures - 1)));
        }
      }
    })();
  }
}
const healthPollers = [0, 1].map(async (index) => {
  while (sending) {
    let status = 0;
    try {
      status = (await fetch(`${base(index)}/api/health`, { signal: AbortSignal.timeout(5000) })).status;
    } catch {}
    health[index].push({ at: Date.now(), status });
    await sleep(100);
  }
});

await sleep(3000);
const stoppedAt = Date.now();
pgCtl('-m', 'fast', '-w', 'stop');
const downAt = Date.now();
await sleep(DOWN_MS);
startCluster();
const backAt = Date.now();
await sleep(12_000);
sending = false;
drainDeadline = Date.now() + DRAIN_LIMIT_MS;
for (const device of devices) await Promise.all([device.producer, device.sender]);
await Promise.all(healthPollers);
const drainedAt = Date.now();
await sleep(1000);
for (const stream of streams) stream.abort();

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const present = new Set((await client.query('select client_id from time_records')).rows.map((row) => row.client_id));
await client.end();
for (const child of processes) child.kill('SIGTERM');
await Promise.all(
  processes.map(
    (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
  ),
);
pgCtl('-m', 'fast', '-w', 'stop');
clusterRunning = false;

const after = (list, at, test) => list.find((item) => item.at >= at && test(item));
const since = (item) => (item ? item.at - backAt : null);
const lost = [...acknowledged.keys()].filter((id) => !present.has(id));
const pending = devices.reduce((sum, device) => sum + device.queue.length, 0);
const rows = [0, 1].map((index) => {
  const other = 1 - index;
  const ackedHere = [...acknowledged.values()].filter((ack) => ack.index === index);
  const firstWrite = after(ackedHere, backAt, () => true);
  // A bib written through the other process after the database was back, heard on this process's stream.
  const otherBibs = new Set(bibsOf[other]);
  const crossHeard = after(heard[index], backAt, (item) => item.change.bibs?.some((bib) => otherBibs.has(bib)));
  return {
    process: index,
    exitedDuringRace: exits.some((exit) => exit.process === index && exit.at < drainedAt),
    healthDownSeen: health[index].some((probe) => probe.at >= stoppedAt && probe.status === 503),
    healthOkAfterMs: since(after(health[index], backAt, (probe) => probe.status === 200)),
    writesResumeAfterMs: since(firstWrite),
    crossProcessResumeAfterMs: since(crossHeard),
    toldToReadAgain: heard[index].some((item) => item.at >= downAt && item.change.all === true),
  };
});

console.log(
  `\nDatabase restart: PostgreSQL stopped (fast) ${DOWN_MS} ms under ${devices.length} devices on 2 processes, then started;` +
    ` figures in ms after the database was back.`,
);
console.table(rows);
console.table([
  { acknowledged: acknowledged.size, present: acknowledged.size - lost.length, lost: lost.length, pending },
]);
const failures = [];
if (pending > 0) failures.push(`${pending} passages still pending on the devices`);
if (lost.length > 0) failures.push(`${lost.length} acknowledged passages lost`);
for (const row of rows) {
  if (row.exitedDuringRace) failures.push(`process ${row.process} exited`);
  if (!row.healthDownSeen) failures.push(`process ${row.process}: health never said 503 while the database was away`);
  for (const key of ['healthOkAfterMs', 'writesResumeAfterMs', 'crossProcessResumeAfterMs']) {
    if (row[key] === null || row[key] > RESUME_LIMIT_MS) failures.push(`process ${row.process}: ${key} = ${row[key]}`);
  }
}
if (failures.length > 0) {
  console.error(`FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('OK: both processes stayed up, writes and cross-process updates resumed, no acknowledged passage lost.');
