#!/usr/bin/env node
// What one live-results stream costs the server, to size RESULTS_STREAMS_TOTAL from the machine (decision 011):
// opens N streams (default 2,000, as the results page opens them: deltas=1, gzip, spread over 100 addresses) on a
// 75-rider view and reports, beside references measured in the same run on the same server:
//   - memory: the server's RSS with the streams open beside its RSS before them, and the difference per stream;
//   - CPU per heartbeat: server CPU over an idle heartbeat period (15 s) with the streams, beside the same with none;
//   - CPU per broadcast: server CPU per passage (a delta to every stream) with the streams, beside with none.
// CPU comes from /proc/<pid>/stat (Linux, 10 ms ticks), so it is averaged over several passages and heartbeats.
// Writes the table to bench/.tmp/stream-cost.json (npm run bench includes it).
//
//   node --import tsx bench/stream-cost.mjs   (STREAM_COST_PORT, default 3322; STREAM_COST_STREAMS, default 2000;
//                                              STREAM_COST_ENTRY=compiled for apps/server/dist: build it first)
// Not a test: it asserts nothing (apps/server/test/fair-streams.test.ts and results-streams*.test.ts hold the
// behaviour). The server is its own process; the streams and the timekeeper are this one.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { bearer, createTestApp, loginAdmin } from '../apps/server/test/test-app.ts';
import { spawnProduct, waitHealthy } from './product-server.mjs';
import { passage, raceView } from './race-view.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.STREAM_COST_PORT ?? 3322);
const STREAMS = Number(process.env.STREAM_COST_STREAMS ?? 2000);
const ENTRY = process.env.STREAM_COST_ENTRY === 'compiled' ? 'compiled' : 'sources';
const PASSAGES = 40;
const HEARTBEAT_MS = 15_000;
const TICK_MS = 10;
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const t = await createTestApp();
const auth = bearer(await loginAdmin(t.app));
const eventId = await raceView(t.app, t.db.db, auth, 75);
if (t.config.database.kind !== 'sqlite') throw new Error('the stream-cost bench runs on SQLite');
await t.app.close();
const server = spawnProduct({
  port: PORT,
  entry: ENTRY,
  dataDir: t.config.dataDir,
  databaseUrl: `file:${t.config.database.file}`,
  env: {
    SESSION_SECRET: t.config.sessionSecret,
    RESULTS_STREAMS_TOTAL: String(STREAMS + 10),
    RESULTS_LIMIT_PER_MINUTE: '1000000',
  },
});
await waitHealthy(base, server);
const token = (
  await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dni: '20111222', password: 'clave-admin-1', type: 'admin' }),
    })
  ).json()
).token;

/** The server's resident memory (bytes) and CPU time used so far (ms), from /proc. */
function serverUsage() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
  return { rss, cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}

/** A stream as the results page opens it, from one of 100 local addresses; counts the bytes it receives. */
function openStream(n) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: PORT, host: '127.0.0.1', localAddress: `127.0.1.${1 + (n % 100)}` });
    const stream = { socket, status: 0, bytes: 0 };
    socket.on('connect', () =>
      socket.write(
        `GET /api/results/${eventId}/stream?distance=33&deltas=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          'Accept: text/event-stream\r\nAccept-Encoding: gzip\r\n\r\n',
      ),
    );
    socket.on('data', (chunk) => {
      if (stream.status === 0) stream.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1]);
      stream.bytes += chunk.length;
      resolve(stream);
    });
    socket.on('error', () => resolve(stream));
  });
}

/** Server CPU (ms) spent on `passages` passages recorded one after the other, 100 ms apart. */
async function cpuPerPassage(firstBib, count) {
  const before = serverUsage().cpuMs;
  for (let bib = firstBib; bib < firstBib + count; bib += 1) {
    const answer = await fetch(`${base}/api/timing/${eventId}/record`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(passage(bib, 2, randomUUID())),
    });
    if (answer.status !== 201) throw new Error(`record: ${answer.status} ${await answer.text()}`);
    await sleep(100);
  }
  await sleep(500);
  // Minus the sleeps' idle CPU is not taken: both rows sleep alike, so they compare.
  return (serverUsage().cpuMs - before) / count;
}

/** Server CPU (ms) over one heartbeat period with nothing else happening. */
async function idleCpu() {
  const before = serverUsage().cpuMs;
  await sleep(HEARTBEAT_MS + 500);
  return serverUsage().cpuMs - before;
}

await sleep(1000);
const idle = serverUsage();
const idleHeartbeatCpu = await idleCpu();
const passageCpuAlone = await cpuPerPassage(1, PASSAGES / 2);

const streams = [];
for (let n = 0; n < STREAMS; n += 100) {
  streams.push(...(await Promise.all(Array.from({ length: Math.min(100, STREAMS - n) }, (_, i) => openStream(n + i)))));
}
const served = streams.filter((s) => s.status === 200).length;
await sleep(2000);
const open = serverUsage();
const heartbeatCpu = await idleCpu();
const bytesBefore = streams.reduce((sum, s) => sum + s.bytes, 0);
const passageCpu = await cpuPerPassage(PASSAGES / 2 + 1, PASSAGES / 2);
const bytesPerPassage = (streams.reduce((sum, s) => sum + s.bytes, 0) - bytesBefore) / (PASSAGES / 2) / served;
const after = serverUsage();
for (const s of streams) s.socket.destroy();
server.kill('SIGTERM');
await t.close();

const perStream = (open.rss - idle.rss) / served;
const round = (value, digits = 1) => Number(value.toFixed(digits));
const rows = {
  'RSS (MB)': { [`${served} streams`]: round(open.rss / 2 ** 20), 'no stream (reference)': round(idle.rss / 2 ** 20) },
  'RSS per stream (KiB)': { [`${served} streams`]: round(perStream / 1024), 'no stream (reference)': '' },
  'RSS after the passages (MB)': { [`${served} streams`]: round(after.rss / 2 ** 20), 'no stream (reference)': '' },
  'CPU per heartbeat period (ms)': {
    [`${served} streams`]: round(heartbeatCpu, 0),
    'no stream (reference)': round(idleHeartbeatCpu, 0),
  },
  'CPU per heartbeat per stream (µs)': {
    [`${served} streams`]: round(((heartbeatCpu - idleHeartbeatCpu) * 1000) / served, 1),
    'no stream (reference)': '',
  },
  'CPU per passage (ms)': { [`${served} streams`]: round(passageCpu), 'no stream (reference)': round(passageCpuAlone) },
  'CPU per passage per stream (µs)': {
    [`${served} streams`]: round(((passageCpu - passageCpuAlone) * 1000) / served, 1),
    'no stream (reference)': '',
  },
  'gzip bytes per passage per stream': {
    [`${served} streams`]: round(bytesPerPassage, 0),
    'no stream (reference)': '',
  },
};
console.log(
  `\nLive-stream cost (${ENTRY} server, ${served} of ${STREAMS} streams served, 75-rider view, deltas, gzip)`,
);
console.table(rows);
const streamsPerGb = Math.floor(2 ** 30 / perStream);
console.log(`About ${streamsPerGb.toLocaleString('en')} streams per GB of memory given to the process.`);
mkdirSync(path.join(root, 'bench/.tmp'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/.tmp/stream-cost.json'),
  JSON.stringify({ at: new Date().toISOString(), entry: ENTRY, streams: served, rows, streamsPerGb }, null, 2),
);
process.exit(0);
