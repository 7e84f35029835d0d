#!/usr/bin/env node
// Bytes a spectator receives per passage on the live-results stream, gzip on the wire, whole snapshots (the
// stream as every client opens it today) against deltas (`deltas=1`), for a 75-rider and a 2,000-rider view in
// the same run. Each view is mid-race: every rider has done lap 1 of 2, then riders finish in the order of their
// times, one passage at a time through the API, while both streams are open; each passage is waited for on both
// streams before the next one (so no two passages coalesce into one event).
//
//   node --import tsx bench/results-delta-bytes.mjs      (RESULTS_DELTA_PASSAGES, default 20)
// Not a test: it asserts nothing (apps/server/test/results-deltas.test.ts holds the behaviour). In process, on a
// fresh SQLite database made as the server tests make theirs.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createGunzip } from 'node:zlib';
import { bearer, createTestApp, loginAdmin } from '../apps/server/test/test-app.ts';
import { passage, raceView } from './race-view.ts';

const PASSAGES = Number(process.env.RESULTS_DELTA_PASSAGES ?? 20);
const t = await createTestApp();
const auth = bearer(await loginAdmin(t.app));
const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });

async function record(eventId, dorsal, lap) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: passage(dorsal, lap, randomUUID()),
  });
  if (response.statusCode !== 201) throw new Error(`record: ${response.statusCode} ${response.body}`);
}

/** A gzip stream: counts the bytes on the wire, and resolves `next()` with each event's name as it is decoded. */
function openStream(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const stream = { wire: 0, names: [], waiting: null, close: () => request.destroy() };
      let text = '';
      response.on('data', (chunk) => {
        stream.wire += chunk.length;
      });
      const decoded = response.pipe(createGunzip());
      decoded.setEncoding('utf8');
      decoded.on('data', (chunk) => {
        text += chunk;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const frame = text.slice(0, end);
          text = text.slice(end + 2);
          const name = frame.slice(7, frame.indexOf('\n'));
          if (name !== 'heartbeat') stream.names.push(name);
        }
        stream.waiting?.();
      });
      decoded.on('error', () => {});
      stream.next = async (count) => {
        while (stream.names.length < count) await new Promise((wake) => (stream.waiting = wake));
      };
      resolve(stream);
    });
    request.on('error', (error) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

const rows = {};
for (const riders of [75, 2000]) {
  const eventId = await raceView(t.app, t.db.db, auth, riders);
  const url = `${origin}/api/results/${eventId}/stream?distance=33`;
  const snapshots = await openStream(url);
  const deltas = await openStream(`${url}&deltas=1`);
  await Promise.all([snapshots.next(1), deltas.next(1)]);
  const first = { snapshots: snapshots.wire, deltas: deltas.wire };
  for (let passage = 1; passage <= PASSAGES; passage += 1) {
    await record(eventId, passage, 2);
    await Promise.all([snapshots.next(1 + passage), deltas.next(1 + passage)]);
  }
  const perPassage = (stream) =>
    Math.round((stream.wire - first[stream === snapshots ? 'snapshots' : 'deltas']) / PASSAGES);
  rows[`${riders} riders`] = {
    'first event, gzip bytes': first.snapshots,
    'snapshots: gzip bytes per passage': perPassage(snapshots),
    'deltas: gzip bytes per passage': perPassage(deltas),
    'delta events': deltas.names.filter((name) => name === 'delta').length,
    'results events after the first (deltas stream)': deltas.names.slice(1).filter((name) => name === 'results').length,
  };
  snapshots.close();
  deltas.close();
}

console.log(`${PASSAGES} passages per view, each a rider finishing (lap 2 of 2) in the order of the times`);
console.table(rows);
await t.close();
process.exit(0);
