// What a timing screen downloads for one passage, on the bench's event (2,000 riders, 2 laps: ~4,000 records):
// reading every record again (what the screen did after each acknowledgement and each change before
// decision 006) beside reading the passage's bib only (what it does now), each compressed as a browser
// asks for it. Also the results snapshot the public stream pushed, uncompressed, after every change: the
// screen listened to that stream before decision 006.
// Usage: node bench/timing-screen-bytes.mjs  (TIMING_BYTES_PORT, 3390 by default)
import http from 'node:http';
import path from 'node:path';
import { seedLoad, startSeededProduct } from './seeded-product.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'bench/.tmp/timing-bytes');
const PORT = Number(process.env.TIMING_BYTES_PORT ?? 3390);
const ADMIN = { dni: '20777666', password: 'bench-admin' };

const { eventId } = seedLoad(dataDir);
const { base, server, token } = await startSeededProduct({ port: PORT, dataDir, admin: ADMIN });

/** Bytes on the wire of a GET's body (as sent, compressed), and decoded. */
function wireBytes(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (response) => {
      let wire = 0;
      response.on('data', (chunk) => {
        wire += chunk.length;
      });
      response.on('end', () => resolve({ wire, encoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const auth = { authorization: `Bearer ${token}` };
const times = await (await fetch(`${base}/api/timing/${eventId}/times`, { headers: auth })).json();
const bib = times.times.find((r) => r.dorsal !== null).dorsal;
const full = await wireBytes(`${base}/api/timing/${eventId}/times`, auth);
const delta = await wireBytes(`${base}/api/timing/${eventId}/times?dorsals=${bib}`, auth);
const state = await wireBytes(`${base}/api/timing/${eventId}`, auth);
// The stream sent this answer (its first distance; here the 2,000 riders' 66 km), uncompressed, after every change.
const snapshot = await wireBytes(`${base}/api/results/${eventId}?distance=66`, { 'accept-encoding': 'identity' });
const kib = (n) => +(n / 1024).toFixed(1);
console.table({
  'every record again (GET …/times)': {
    records: times.times.length,
    'KiB on the wire': kib(full.wire),
    encoding: full.encoding,
  },
  "the passage's bib only (…/times?dorsals=)": {
    records: 2,
    'KiB on the wire': kib(delta.wire),
    encoding: delta.encoding,
  },
  'timing state (GET /timing/{id}), read on "all"': {
    records: '≤ 50 + review',
    'KiB on the wire': kib(state.wire),
    encoding: state.encoding,
  },
  'results snapshot the public stream pushed per change (the old trigger)': {
    records: '—',
    'KiB on the wire': kib(snapshot.wire),
    encoding: snapshot.encoding,
  },
});
server.kill('SIGKILL');
process.exit(0);
