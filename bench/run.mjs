#!/usr/bin/env node
// `npm run bench`: load, size and Lighthouse figures of the product, each beside a reference measured in
// the same run on the same machine (a bare Fastify hello-world, a bare React build), so figures compare
// across noisy machines. Not a test: it asserts nothing about time. Results also go to bench/.tmp/last.json.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, 'bench/.tmp');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = 3310;
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

// Reference: a bare Fastify hello-world in this process.
const bare = Fastify();
bare.get('/', async () => ({ hello: 'world' }));
await bare.listen({ port: PORT + 1, host: '127.0.0.1' });
const reference = figures(await run({ url: `http://127.0.0.1:${PORT + 1}/` }));
await bare.close();

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
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const seeded = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'bench/seed-load.ts', path.join(dataDir, 'carreras.db')],
  { cwd: root, encoding: 'utf8' },
);
if (seeded.status !== 0) throw new Error(seeded.stderr);
const { eventId } = JSON.parse(seeded.stdout.trim().split('\n').pop());

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_DNI: ADMIN.dni,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
    // The results scenario reads from one address far faster than any phone; it measures throughput, not the limit.
    RESULTS_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST: webDist,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// Never leave the server behind when a scenario throws.
process.on('exit', () => server.kill('SIGKILL'));
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
const token = (
  await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, type: 'admin' }),
    })
  ).json()
).token;

const rows = { 'bare Fastify hello-world (reference)': reference };
rows['GET /api/events'] = figures(await run({ url: `${base}/api/events` }));
// The landing page is built per request with the API's answers for it (apps/server/src/plugins/landing-data.ts).
rows['GET / (landing page with its event data, brotli)'] = figures(
  await run({ url: `${base}/`, headers: { 'accept-encoding': 'br' } }),
);
rows['GET /api/results/{id} (2,000 riders)'] = figures(
  await run({ url: `${base}/api/results/${eventId}?distance=66`, connections: 10 }),
);
let clientSeq = 0;
rows['POST /api/timing/{id}/record'] = figures(
  await run({
    url: `${base}/api/timing/${eventId}/record`,
    method: 'POST',
    connections: 10,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    setupClient: (client) => {
      client.setBody = client.setBody.bind(client);
    },
    requests: [
      {
        setupRequest: (request) => {
          clientSeq += 1;
          request.body = JSON.stringify({
            clientId: randomUUID(),
            dorsal: null,
            time: clientSeq * 10,
            timestamp: Date.now(),
            groupId: null,
          });
          return request;
        },
      },
    ],
  }),
);

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
rows['GET /api/events during the registration rush'] = figures(duringResult);
server.kill('SIGTERM');

console.log(
  `\nLoad (${DURATION} s per scenario, ${os.cpus().length} cores, load average before ${loadBefore} and now ${os.loadavg()[0].toFixed(1)}; compare each row with the reference row of the same run)`,
);
console.table(rows);

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
if (existsSync('/usr/bin/chromium') && process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
  const server2 = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => server2.kill('SIGKILL'));
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const audit = (page) =>
    lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
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
  await chrome.kill();
  server2.kill('SIGTERM');
  console.log(`\nLighthouse (mobile emulation, simulated throttling; median of ${runs} runs)`);
  console.table(lighthouseRows);
} else {
  lighthouseRows.skipped = existsSync('/usr/bin/chromium')
    ? 'BENCH_SKIP_LIGHTHOUSE=1'
    : 'no Chromium at /usr/bin/chromium';
  console.log(`\nLighthouse not run: ${lighthouseRows.skipped}`);
}

writeFileSync(
  path.join(tmp, 'last.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      loadAverageBefore: Number(loadBefore),
      load: rows,
      sizes,
      lighthouse: lighthouseRows,
    },
    null,
    2,
  ),
);
process.exit(0);
