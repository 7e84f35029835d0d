import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seedRace } from './seed-race.ts';

/** A public page's first visit downloads at most this much JavaScript and CSS, gzipped. */
const LIMIT_KIB = 150;

/**
 * Opens `path` in the test's own browser context (empty cache, as a phone opening it the first time), waits
 * for what the page shows and then for the network to be idle, and returns every JS and CSS file it
 * downloaded with its gzip -9 size (the measure the issue and the bench use), largest first.
 */
async function firstVisit(page: Page, path: string, shown: (page: Page) => Promise<void>) {
  const bodies: Promise<{ file: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response.body().then((body) => ({
        file: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(path);
  await shown(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(bodies)).sort((a, b) => b.gzip - a.gzip);
  const kib = files.reduce((sum, file) => sum + file.gzip, 0) / 1024;
  return { kib, files: files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KiB`) };
}

/** An event with timing and one rider through the finish, so its results page shows a real list. */
async function eventWithResults(request: APIRequestContext): Promise<number> {
  const race = await seedRace(request, {
    riders: 1,
    firstBib: 301,
    laps: 1,
    wave: { name: 'Largada única', startedAgoMs: 600_000 },
  });
  await race.record({ dorsal: 301, timestamp: Date.now(), groupId: race.wave!.id });
  return race.event.id;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const pages: {
  path: string | ((request: APIRequestContext) => Promise<string>);
  shown: (page: Page) => Promise<void>;
}[] = [
  {
    path: '/',
    shown: async (page) => {
      await expect(page.getByRole('link', { name: 'Registro Corredor' }).first()).toBeVisible();
    },
  },
  { path: '/login', shown: heading('Iniciar Sesión') },
  { path: '/register', shown: heading('Registro Corredor') },
  {
    path: async (request) => `/results/${await eventWithResults(request)}`,
    shown: async (page) => {
      await expect(
        page
          .getByText('#301')
          .or(page.getByRole('cell', { name: '301' }))
          .first(),
      ).toBeVisible();
    },
  },
];

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`first visit on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, shown } of pages) {
      const label = typeof path === 'string' ? path : '/results/{id}';
      test(`${label} downloads at most ${LIMIT_KIB} KiB of JS and CSS (gzip)`, async ({ page, request }) => {
        const url = typeof path === 'string' ? path : await path(request);
        const visit = await firstVisit(page, url, shown);
        test.info().annotations.push({ type: 'first visit', description: `${url}: ${visit.kib.toFixed(1)} KiB` });
        expect(visit.files.length).toBeGreaterThan(0);
        // Nothing of the back-office, nor the form validation (zod), which loads on the first use of a form.
        // By the chunk's name, without its content hash (a hash such as 'BhlLZODd' once read as 'zod').
        const chunkName = (file: string) => file.replace(/-[\w-]{8}\.(js|css) .*$/, '');
        expect(visit.files.filter((file) => /admin|zod|validation/i.test(chunkName(file)))).toEqual([]);
        expect(visit.kib, `${url}: ${visit.kib.toFixed(1)} KiB\n${visit.files.join('\n')}`).toBeLessThanOrEqual(
          LIMIT_KIB,
        );
      });
    }
  });
}
