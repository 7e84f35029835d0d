// The app shell for a reload with no connection (race-day timing). Plain JS, no library: the build
// (service-worker/build-plugin.ts) replaces the two placeholders below and writes the result to /sw.js.
// The API is never cached nor answered here: the timing outbox handles its failures.

const VERSION = '__BUILD_VERSION__';
const PRECACHE_URLS = ['__PRECACHE_URLS__'];
const CACHE = `carreras-shell-${VERSION}`;
const SHELL_URL = '/index.html';
const NAVIGATION_TIMEOUT_MS = 3000;

const isApi = (url) => url.pathname === '/api' || url.pathname.startsWith('/api/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([SHELL_URL, ...PRECACHE_URLS]);
      // Where supported, API requests skip this worker entirely (no start-up delay for them).
      if (event.addRoutes) {
        try {
          await event.addRoutes([
            { condition: { urlPattern: new URLPattern({ pathname: '/api{/*}?' }) }, source: 'network' },
          ]);
        } catch {
          // The fetch handler below leaves the API alone anyway.
        }
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('carreras-shell-') && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** Network first, so a new deploy is seen at once; the cached shell after a few seconds or on a failure. */
async function navigate(event) {
  const cache = await caches.open(CACHE);
  const fromNetwork = fetch(event.request).then((response) => {
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      event.waitUntil(cache.put(SHELL_URL, response.clone()));
    }
    return response;
  });
  const timeout = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
  try {
    const response = await Promise.race([fromNetwork, timeout]);
    // A proxy answering for a server that is down (502/503) is no better than no connection.
    if (response && response.status < 500) return response;
  } catch {
    // Offline: the cached shell below.
  }
  const cached = await cache.match(SHELL_URL);
  return cached ?? fromNetwork;
}

/** Hashed files never change: the cached copy, else the network (kept for next time). */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // A file gone after a deploy comes back as the app shell (HTML): never keep that under a script's name.
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('text/html')) {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  }
});
