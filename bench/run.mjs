#!/usr/bin/env node
// `npm run bench`: load, size and Lighthouse figures of the product, each beside a reference measured in
// the same run on the same machine (a bare Fastify hello-world for reads, a bare durable SQLite insert for
// passages, a bare React build for sizes), so figures compare across noisy machines. Not a test: it asserts
// nothing about time. BENCH_SECONDS (8) per load scenario; BENCH_PORT (3310) and the nine ports above it.
// Results also go to bench/.tmp/last.json.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { CHROMIUM, chromeFlags } from './chromium.mjs';
import { spawnProduct, waitHealthy } from './product-server.mjs';
import { seedLoad } from './seeded-product.mjs';
import { measureStartTimes } from './start-time.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, 'bench/.tmp');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { dni: '20777666', password: 'bench-admin' };
mkdirSync(tmp, { recursive: true });

// A fixed number of requests (`amount`) or, without one, DURATION seconds.
const run = (options) =>
  new Promise((resolve, reject) => {
    const length = options.amount ? {} : { duration: DURATION };
    autocannon({ ...length, connections: 20, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
// With no answered request autocannon reports 0 ms latencies; print that as no figure, not as fast.
const figures = (result) => ({
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.totalCount > 0 ? result.latency.p50 : 'none answered',
  'p99 ms': result.latency.totalCount > 0 ? result.latency.p99 : 'none answered',
  '2xx': result['2xx'],
  'non-2xx': result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

// Other work on the machine skews every figure: print how busy it was.
const loadBefore = os.loadavg()[0].toFixed(1);

/** Reads at 50 connections, writes at 10, as the hot-path targets are stated. */
const READS = 50;
const WRITES = 10;

/** A passage as the timing screen sends it: a fresh client id, a bib (or none), the device's instant. */
const passages = (bib) => ({
  requests: [
    {
      setupRequest: (request) => {
        request.body = JSON.stringify({ clientId: randomUUID(), dorsal: bib(), timestamp: Date.now() });
        return request;
      },
    },
  ],
});

// References, in a process of their own: a bare Fastify hello-world and a bare durable insert.
rmSync(path.join(tmp, 'reference.db'), { force: true });
for (const suffix of ['-wal', '-shm']) rmSync(path.join(tmp, `reference.db${suffix}`), { force: true });
const references = spawn(
  process.execPath,
  ['bench/reference-servers.mjs', String(PORT + 1), String(PORT + 2), path.join(tmp, 'reference.db')],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
process.on('exit', () => references.kill('SIGKILL'));
await new Promise((resolve, reject) => {
  references.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
  references.once('exit', (code) => reject(new Error(`reference servers exited with ${code}`)));
});
// Measured again right before each row that is compared with them (the reference process stays up, idle while
// the product is measured): on a shared machine the load drifts within a run, and a reference taken a minute
// earlier can flatter or wrong a row by a factor of two.
const measureHello = async () => figures(await run({ url: `http://127.0.0.1:${PORT + 1}/`, connections: READS }));
const measureInsert = async () =>
  figures(
    await run({
      url: `http://127.0.0.1:${PORT + 2}/record`,
      method: 'POST',
      connections: WRITES,
      headers: { 'content-type': 'application/json' },
      ...passages(() => null),
    }),
  );
const reference = await measureHello();
const durableInsert = await measureInsert();

// The product on a fresh SQLite database with a 2,000-rider event.
// A fresh build of the web app in this run (never a stale apps/web/dist), served by the product below.
const webDist = path.join(tmp, 'web');
const webBuild = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--outDir',
    webDist,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ],
  { cwd: path.join(root, 'apps/web'), stdio: 'inherit' },
);
if (webBuild.status !== 0) throw new Error('web build failed');
const dataDir = path.join(tmp, 'load');
const { eventId, resultsEvents, recordEvents } = seedLoad(dataDir);

// The server as production runs it: compiled (apps/server/dist), no transpiler.
const serverBuild = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
if (serverBuild.status !== 0) throw new Error('server build failed');
const server = spawnProduct({
  port: PORT,
  dataDir,
  entry: 'compiled',
  admin: ADMIN,
  webDist,
  // The results scenario reads from one address far faster than any phone; it measures throughput, not the limit.
  env: { TRUST_PROXY: '1', RESULTS_LIMIT_PER_MINUTE: '100000000' },
});
await waitHealthy(base, server);
const token = (
  await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, type: 'admin' }),
    })
  ).json()
).token;

/** A row beside its reference (the one measured right before it): the ratio of rates, and of p99 latencies. */
const beside = (row, ref, name) => ({
  ...row,
  reference: name,
  'reference req/s': ref['req/s'],
  'rate ratio': +(row['req/s'] / ref['req/s']).toFixed(2),
  'p99 ratio': typeof row['p99 ms'] === 'number' ? +(row['p99 ms'] / ref['p99 ms']).toFixed(2) : 'n/a',
});
const HELLO = 'hello';
/** The headers helmet sets on every answer of the product (apps/server/src/plugins/security-headers.ts). */
const SECURITY_HEADER =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)/;
const INSERT = 'durable insert';
const rows = {
  'bare Fastify hello-world (reference)': { ...reference, reference: '—', 'rate ratio': 1, 'p99 ratio': 1 },
  'bare durable insert POST /record, WAL + synchronous=FULL (reference)': {
    ...durableInsert,
    reference: '—',
    'rate ratio': 1,
    'p99 ratio': 1,
  },
};
let helloNow = await measureHello();
const health = figures(await run({ url: `${base}/api/health`, connections: READS }));
rows['GET /api/health'] = beside(health, helloNow, HELLO);
// What the product's security headers alone cost: the same hello sending them (taken from the product's answer).
const productHeaders = Object.fromEntries(
  [...(await fetch(`${base}/api/health`)).headers].filter(([name]) => SECURITY_HEADER.test(name)),
);
await fetch(`http://127.0.0.1:${PORT + 1}/headers`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(productHeaders),
});
const helloWithHeaders = figures(await run({ url: `http://127.0.0.1:${PORT + 1}/headers`, connections: READS }));
rows[`  bare Fastify hello with the product's ${Object.keys(productHeaders).length} security headers (reference)`] =
  beside(helloWithHeaders, helloNow, HELLO);
rows['GET /api/health beside hello with the same headers'] = beside(health, helloWithHeaders, 'hello + headers');
helloNow = await measureHello();
rows['GET /api/events'] = beside(
  figures(await run({ url: `${base}/api/events`, connections: READS })),
  helloNow,
  HELLO,
);
helloNow = await measureHello();
// The landing page is built with the API's answers for it (apps/server/src/plugins/landing-data.ts).
rows['GET / (landing page with its event data, brotli)'] = beside(
  figures(await run({ url: `${base}/`, headers: { 'accept-encoding': 'br' }, connections: READS })),
  helloNow,
  HELLO,
);
helloNow = await measureHello();
// As every browser asks: the answer's ready brotli variant (~50 KB), not its 1.2 MB of JSON.
const resultsUrl = `${base}/api/results/${eventId}?distance=66`;
const resultsRow = figures(
  await run({ url: resultsUrl, headers: { 'accept-encoding': 'br, gzip' }, connections: READS }),
);
rows['GET /api/results/{id} (2,000 riders, brotli)'] = beside(resultsRow, helloNow, HELLO);
// Its size bounds the rate (the load generator reads every byte of it): the same bytes from a bare Fastify.
const readyResults = await new Promise((resolve, reject) => {
  // node:http, not fetch: fetch would decompress the answer.
  http
    .get(resultsUrl, { headers: { 'accept-encoding': 'br' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    })
    .on('error', reject);
});
const sameBytes = `http://127.0.0.1:${PORT + 1}/bytes`;
await fetch(sameBytes, { method: 'PUT', body: readyResults, headers: { 'content-type': 'application/octet-stream' } });
const bareSameBytes = figures(await run({ url: sameBytes, connections: READS }));
rows[`  the same ${Math.round(readyResults.length / 1024)} KiB from a bare Fastify (reference)`] = {
  ...bareSameBytes,
  reference: '—',
  'rate ratio': 1,
  'p99 ratio': 1,
};
rows['GET /api/results/{id} beside the same bytes'] = beside(resultsRow, bareSameBytes, 'same bytes');
// Passages with random bibs of 1,000 riders, on an event with 1,000 and one with 50,000 passages stored.
const record = async (event) =>
  figures(
    await run({
      url: `${base}/api/timing/${event}/record`,
      method: 'POST',
      connections: WRITES,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...passages(() => 1 + Math.floor(Math.random() * 1000)),
    }),
  );
let insertNow = await measureInsert();
const few = await record(recordEvents['1000'].id);
rows['POST /api/timing/{id}/record, 1,000 stored'] = beside(few, insertNow, INSERT);
insertNow = await measureInsert();
const many = await record(recordEvents['50000'].id);
rows['POST /api/timing/{id}/record, 50,000 stored'] = {
  ...beside(many, insertNow, INSERT),
  'vs 1,000 stored': +(many['req/s'] / few['req/s']).toFixed(2),
};

// Results computed cold: a passage (without bib) invalidates the event's results, then one read computes them.
// Identity encoding, so the figure is the computation and its JSON, not the compression of megabytes.
const adminHeaders = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const COLD_READS = 5;
async function coldResults({ id: event, groupId }) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < COLD_READS; i++) {
    const posted = Date.now();
    const passage = await fetch(`${base}/api/timing/${event}/record`, {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify({ clientId: randomUUID(), dorsal: null, groupId, timestamp: posted }),
    });
    if (passage.status !== 201) throw new Error(`passage refused: ${passage.status} ${await passage.text()}`);
    // A snapshot computed before the passage is not a cold read: read until the answer is newer.
    for (let attempt = 0; attempt < 100; attempt++) {
      const started = performance.now();
      // As the admin: these events are inactive (out of the public events list), and only admins read them.
      const response = await fetch(`${base}/api/results/${event}?distance=66`, {
        headers: { 'accept-encoding': 'identity', authorization: `Bearer ${token}` },
      });
      const body = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`results: ${response.status} ${body.slice(0, 200)}`);
      if (JSON.parse(body).generatedAt >= posted) {
        times.push(elapsed);
        bytes = body.length;
        break;
      }
    }
  }
  times.sort((a, b) => a - b);
  return {
    'median ms': Math.round(times[Math.floor((times.length - 1) / 2)]),
    'min ms': Math.round(times[0]),
    bytes,
    reads: times.length,
  };
}
const computation = {};
for (const riders of ['1000', '5000', '10000']) {
  computation[`${Number(riders).toLocaleString('en-US')} riders × 3 laps`] = await coldResults(resultsEvents[riders]);
}
const coldBase = computation['1,000 riders × 3 laps']['median ms'];
for (const row of Object.values(computation)) row['growth vs 1,000'] = +(row['median ms'] / coldBase).toFixed(1);

// Registration rush: 200 concurrent registrations (argon2id each) while GET /api/events is measured.
let dniSeq = 60_000_000;
const rush = run({
  url: `${base}/api/auth/register`,
  method: 'POST',
  connections: 200,
  amount: 200,
  // Hashes queue (one core is kept for everything else): count slow answers rather than give up at 10 s.
  timeout: 60,
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (request) => {
        dniSeq += 1;
        request.headers = {
          ...request.headers,
          'x-forwarded-for': `10.9.${dniSeq % 250}.${Math.floor(dniSeq / 250) % 250}`,
        };
        request.body = JSON.stringify({
          nombre: 'Rush',
          apellido: 'Registro',
          dni: String(dniSeq),
          sexo: 'M',
          fechaNacimiento: '1990-01-01',
          email: `rush${dniSeq}@example.com`,
          whatsapp: '+54 381 555-0000',
          telefono: '+54 381 555-0001',
          pais: 'Argentina',
          provincia: 'Tucumán',
          grupoSanguineo: 'O+',
          password: 'clave-rush',
        });
        return request;
      },
    },
  ],
});
// GET /api/events is measured for the whole rush: started with it, stopped when the last registration answers.
let duringInstance;
const during = new Promise((resolve, reject) => {
  duringInstance = autocannon({ url: `${base}/api/events`, connections: 10, duration: 600 }, (error, result) =>
    error ? reject(error) : resolve(result),
  );
});
const rushResult = await rush;
duringInstance.stop();
const duringResult = await during;
rows['POST /api/auth/register x200 concurrent (argon2id)'] = figures(rushResult);
rows['GET /api/events during the registration rush'] = beside(figures(duringResult), reference, HELLO);
server.kill('SIGTERM');
references.kill('SIGTERM');
const loadAfterLoad = os.loadavg()[0].toFixed(1);

console.log(
  `\nLoad (${DURATION} s per scenario, reads at ${READS} connections, writes at ${WRITES}, ${os.cpus().length} cores, load average before ${loadBefore} and now ${loadAfterLoad}; each row beside its reference measured right before it, in "reference req/s"; the reference rows are the first measurements)`,
);
console.table(rows);
console.log('\nResults computed cold, after a passage invalidated them (GET /api/results/{id}, identity encoding)');
console.table(computation);

// Start to healthy: the compiled server beside the same sources run through tsx.
const startTimes = await measureStartTimes({ runs: 3, port: PORT + 5, tmp });
console.log('\nStart to a healthy /api/health (SQLite already migrated)');
console.table(startTimes);

// First-visit weight of "/": the JS and CSS index.html pulls in, gzipped, beside a bare React build.
function firstVisitBytes(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const asset of new Set(assets)) {
    const content = readFileSync(path.join(distDir, asset));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: new Set(assets).size, 'raw KiB': +(raw / 1024).toFixed(1), 'gzip KiB': +(gzip / 1024).toFixed(1) };
}
const bareDir = path.join(tmp, 'bare-react');
rmSync(bareDir, { recursive: true, force: true });
mkdirSync(bareDir, { recursive: true });
writeFileSync(
  path.join(bareDir, 'index.html'),
  '<!doctype html><html lang="es"><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
);
writeFileSync(
  path.join(bareDir, 'main.js'),
  "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Hola'));\n",
);
const built = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
  { cwd: bareDir, stdio: 'inherit', env: { ...process.env, NODE_PATH: path.join(root, 'node_modules') } },
);
const sizes = {
  'bare React build (reference)': built.status === 0 ? firstVisitBytes(path.join(bareDir, 'dist')) : 'build failed',
  'product: first visit to /': firstVisitBytes(webDist),
};
console.log('\nFirst visit to / (JavaScript + CSS)');
console.table(sizes);

// Lighthouse, mobile, on the product served by the same server build.
const lighthouseRows = {};
if (existsSync(CHROMIUM) && process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
  const server2 = spawnProduct({ port: PORT, dataDir, entry: 'compiled', webDist });
  await waitHealthy(base, server2);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // Each run in a new Chromium with a new, empty profile, as a runner's phone opens the page the first time
  // (one long-lived browser would hide the parse and compile costs of a first visit).
  const audit = async (page) => {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags, userDataDir });
    try {
      return await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  };
  // A run Lighthouse could not finish (e.g. no paint seen on a starved machine) has no scores: it is tried
  // once more, and left out (reported as failed rather than as zeros when no run finished).
  const score = (category) => (category.score === null ? 'n/a' : Math.round(category.score * 100));
  // Each page is audited LIGHTHOUSE_RUNS times (default 3); the run with the median performance is shown,
  // with every run's performance beside it, since one run swings by several points on a shared machine.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  // The public results of the 2,000-rider event: what riders and families open on race day.
  for (const page of ['/', '/login', '/register', `/results/${eventId}`]) {
    const finished = [];
    let failure;
    for (let i = 0; i < runs; i++) {
      let result = await audit(page);
      if (result.lhr.runtimeError) result = await audit(page);
      if (result.lhr.runtimeError) failure = result.lhr.runtimeError;
      else finished.push(result.lhr);
    }
    if (finished.length === 0) {
      lighthouseRows[page] = { failed: `${failure.code}: ${failure.message}`.slice(0, 120) };
      continue;
    }
    finished.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const { categories: c, audits } = finished[Math.floor((finished.length - 1) / 2)];
    lighthouseRows[page] = {
      performance: score(c.performance),
      accessibility: score(c.accessibility),
      'best-practices': score(c['best-practices']),
      seo: score(c.seo),
      'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      'every run':
        finished.map((lhr) => score(lhr.categories.performance)).join(' ') +
        (finished.length < runs ? ` (+${runs - finished.length} failed)` : ''),
    };
  }
  server2.kill('SIGTERM');
  console.log(`\nLighthouse (mobile emulation, simulated throttling; a fresh browser per run; median of ${runs} runs)`);
  console.table(lighthouseRows);
} else {
  lighthouseRows.skipped = existsSync(CHROMIUM) ? 'BENCH_SKIP_LIGHTHOUSE=1' : 'no Chromium at /usr/bin/chromium';
  console.log(`\nLighthouse not run: ${lighthouseRows.skipped}`);
}

// The crowd at the finish line (bench/crowd.mjs): its own server and database, after everything above.
let crowd = { skipped: 'BENCH_SKIP_CROWD=1' };
if (process.env.BENCH_SKIP_CROWD !== '1') {
  const ran = spawnSync(process.execPath, ['--import', 'tsx', 'bench/crowd.mjs'], { cwd: root, stdio: 'inherit' });
  crowd = ran.status === 0 ? JSON.parse(readFileSync(path.join(tmp, 'crowd.json'), 'utf8')) : { failed: ran.status };
}

// What one live stream costs (bench/stream-cost.mjs), to size RESULTS_STREAMS_TOTAL: its own server too.
let streamCost = { skipped: 'BENCH_SKIP_STREAM_COST=1' };
if (process.env.BENCH_SKIP_STREAM_COST !== '1') {
  const ran = spawnSync(process.execPath, ['--import', 'tsx', 'bench/stream-cost.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  streamCost =
    ran.status === 0 ? JSON.parse(readFileSync(path.join(tmp, 'stream-cost.json'), 'utf8')) : { failed: ran.status };
}

// One address flooding the live streams while a second arrives (bench/stream-flood.mjs, decision 011).
let streamFlood = { skipped: 'BENCH_SKIP_STREAM_FLOOD=1' };
if (process.env.BENCH_SKIP_STREAM_FLOOD !== '1') {
  const ran = spawnSync(process.execPath, ['--import', 'tsx', 'bench/stream-flood.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  streamFlood =
    ran.status === 0 ? JSON.parse(readFileSync(path.join(tmp, 'stream-flood.json'), 'utf8')) : { failed: ran.status };
}

// A backup timekeeper's race day through the HTTP API (bench/backup-trial.mjs, decision 014).
if (process.env.BENCH_SKIP_BACKUP_TRIAL !== '1')
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/backup-trial.mjs'], { cwd: root, stdio: 'inherit' });

writeFileSync(
  path.join(tmp, 'last.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      loadAverageBefore: Number(loadBefore),
      loadAverageAfterLoad: Number(loadAfterLoad),
      load: rows,
      coldResults: computation,
      startTimes,
      sizes,
      lighthouse: lighthouseRows,
      crowd,
      streamCost,
      streamFlood,
    },
    null,
    2,
  ),
);
process.exit(0);
