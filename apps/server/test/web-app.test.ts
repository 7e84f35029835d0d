import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  const shell = '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"></div></body></html>';
  /** The JSON block the server writes into the landing page, parsed; undefined when there is none. */
  const landingBlock = (html: string) => {
    const match = html.match(/<script type="application\/json" id="landing-data">(.*?)<\/script>/s);
    return match ? JSON.parse(match[1] as string) : undefined;
  };

  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'carreras-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), shell);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build's precompress plugin writes beside each file.
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(shell));
    writeFileSync(path.join(dist, 'sw.js'), "self.addEventListener('fetch', () => {});");
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(() => t.close());

  it('answers every client route with the app shell, never cached', async () => {
    for (const url of ['/login', '/admin/events/12/timing', '/una/ruta/que/no/existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(shell);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the root with the app shell holding the landing data the API would send, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.replace(/<script type="application\/json".*?<\/script>/s, '')).toBe(shell);

    const events = (await t.app.inject({ method: 'GET', url: '/api/events?active=true' })).json();
    expect(events.length).toBeGreaterThan(0);
    const categories = (await t.app.inject({ method: 'GET', url: `/api/events/${events[0].id}/categories` })).json();
    expect(categories.length).toBeGreaterThan(0);
    const registration = (
      await t.app.inject({ method: 'GET', url: `/api/events/${events[0].id}/registration` })
    ).json();
    expect(landingBlock(res.body)).toMatchObject({ events, categories, registration });
  });

  it('carries the prices and places of the other editions open for inscription, not of closed ones', async () => {
    const own = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      // An earlier open edition, so the one under test is never the current event (D17: the next by date).
      await insertEvent(own.db.db, { nombre: 'Edición anterior', fecha: '2099-01-09' });
      const open = await insertEvent(own.db.db, { nombre: 'Edición abierta', fecha: '2099-01-10' });
      const closed = await insertEvent(own.db.db, { nombre: 'Edición cerrada', fecha: '2099-01-11', open: false });
      const auth = bearer(await loginAdmin(own.app));
      const saved = await own.app.inject({
        method: 'PUT',
        url: `/api/admin/events/${open}/registration`,
        headers: auth,
        payload: {
          cupoTotal: 40,
          promocionAutomatica: true,
          listaPublica: false,
          fechaFinAnticipado: null,
          pagoAlias: null,
          pagoCbu: null,
          pagoLink: null,
          pagoEfectivo: true,
          pagoNotas: null,
          whatsappOrganizador: null,
          retiroKit: null,
          plantillaRecordatorio: null,
          distancias: [{ distancia: 66, cupo: null, precio: 22000, precioAnticipado: null }],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const block = landingBlock((await own.app.inject({ method: 'GET', url: '/' })).body);
      const events = block.events as { id: number }[];
      expect(events.map((e) => e.id)).toEqual(expect.arrayContaining([open, closed]));
      const expected = (await own.app.inject({ method: 'GET', url: `/api/events/${open}/registration` })).json();
      const offered = (block.offers as { eventId: number }[]).map((o) => o.eventId);
      expect(events[0]?.id).not.toBe(open);
      expect(expected.lugares.cupo).toBe(40);
      expect(block.offers).toContainEqual(expected);
      expect(offered).not.toContain(closed);
      expect(offered).not.toContain(events[0]?.id);
    } finally {
      await own.close();
    }
  });

  it('keeps text typed into an event from closing the landing data block', async () => {
    const own = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      const nombre = 'Rally </script><script>alert(1)</script> <!-- fin';
      await insertEvent(own.db.db, { nombre });
      const res = await own.app.inject({ method: 'GET', url: '/' });
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body.match(/<script/g)).toHaveLength(1);
      expect(landingBlock(res.body).events.map((event: { nombre: string }) => event.nombre)).toContain(nombre);
    } finally {
      await own.close();
    }
  });

  it('builds the landing page once for the visitors of the next two seconds, sooner after a season change', async () => {
    const own = await createTestApp({ env: { WEB_DIST: dist } });
    const names = async () =>
      landingBlock((await own.app.inject({ method: 'GET', url: '/' })).body).events.map(
        (event: { nombre: string }) => event.nombre,
      );
    try {
      const before = await names();
      // Written behind the server's back: the kept page does not know it for two seconds.
      await insertEvent(own.db.db, { nombre: 'Edición escrita por fuera' });
      expect(await names()).toEqual(before);
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + 2_001);
      expect(await names()).toContain('Edición escrita por fuera');
      vi.restoreAllMocks();

      // Written through the API: the next visitor sees it.
      const auth = bearer(await loginAdmin(own.app));
      const seeded = (await own.app.inject({ method: 'GET', url: '/api/events', headers: auth })).json().at(-1);
      const created = await own.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: auth,
        payload: {
          nombre: 'Edición creada en el panel',
          race_id: seeded.race_id,
          fecha: '2099-04-13',
          lugar: 'Tafí Viejo, Tucumán',
          activo: true,
          permiteParejas: false,
          fechaAperturaInscripciones: '2099-03-01',
          fechaCierreInscripciones: '2099-04-10',
          categorias: seeded.categorias,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await names()).toContain('Edición creada en el panel');
    } finally {
      vi.restoreAllMocks();
      await own.close();
    }
  });

  it('compresses the landing page for a client that accepts it', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(landingBlock(brotliDecompressSync(br.rawPayload).toString())).toBeDefined();
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(landingBlock(gunzipSync(gzip.rawPayload).toString())).toBeDefined();
  });

  it('tells the landing page there is no event when none is active', async () => {
    const empty = await createTestApp({ seed: false, env: { WEB_DIST: dist } });
    try {
      const res = await empty.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(landingBlock(res.body)).toEqual({ events: [], categories: [] });
    } finally {
      await empty.close();
    }
  });

  it('answers a file that is not there with 404, never the app shell a script would choke on', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/route-old.css', '/logo-missing.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
    expect((await t.app.inject({ method: 'GET', url: '/resultados/3/12' })).headers['content-type']).toContain(
      'text/html',
    );
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the precompressed variant a client accepts, and the plain file to one that accepts none', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends the app shell compressed on every client route when the client accepts it', async () => {
    for (const url of ['/login', '/admin/events/12/timing']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(shell);
    }
    // No .gz of the shell here: a gzip-only client still gets the plain file.
    const gzipOnly = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.body).toBe(shell);
  });

  it('serves the service worker as JavaScript that is checked again on every load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
  });

  it('hints the chunks of a lazy page opened directly, beyond those the entry already loads', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'carreras-web-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), shell);
    const manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-b.js'] },
      '_shared-b.js': { file: 'assets/shared-b.js' },
      '_zod-c.js': { file: 'assets/zod-c.js' },
      'src/app/routes/register.tsx': {
        file: 'assets/register-d.js',
        imports: ['index.html', '_shared-b.js', '_zod-c.js'],
      },
      'src/app/routes/login.tsx': { file: 'assets/login-e.js', imports: ['index.html'], css: ['assets/login-e.css'] },
    };
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const withManifest = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      const register = await withManifest.app.inject({ method: 'GET', url: '/register?from=landing' });
      expect(register.statusCode).toBe(200);
      expect(register.body).toBe(shell);
      expect(register.headers.link).toBe(
        '</assets/register-d.js>; rel=modulepreload, </assets/zod-c.js>; rel=modulepreload',
      );
      const login = await withManifest.app.inject({ method: 'GET', url: '/login' });
      expect(login.headers.link).toBe(
        '</assets/login-e.js>; rel=modulepreload, </assets/login-e.css>; rel=preload; as=style; crossorigin',
      );
      for (const url of ['/', '/admin/login', '/races/register']) {
        const res = await withManifest.app.inject({ method: 'GET', url });
        expect(res.headers.link, url).toBeUndefined();
      }
    } finally {
      await withManifest.close();
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Ruta no encontrada' });
  });
});

describe('the build manifest', () => {
  it('is read by the server but never served', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'carreras-web-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"></html>');
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"secret":"build details"}');
    const t = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
      expect(res.body).not.toContain('build details');
    } finally {
      await t.close();
    }
  });
});
