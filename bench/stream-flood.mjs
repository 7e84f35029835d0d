#!/usr/bin/env node
// One client floods the live streams (decision 011): a single address opens every stream the process has
// (FLOOD_STREAMS, default 2,000; the per-address ceiling and the read budget raised to let it, and each stream
// carrying a reader cookie of its own, the worst case: a script that collected cookies). Then a second address, a spectator
// arriving, asks for the home page, the events and a stream. Prints, beside the same requests made before the
// flood (the reference): their statuses and latencies, the spectator's time to its first results event, how
// many of the flooder's streams were ended with `event: full`, /api/health latency during the flood, and the
// server's memory. Writes bench/.tmp/stream-flood.json.
//
//   node --import tsx bench/stream-flood.mjs   (FLOOD_PORT, default 3323; FLOOD_STREAMS, default 2000)
// Not a test: it asserts nothing (apps/server/test/fair-streams.test.ts holds the behaviour with 40 places).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { issueReaderCookie, readerCookieSigner } from '../apps/server/src/lib/reader-cookie.ts';
import { bearer, createTestApp, loginAdmin } from '../apps/server/test/test-app.ts';
import { spawnProduct, waitHealthy } from './product-server.mjs';
import { raceView } from './race-view.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.FLOOD_PORT ?? 3323);
const STREAMS = Number(process.env.FLOOD_STREAMS ?? 2000);
const FLOODER = '127.0.4.1';
const SPECTATOR = '127.0.4.2';
const webDist = path.join(root, 'apps/web/dist');
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const t = await createTestApp();
const auth = bearer(await loginAdmin(t.app));
const eventId = await raceView(t.app, t.db.db, auth, 75);
if (t.config.database.kind !== 'sqlite') throw new Error('the stream-flood bench runs on SQLite');
await t.app.close();
const server = spawnProduct({
  port: PORT,
  dataDir: t.config.dataDir,
  databaseUrl: `file:${t.config.database.file}`,
  // The home page is served when the web app is built (npm run build); else it answers 404, as fast.
  ...(existsSync(webDist) ? { webDist } : {}),
  env: {
    SESSION_SECRET: t.config.sessionSecret,
    RESULTS_STREAMS_TOTAL: String(STREAMS),
    RESULTS_STREAMS_PER_ADDRESS: String(STREAMS),
    // The read budget would stop a cookie-collecting flooder at 1,600 streams (1,000 clients and the cookieless
    // share): lifted, so the flooder takes every place and the streams' own rule is what is measured.
    RESULTS_LIMIT_PER_MINUTE: '1000000',
  },
});
await waitHealthy(base, server);
const signer = readerCookieSigner(t.config.sessionSecret);
const rssMb = () =>
  Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/**
 * A raw HTTP/1.1 request from `localAddress`: resolves with the status and the milliseconds to the first
 * byte, or (a stream) to its first `results` or `unchanged` event; `events` counts the names heard later.
 */
function request(localAddress, target, { stream = false, cookie = true } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect({ port: PORT, host: '127.0.0.1', localAddress });
    const answer = { socket, status: 0, ms: null, events: {} };
    let text = '';
    socket.on('connect', () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          (stream ? 'Accept: text/event-stream\r\n' : 'Connection: close\r\n') +
          (cookie ? `Cookie: reader=${issueReaderCookie(signer)}\r\n` : '') +
          '\r\n',
      ),
    );
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
      if (answer.status === 0) answer.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!stream || answer.status !== 200) {
        answer.ms ??= performance.now() - started;
        resolve(answer);
        return;
      }
      for (const [, name] of text.matchAll(/event: (\w+)\n/g)) answer.events[name] = (answer.events[name] ?? 0) + 1;
      text = text.slice(Math.max(0, text.lastIndexOf('\n\n')));
      if (answer.ms === null && (answer.events.results || answer.events.unchanged)) {
        answer.ms = performance.now() - started;
        resolve(answer);
      }
    });
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
  });
}

/** What a spectator arriving asks for; each row: status and ms. */
async function arrival() {
  const row = {};
  for (const [name, target, stream] of [
    ['home', '/', false],
    ['events', '/api/events', false],
    ['stream', `/api/results/${eventId}/stream?distance=33`, true],
  ]) {
    const answer = await request(SPECTATOR, target, { stream });
    row[`${name} status`] = answer.status;
    row[`${name} ms`] = answer.ms === null ? null : Math.round(answer.ms);
    if (stream) answer.socket.destroy();
  }
  return row;
}

async function healthLatencies(untilDone) {
  const samples = [];
  while (!untilDone()) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    samples.push(performance.now() - started);
    await sleep(50);
  }
  return samples.sort((a, b) => a - b);
}
const percentile = (sorted, p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

const reference = await arrival();
const rssBefore = rssMb();
let flooding = true;
const health = healthLatencies(() => !flooding);
const flood = [];
for (let n = 0; n < STREAMS; n += 100) {
  flood.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(100, STREAMS - n) }, () =>
        request(FLOODER, `/api/results/${eventId}/stream?distance=33`, { stream: true }),
      ),
    )),
  );
}
const held = flood.filter((s) => s.status === 200).length;
const refusedBeyond = await request(FLOODER, `/api/results/${eventId}/stream?distance=33`, { stream: true });
refusedBeyond.socket.destroy();
const rssFlood = rssMb();
const during = await arrival();
// The evicted stream's last event reaches the flooder at once; a moment for the socket to deliver it.
await sleep(500);
flooding = false;
const healthMs = await health;
const evicted = flood.filter((s) => s.events.full).length;
for (const s of flood) s.socket.destroy();
server.kill('SIGTERM');
await t.close();

const rows = {
  'before the flood (reference)': { ...reference, 'health p50 ms': '', 'health max ms': '', 'server MB': rssBefore },
  [`one address holding ${held} streams`]: {
    ...during,
    'health p50 ms': percentile(healthMs, 50),
    'health max ms': percentile(healthMs, 100),
    'server MB': rssFlood,
  },
};
console.log(
  `\nOne address floods the live streams: ${held} of ${STREAMS} held, its next one answered ${refusedBeyond.status}; ` +
    `a second address arrives. Flooder streams ended with 'full': ${evicted}.`,
);
console.table(rows);
mkdirSync(path.join(root, 'bench/.tmp'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/.tmp/stream-flood.json'),
  JSON.stringify({ at: new Date().toISOString(), streams: STREAMS, held, evicted, rows }, null, 2),
);
process.exit(0);
