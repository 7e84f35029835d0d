#!/usr/bin/env node
// The crowd at the finish line: 2,000 spectators on the live results of one view, 1,000 of them behind ONE
// address (a carrier's CGNAT) and 1,000 behind 100 addresses (sockets bound to 127.0.0.2 and to 127.0.1.1–100),
// every one on the stream with deltas (`deltas=1`, gzip) as the results page opens it, plus 200 phones of the
// one address polling every 5 s with If-None-Match (as a page whose stream broke), while passages arrive at 5 a
// second through the timing API. Prints, for a 2,000-rider view and a 75-rider view: streams served, polls
// refused, gzip bytes per passage per spectator on the wire (and the first event's, the snapshot), latency from a
// passage's acknowledgement to each spectator decoding the delta that carries it, /api/health latency during
// the run beside the same with nobody watching, the server's memory, and the load average. Writes the table to
// bench/.tmp/crowd.json (npm run bench includes it).
//
//   node --import tsx bench/crowd.mjs      (CROWD_PORT, default 3318; CROWD_SPECTATORS, default 2000)
// Not a test: it asserts nothing (apps/server/test/results-streams.test.ts and results-deltas.test.ts hold the
// behaviour). The server is its own process (tsx); the spectators, pollers and the timekeeper are this one.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { issueReaderCookie, readerCookieSigner } from '../apps/server/src/lib/reader-cookie.ts';
import { bearer, createTestApp, loginAdmin } from '../apps/server/test/test-app.ts';
import { spawnProduct, waitHealthy } from './product-server.mjs';
import { passage, raceView } from './race-view.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.CROWD_PORT ?? 3318);
const SPECTATORS = Number(process.env.CROWD_SPECTATORS ?? 2000);
const PASSAGES_PER_SECOND = 5;
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

// The database, made as the server tests make theirs; the server then runs on it in a process of its own.
const t = await createTestApp();
const auth = bearer(await loginAdmin(t.app));
const views = { 2000: await raceView(t.app, t.db.db, auth, 2000), 75: await raceView(t.app, t.db.db, auth, 75) };
if (t.config.database.kind !== 'sqlite') throw new Error('the crowd bench runs on SQLite');
const server = spawnProduct({
  port: PORT,
  dataDir: t.config.dataDir,
  databaseUrl: `file:${t.config.database.file}`,
  // The crowd puts 1,000 streams on one address: the per-address ceiling (500 by default) is raised to hold it.
  env: { SESSION_SECRET: t.config.sessionSecret, RESULTS_STREAMS_PER_ADDRESS: String(SPECTATORS) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// Each phone carries the reader cookie its page load gave it (decision 011): its reads are its own share.
const signer = readerCookieSigner(t.config.sessionSecret);
const readerCookie = () => `reader=${issueReaderCookie(signer)}`;
await waitHealthy(base, server);

/** Spectator n's address: the first half share one, the second half spread over 100. */
const CGNAT = '127.0.0.2';
const addressOf = (n) => (n < SPECTATORS / 2 ? CGNAT : `127.0.1.${1 + (n % 100)}`);
const POLLERS = 200;
const serverRssMb = () =>
  Math.round(Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1]) / 1024);

/** One spectator's stream: bytes on the wire, when each bib first reached it, events by name. */
function spectate(eventId, n) {
  return new Promise((resolve) => {
    const spectator = { status: 0, wire: 0, wireAtFirst: 0, events: {}, arrivals: new Map(), close: () => {} };
    const request = http.get(
      `${base}/api/results/${eventId}/stream?distance=33&deltas=1`,
      { agent, localAddress: addressOf(n), headers: { 'accept-encoding': 'gzip', cookie: readerCookie() } },
      (response) => {
        spectator.status = response.statusCode ?? 0;
        spectator.close = () => request.destroy();
        if (spectator.status !== 200) {
          response.resume();
          return resolve(spectator);
        }
        let text = '';
        response.on('data', (chunk) => {
          spectator.wire += chunk.length;
        });
        const decoded = response.pipe(createGunzip());
        decoded.setEncoding('utf8');
        decoded.on('error', () => {});
        decoded.on('data', (chunk) => {
          text += chunk;
          for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
            const frame = text.slice(0, end);
            text = text.slice(end + 2);
            const name = frame.slice(7, frame.indexOf('\n'));
            spectator.events[name] = (spectator.events[name] ?? 0) + 1;
            if (name === 'results' && spectator.events.results === 1) {
              spectator.wireAtFirst = spectator.wire;
              resolve(spectator);
            }
            if (name === 'delta') {
              const delta = JSON.parse(frame.slice(frame.indexOf('data: ') + 6));
              const now = Date.now();
              for (const row of delta.rows ?? []) {
                if (!spectator.arrivals.has(row.dorsal)) spectator.arrivals.set(row.dorsal, now);
              }
            }
          }
        });
      },
    );
    request.on('error', () => resolve(spectator));
  });
}

/** A phone of the one address polling every 5 s (its stream broken), with the ETag it holds. */
async function poll(eventId, statuses, untilDone) {
  let etag = null;
  const cookie = readerCookie();
  await sleep(Math.random() * 5000);
  while (!untilDone()) {
    const answer = await new Promise((resolve) => {
      const request = http.get(
        `${base}/api/results/${eventId}?distance=33`,
        {
          agent,
          localAddress: CGNAT,
          headers: { 'accept-encoding': 'gzip', cookie, ...(etag ? { 'if-none-match': etag } : {}) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response));
        },
      );
      request.on('error', () => resolve(null));
    });
    const status = answer?.statusCode ?? 0;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) etag = answer.headers.etag ?? null;
    await sleep(5000);
  }
}

async function healthLatencies(untilDone) {
  const samples = [];
  while (!untilDone()) {
    const started = performance.now();
    await fetch(`${base}/api/health`);
    samples.push(performance.now() - started);
    await sleep(100);
  }
  return samples;
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

const rows = {};
let quietDone = false;
setTimeout(() => (quietDone = true), 3000);
const quiet = await healthLatencies(() => quietDone);
rows['nobody watching (reference)'] = {
  'health p50 ms': percentile(quiet, 50),
  'health max ms': percentile(quiet, 100),
};

for (const riders of [2000, 75]) {
  const eventId = views[riders];
  const passages = Math.min(riders, 20 * PASSAGES_PER_SECOND);
  const ackedAt = new Map();
  const rssBefore = serverRssMb();
  const spectators = [];
  // Opened in bunches, as a crowd arriving: each gets the snapshot first.
  for (let n = 0; n < SPECTATORS; n += 100) {
    spectators.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, SPECTATORS - n) }, (_, i) => spectate(eventId, n + i)))),
    );
  }
  let done = false;
  const health = healthLatencies(() => done);
  const polls = {};
  const pollers = Array.from({ length: POLLERS }, () => poll(eventId, polls, () => done));
  for (let bib = 1; bib <= passages; bib += 1) {
    const answer = await fetch(`${base}/api/timing/${eventId}/record`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(passage(bib, 2, randomUUID())),
    });
    if (answer.status !== 201) throw new Error(`record: ${answer.status} ${await answer.text()}`);
    ackedAt.set(bib, Date.now());
    await sleep(1000 / PASSAGES_PER_SECOND);
  }
  // Until every served spectator has every passage, or 10 s.
  const served = spectators.filter((s) => s.status === 200);
  for (let waited = 0; waited < 10_000 && served.some((s) => s.arrivals.size < passages); waited += 100)
    await sleep(100);
  const rssDuring = serverRssMb();
  done = true;
  const healthSamples = await health;
  await Promise.all(pollers);
  // From the passage's acknowledgement (a delta decoded before the answer reached the timekeeper counts 0).
  const latencies = served.flatMap((s) =>
    [...s.arrivals].filter(([bib]) => ackedAt.has(bib)).map(([bib, at]) => Math.max(0, at - ackedAt.get(bib))),
  );
  const bytesPerPassage = served.map((s) => (s.wire - s.wireAtFirst) / passages);
  const statuses = {};
  for (const s of spectators) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  rows[`${riders} riders, ${SPECTATORS} spectators`] = {
    served: `${served.length}/${spectators.length}`,
    refused: Object.entries(statuses)
      .filter(([status]) => status !== '200')
      .map(([status, count]) => `${count}×${status}`)
      .join(' '),
    'polls 200/304/429': `${polls[200] ?? 0}/${polls[304] ?? 0}/${polls[429] ?? 0}`,
    'first event gzip B': Math.round(served.reduce((sum, s) => sum + s.wireAtFirst, 0) / served.length),
    'gzip B / passage / spectator': Math.round(bytesPerPassage.reduce((sum, b) => sum + b, 0) / served.length),
    'passages heard': `${latencies.length}/${served.length * passages}`,
    'latency p50 ms': percentile(latencies, 50),
    'latency p95 ms': percentile(latencies, 95),
    'health p50 ms': percentile(healthSamples, 50),
    'health max ms': percentile(healthSamples, 100),
    'server MB before/during': `${rssBefore}/${rssDuring}`,
    'load avg 1 min': Number(os.loadavg()[0].toFixed(2)),
  };
  for (const s of spectators) s.close();
  await sleep(1000);
}

console.log(
  `\nThe crowd: ${SPECTATORS} spectators (half behind one address, half behind 100), deltas, gzip, and ${POLLERS} polling; ` +
    `${PASSAGES_PER_SECOND} passages a second for 20 s (75 riders: one each); ${os.cpus().length} cores.`,
);
console.table(rows);
mkdirSync(path.join(root, 'bench/.tmp'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/.tmp/crowd.json'),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
server.kill('SIGTERM');
await t.close();
process.exit(0);
