#!/usr/bin/env node
// The references of `npm run bench`, in a process of their own as the product is (never beside the load
// generator): a bare Fastify hello-world, and a bare durable insert — one row per HTTP request into SQLite
// through better-sqlite3 with WAL and synchronous=FULL, the durability the product's passages have.
// Usage: node bench/reference-servers.mjs <hello port> <insert port> <sqlite file>; prints "ready".
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const [helloPort, insertPort, file] = process.argv.slice(2);
if (!helloPort || !insertPort || !file)
  throw new Error('usage: reference-servers.mjs <hello port> <insert port> <file>');

const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
let bytes = Buffer.alloc(0);
hello.addContentTypeParser(
  'application/octet-stream',
  { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 },
  (_, body, done) => done(null, body),
);
hello.put('/bytes', async (request) => {
  bytes = request.body;
  return { bytes: bytes.length };
});
hello.get('/bytes', async (_, reply) =>
  reply.header('content-type', 'application/json; charset=utf-8').header('content-encoding', 'br').send(bytes),
);
// The same hello with the headers the product sets on every answer (helmet's), given by the bench once the
// product is up: what those headers alone cost a bare Fastify.
let headerEntries = [];
hello.put('/headers', async (request) => {
  headerEntries = Object.entries(request.body);
  return { headers: headerEntries.length };
});
hello.get(
  '/headers',
  {
    onRequest: (_request, reply, done) => {
      for (const [name, value] of headerEntries) reply.header(name, value);
      done();
    },
  },
  async () => ({ status: 'ok' }),
);
await hello.listen({ port: Number(helloPort), host: '127.0.0.1' });

const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec(
  'create table if not exists passages (id integer primary key, client_id text not null unique, dorsal integer, time_ms integer not null, recorded_at integer not null)',
);
const insert = db.prepare('insert into passages (client_id, dorsal, time_ms, recorded_at) values (?, ?, ?, ?)');
const durable = Fastify();
durable.post('/record', async (request, reply) => {
  const { clientId, dorsal = null, timestamp } = request.body;
  const { lastInsertRowid } = insert.run(clientId, dorsal, timestamp % 1_000_000_000, timestamp);
  return reply.status(201).send({ id: Number(lastInsertRowid), clientId, dorsal });
});
await durable.listen({ port: Number(insertPort), host: '127.0.0.1' });

console.log('ready');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await hello.close();
    await durable.close();
    db.close();
    process.exit(0);
  });
}
