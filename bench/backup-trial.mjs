#!/usr/bin/env node
// A race day with a backup timekeeper (decision 014), through the real server's HTTP API: 600 riders on 66 km
// over 2 laps in three waves five minutes apart; a primary and a backup device each send every crossing (the
// backup 0.5–4 s later), each device in its own order and at the same time as the other, as two tablets would.
// The primary misses two crossings (only the backup has them). The deliberate problems: a bib nobody holds, a
// phantom passage on a finished rider, a no-show's bib typed once long after the field. Prints riders, records
// per device, what 'Registros a revisar' holds (count and kinds), whether every deliberate problem is there,
// and the riders whose laps, total, status or places differ from this script's own arithmetic over the instants
// it sent, before and after the organiser's decisions (voiding the three problems).
//
//   node --import tsx bench/backup-trial.mjs      (TRIAL_PORT, default 3322; TRIAL_RIDERS, default 600)
// Not a test: it asserts nothing (backup-devices.routes.test.ts holds the behaviour). The database is made as the
// server tests make theirs; the server then runs on it in a process of its own; everything else is HTTP.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { insertRider } from '../apps/server/src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from '../apps/server/test/fixtures.ts';
import { createTestApp, loginAdmin } from '../apps/server/test/test-app.ts';
import { spawnProduct, waitHealthy } from './product-server.mjs';

const PORT = Number(process.env.TRIAL_PORT ?? 3322);
const RIDERS = Number(process.env.TRIAL_RIDERS ?? 600);
const WAVES = 3;
const LAPS = 2;
const DISTANCE = 66;
const MINUTE = 60_000;
const base = `http://127.0.0.1:${PORT}`;
const began = Date.now();
const loadBefore = os.loadavg()[0].toFixed(1);

/** A small deterministic generator: the same race on every run. */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const random = seeded(600);

const t = await createTestApp();
if (t.config.database.kind !== 'sqlite') throw new Error('the backup trial runs on SQLite');
const token = await loginAdmin(t.app);
const eventId = await insertEvent(t.db.db, { nombre: 'Prueba de respaldo' });
const perWave = Math.ceil(RIDERS / WAVES);
/** Each wave holds two categories of the distance, so a category's places differ from the distance's. */
const waveOf = (bib) => Math.min(WAVES - 1, Math.floor((bib - 1) / perWave));
const categoryOf = new Map();
const waveCategories = Array.from({ length: WAVES }, () => new Set());
for (let bib = 1; bib <= RIDERS; bib++) {
  const categoryIndex = waveOf(bib) * 2 + (bib % 2);
  const { categoryId } = await insertRider(t.db.db, eventId, bib, { distancia: DISTANCE, categoryIndex });
  categoryOf.set(bib, categoryId);
  waveCategories[waveOf(bib)].add(categoryId);
}

const server = spawnProduct({
  port: PORT,
  dataDir: t.config.dataDir,
  databaseUrl: `file:${t.config.database.file}`,
  env: { SESSION_SECRET: t.config.sessionSecret },
});
await waitHealthy(base, server);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const api = async (method, url, body) => {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};
const expectStatus = (answer, status, what) => {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

expectStatus(
  await api('POST', '/timing-config', { eventId, config: { [DISTANCE]: { laps: LAPS, enabled: true } } }),
  200,
  'timing config',
);
const firstGun = Date.now() - 3 * 3_600_000;
const guns = Array.from({ length: WAVES }, (_, wave) => firstGun + wave * 5 * MINUTE);
const groups = expectStatus(
  await api('POST', `/timing/${eventId}/start-groups`, {
    groups: guns.map((gun, wave) => ({
      name: `Largada ${wave + 1}`,
      startTime: new Date(gun).toISOString(),
      categories: [...waveCategories[wave]],
    })),
  }),
  200,
  'start groups',
);
const groupIds = guns.map((_, wave) => groups.find((g) => g.name === `Largada ${wave + 1}`).id);
const gunOf = (bib) => guns[waveOf(bib)];

// Who rides: everyone but three no-shows per wave. Each rider's crossings are what really happened at the line.
const noShows = new Set(guns.flatMap((_, wave) => [1, 2, 3].map((k) => Math.min(RIDERS, wave * perWave + k * 17))));
const NO_SHOW = [...noShows].at(-1);
const UNKNOWN_BIB = 9999;
/** Whose crossing the primary missed: only the backup has them. */
const missed = new Set([`${5}:1`, `${perWave + 40}:2`]);
const sent = { primary: [], backup: [] };
const crossings = new Map();
const backupOnly = new Set();
const typed = (device, bib, instant) => {
  const passage = { clientId: randomUUID(), dorsal: bib, timestamp: instant, device };
  sent[device].push(passage);
  return passage;
};
for (let bib = 1; bib <= RIDERS; bib++) {
  if (noShows.has(bib)) continue;
  let at = gunOf(bib);
  const own = [];
  for (let lap = 1; lap <= LAPS; lap++) {
    at += Math.round(17 * MINUTE + random() * 6 * MINUTE);
    const backup = typed('backup', bib, at + Math.round(500 + random() * 3_500));
    if (missed.has(`${bib}:${lap}`)) {
      backupOnly.add(backup.clientId);
      own.push(backup.timestamp);
    } else {
      typed('primary', bib, at);
      own.push(at);
    }
  }
  crossings.set(bib, own);
}
const PHANTOM = 250;
const problems = {
  unknownBib: typed('primary', UNKNOWN_BIB, crossings.get(100)[0] + 1_500),
  phantom: typed('primary', PHANTOM, crossings.get(PHANTOM)[1] + 5 * MINUTE),
  noShow: typed('primary', NO_SHOW, guns.at(-1) + 75 * MINUTE),
};

// Two devices sending at once, each its own records in the order it took them.
const answers = new Map();
const sendStarted = Date.now();
await Promise.all(
  Object.values(sent).map(async (records) => {
    for (const passage of [...records].sort((a, b) => a.timestamp - b.timestamp)) {
      const body = { ...passage, groupId: groupIds[waveOf(passage.dorsal)] ?? groupIds.at(-1) };
      answers.set(passage.clientId, expectStatus(await api('POST', `/timing/${eventId}/record`, body), 201, 'record'));
    }
  }),
);
const sendSeconds = (Date.now() - sendStarted) / 1000;

const reviewList = async () => {
  const state = expectStatus(await api('GET', `/timing/${eventId}`), 200, 'timing state');
  return new Map(state.review.map((r) => [r.clientId, r.review ?? `UNUSUAL_${r.unusual}`]));
};
const kindsOf = (review) => {
  const kinds = {};
  for (const kind of review.values()) kinds[kind] = (kinds[kind] ?? 0) + 1;
  return kinds;
};

/** This script's own places: more laps first, then less time from the rider's own gun at the last passage. */
function expectedRows(counted) {
  const rows = [...counted].map(([bib, own]) => ({
    bib,
    laps: own.length,
    elapsed: own.length ? own.at(-1) - gunOf(bib) : null,
    lapTimes: own.map((at, lap) => at - (lap === 0 ? gunOf(bib) : own[lap - 1])),
  }));
  const placed = rows.filter((r) => r.laps > 0);
  const ahead = (a, b) => a.laps > b.laps || (a.laps === b.laps && a.elapsed < b.elapsed);
  return new Map(
    rows.map((row) => [
      row.bib,
      {
        ...row,
        status: row.laps === LAPS ? 'COMPLETED' : row.laps > 0 ? 'IN_PROGRESS' : 'PENDING',
        finalTime: row.laps === LAPS ? row.elapsed : null,
        overallPosition: row.laps > 0 ? placed.filter((o) => ahead(o, row)).length + 1 : null,
        position:
          row.laps > 0
            ? placed.filter((o) => categoryOf.get(o.bib) === categoryOf.get(row.bib) && ahead(o, row)).length + 1
            : null,
      },
    ]),
  );
}

/** Bibs whose results differ from `counted` (bib → the instants that count). */
async function differences(counted) {
  const results = expectStatus(await api('GET', `/results/${eventId}?distance=${DISTANCE}`), 200, 'results');
  const want = expectedRows(counted);
  const differing = [];
  for (const row of results.overall) {
    const expected = want.get(row.dorsal);
    const same =
      expected &&
      row.status === expected.status &&
      row.completedLaps === expected.laps &&
      row.finalTime === expected.finalTime &&
      row.position === expected.position &&
      row.overallPosition === expected.overallPosition &&
      JSON.stringify(row.lapTimes.map((l) => l.time)) === JSON.stringify(expected.lapTimes);
    if (!same) differing.push(row.dorsal);
  }
  if (results.overall.length !== RIDERS) differing.push(`rows ${results.overall.length} of ${RIDERS}`);
  return differing;
}

const truth = new Map([...Array.from({ length: RIDERS }, (_, i) => [i + 1, []]), ...crossings]);
const review = await reviewList();
const wanted = {
  unknownBib: 'UNKNOWN_BIB',
  phantom: 'BEYOND_LAPS',
  noShow: 'UNUSUAL_SLOW',
};
const problemsListed = Object.fromEntries(
  Object.entries(problems).map(([name, passage]) => [name, review.get(passage.clientId) === wanted[name]]),
);
// As the rules stand before anyone decides: the no-show's mistaken passage counts (it is listed as unusual).
const beforeDecisions = await differences(new Map([...truth, [NO_SHOW, [problems.noShow.timestamp]]]));
// The organiser's decisions: void the three mistakes.
for (const passage of Object.values(problems)) {
  expectStatus(
    await api('POST', `/timing/${eventId}/record-mark`, { timeId: answers.get(passage.clientId).id, mark: 'VOIDED' }),
    200,
    'void',
  );
}
const reviewAfter = await reviewList();
// Once both devices are in, each stored record as the server judges it now (answers came while the other device
// was still sending: a backup's crossing that arrived before the primary's copy was answered as counting).
const stored = expectStatus(await api('GET', `/timing/${eventId}/times`), 200, 'times').times;
const verdicts = (device) => {
  const kinds = {};
  for (const record of stored.filter((r) => r.device === device && r.mark !== 'VOIDED')) {
    const kind = record.review ?? (record.backupOnly ? 'COUNTS solo respaldo' : 'COUNTS');
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
};
const afterDecisions = await differences(truth);

const backupAnswers = sent.backup.map((p) => answers.get(p.clientId));
const figures = {
  riders: RIDERS,
  waves: WAVES,
  laps: LAPS,
  'riders who rode': crossings.size,
  'records sent by the primary': sent.primary.length,
  'records sent by the backup': sent.backup.length,
  'records stored': stored.length,
  'primary records, as judged at the end': verdicts('primary'),
  'backup records, as judged at the end': verdicts('backup'),
  'backup records answered as copies on arrival': backupAnswers.filter((a) => a.review === 'BACKUP_COPY').length,
  'review items': review.size,
  'review kinds': kindsOf(review),
  'every deliberate problem listed': Object.values(problemsListed).every(Boolean),
  'deliberate problems listed': problemsListed,
  'riders differing before decisions (expect 0)': beforeDecisions.length,
  'review items after voiding the three': reviewAfter.size,
  'riders differing after decisions (expect 0)': afterDecisions.length,
  'records per second sent (two devices at once)': Math.round((sent.primary.length + sent.backup.length) / sendSeconds),
  seconds: Math.round((Date.now() - began) / 1000),
  'load average before': Number(loadBefore),
};
console.log('\nBackup timekeeper trial (decision 014), through the HTTP API');
console.table(
  Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : v])),
);
if (beforeDecisions.length || afterDecisions.length)
  console.log('differing bibs:', { beforeDecisions, afterDecisions });

server.kill('SIGTERM');
await t.close();
process.exit(0);
