#!/usr/bin/env node
// Diplomas and share cards asked all at once: 100 different diplomas and 100 different share cards of a 2,000-rider
// event with results (bench/seed-load.ts) from 50 addresses (X-Forwarded-For, the server trusting one proxy), while
// /api/health is asked every 20 ms. Prints the health latency during each flood beside the same with no flood and
// beside the same flood of plain JSON reads of those riders' results (no file), all measured in the same run, and
// the server's resident memory (RSS: the process and its render workers) before and after each. Rounds: the 200
// files (rendered), the same 200 again (kept), then the files of 100 other riders, twice: memory stays put however
// many riders are asked for (the kept files are bounded by bytes; render-cache.test.ts shows the eviction).
//
//   node bench/render-flood.mjs      (RENDER_FLOOD_PORT, default 3316; RENDER_FLOOD_SOURCES=1 runs the sources
//                                     through tsx instead of the compiled server that `npm start` runs)
// Not a test: it asserts nothing (diploma.routes.test.ts, render-cache.test.ts and render-queue.test.ts hold the
// behaviour).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnProduct, waitHealthy } from './product-server.mjs';
import { seedLoad } from './seeded-product.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.RENDER_FLOOD_PORT ?? 3316);
const FROM_SOURCES = process.env.RENDER_FLOOD_SOURCES === '1';
/** A folder: the server writes a V8 CPU profile of the whole run there (read it with bench/profile-summary.mjs). */
const PROFILE_DIR = process.env.RENDER_FLOOD_PROFILE_DIR;
const base = `http://127.0.0.1:${PORT}`;
const ADDRESSES = 50;
const PER_KIND = 100;
const dataDir = path.join(root, `bench/.tmp/render-flood-${PORT}`);

const { eventId } = seedLoad(dataDir);
if (!FROM_SOURCES) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const server = spawnProduct({
  port: PORT,
  dataDir,
  entry: FROM_SOURCES ? 'sources' : 'compiled',
  nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  env: { TRUST_PROXY: '1' },
});
await waitHealthy(base, server);

const rssMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

const riders = await (await fetch(`${base}/api/results/${eventId}/riders`)).json();
const finishers = riders.riders.filter((r) => r.status === 'COMPLETED').map((r) => r.dorsal);
if (finishers.length < 4 * PER_KIND) throw new Error(`only ${finishers.length} finishers`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Asks /api/health every 20 ms until `until` settles; latencies in ms. */
async function healthWhile(until) {
  const latencies = [];
  let done = false;
  until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}

const healthFigures = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    'health p50 ms': Number(percentile(sorted, 50).toFixed(1)),
    'health max ms': Number(sorted.at(-1).toFixed(1)),
    'health asks': sorted.length,
    'asks > 100 ms': sorted.filter((ms) => ms > 100).length,
  };
};

/** 100 diplomas and 100 cards of `bibs` (or, for `files` ['', ''], their JSON results), all at once, 4 an address. */
async function flood(bibs, files = ['/diploma.pdf', '/card.png']) {
  const started = performance.now();
  const statuses = {};
  const asks = [];
  for (const dorsal of bibs) {
    for (const file of files) {
      const address = `10.77.0.${(asks.length % ADDRESSES) + 1}`;
      asks.push(
        fetch(`${base}/api/results/${eventId}/riders/${dorsal}${file}`, {
          headers: { 'x-forwarded-for': address },
        }).then(async (response) => {
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        }),
      );
    }
  }
  const all = Promise.all(asks);
  const health = await healthWhile(all);
  await all;
  return {
    ...healthFigures(health),
    'flood s': Number(((performance.now() - started) / 1000).toFixed(2)),
    answers: Object.entries(statuses)
      .map(([status, count]) => `${count}×${status}`)
      .join(' '),
  };
}

/** Health with no flood, for as long as a flood takes: the reference each round is printed beside. */
async function quiet(ms) {
  const health = await healthWhile(new Promise((resolve) => setTimeout(resolve, ms)));
  return healthFigures(health);
}

const rows = {};
const rssStart = rssMb();
rows['no flood (reference)'] = { ...(await quiet(3000)), 'RSS MB': rssStart };
// The same flood of plain reads (each rider's JSON result twice): what any crowd of the results hub costs the
// event loop (the event's snapshot computed again when its TTL ends, while every request waits for it), no file.
rows['200 JSON results, no file (reference)'] = {
  ...(await flood(finishers.slice(3 * PER_KIND, 4 * PER_KIND), ['', ''])),
  'RSS MB': rssMb(),
};
const rounds = [
  ['100 diplomas + 100 cards, new', finishers.slice(0, PER_KIND)],
  ['the same 200 again (kept)', finishers.slice(0, PER_KIND)],
  ['200 of 100 other riders', finishers.slice(PER_KIND, 2 * PER_KIND)],
  ['200 of 100 more riders', finishers.slice(2 * PER_KIND, 3 * PER_KIND)],
];
// 4 files per address and round, 16 in all: within FILES_PER_MINUTE, so no answer is a 429 (the JSON reads
// count apart, in the public reads' budget).
for (const [index, [name, bibs]] of rounds.entries()) {
  rows[name] = { ...(await flood(bibs)), 'RSS MB': rssMb() };
  rows[`  no flood after round ${index + 1} (reference)`] = { ...(await quiet(2000)), 'RSS MB': rssMb() };
}
console.log(
  `\nRender flood on ${FROM_SOURCES ? 'the sources (tsx)' : 'the compiled server'}: ${ADDRESSES} addresses, RSS at start ${rssStart} MB`,
);
console.table(rows);
// A clean stop writes the profile.
const stopped = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await stopped;
process.exit(0);
