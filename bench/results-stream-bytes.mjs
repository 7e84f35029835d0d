#!/usr/bin/env node
// Bytes a phone receives on the public live-results stream of the 2,000-rider view (66 km), counted on the
// wire (the response body as sent, before any decoding), for each way a client can open it:
//   - as every client was served before the stream knew versions or gzip (no `version`, no Accept-Encoding);
//   - as the results page opens it after loading (the version of the answer it holds, gzip accepted);
//   - a client without the results yet (another view; gzip accepted);
// and for one change of the results (a penalty), identity against gzip. Also times resultsVersion on the answer.
//
//   node --import tsx bench/results-stream-bytes.mjs      (RESULTS_STREAM_BYTES_PORT, default 3314)
// Not a test: it asserts nothing (apps/server/test/results-stream-bytes.test.ts holds the behaviour).
import http from 'node:http';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { resultsVersion } from '../packages/domain/src/results/results-version.ts';
import { seedLoad, startSeededProduct } from './seeded-product.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.RESULTS_STREAM_BYTES_PORT ?? 3314);
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { dni: '30111222', password: 'bench-admin-1' };
const dataDir = path.join(root, `bench/.tmp/results-stream-bytes-${PORT}`);
const { eventId } = seedLoad(dataDir);
const { server, token } = await startSeededProduct({ port: PORT, dataDir, admin: ADMIN });

/** Opens the stream; `until(events)` says when to stop. Resolves with the body bytes received by then. */
function streamBytes(query, headers, until, whileOpen = async () => {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/results/${eventId}/stream?${query}`, { headers }, (response) => {
      let wire = 0;
      let text = '';
      let done = false;
      response.on('data', (chunk) => {
        wire += chunk.length;
      });
      const decoded = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
      decoded.setEncoding('utf8');
      const events = () =>
        text
          .split('\n\n')
          .slice(0, -1)
          .filter((frame) => !frame.startsWith(':'));
      let opened = false;
      decoded.on('data', (chunk) => {
        text += chunk;
        if (!opened && events().length > 0) {
          opened = true;
          void whileOpen();
        }
        if (!done && until(events())) {
          done = true;
          const names = events().map((frame) => frame.slice(7, frame.indexOf('\n')));
          request.destroy();
          resolve({
            wire,
            decoded: Buffer.byteLength(text),
            events: names.join(', '),
            encoding: response.headers['content-encoding'] ?? 'identity',
          });
        }
      });
      decoded.on('error', reject);
    });
    request.on('error', (error) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
  });
}

const query = 'distance=66';
const answer = await fetch(`${base}/api/results/${eventId}?${query}`, { headers: { 'accept-encoding': 'br' } });
const held = await answer.json();
const started = performance.now();
const version = resultsVersion(held);
const versionMs = performance.now() - started;
const again = performance.now();
for (let i = 0; i < 10; i++) resultsVersion(held);
const warmMs = (performance.now() - again) / 10;

const gzip = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const rows = {};
rows['first event, as before (no version, no Accept-Encoding)'] = await streamBytes(query, {}, (e) => e.length >= 1);
rows['first event, page holding the answer (version, gzip)'] = await streamBytes(
  `${query}&version=${version}`,
  gzip,
  (e) => e.length >= 1,
);
rows['first event, client without the results (gzip)'] = await streamBytes(query, gzip, (e) => e.length >= 1);

// One change: a penalty to a rider of the view, while each stream is open (after its first event).
let penalty = 0;
const change = async () => {
  penalty += 1000;
  const response = await fetch(`${base}/api/timing/${eventId}/update-runner-times`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ dorsal: 7, penaltyTime: penalty }),
  });
  if (!response.ok) throw new Error(`penalty: ${response.status} ${await response.text()}`);
};
const withChange = async (headers, name) => {
  const current = resultsVersion(await (await fetch(`${base}/api/results/${eventId}?${query}`)).json());
  const both = await streamBytes(`${query}&version=${current}`, headers, (e) => e.length >= 2, change);
  rows[name] = both;
};
await withChange({}, 'first event + one change, identity (version)');
await withChange(gzip, 'first event + one change, gzip (version)');

console.log(
  `event ${eventId}, view ${query}: answer ${JSON.stringify(held).length} bytes of JSON, ${held.overall.length} riders`,
);
console.log(
  `resultsVersion of the answer (this machine): ${versionMs.toFixed(1)} ms first call, ${warmMs.toFixed(1)} ms warm`,
);
console.table(rows);
server.kill('SIGTERM');
process.exit(0);
