import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_PORT } from '../e2e-env.ts';
import { expect, test } from './fixtures.ts';
import { openRace, writeRidersToDatabase } from './seed-race.ts';

/**
 * The public results page arrives with the site's header and its heading already in the HTML (server
 * plugins/results-page.ts), drawn where React draws them: a phone shows the heading before any JavaScript ran,
 * and nothing moves or blinks when React takes over.
 */
const headingBox = async (page: Page) => {
  const box = await page.getByRole('heading', { level: 1 }).boundingBox();
  return box && { x: Math.round(box.x), y: Math.round(box.y), height: Math.round(box.height) };
};

async function withoutJavaScript(browser: Browser, width: number, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  // Read without waiting: with no JavaScript, what the HTML holds is all there will be.
  const headings = await page.locator('h1').allTextContents();
  const box = headings.length > 0 ? await headingBox(page) : null;
  const header = headings.length > 0 ? await page.locator('header').boundingBox() : null;
  await context.close();
  return { headings, box, headerHeight: header?.height };
}

for (const width of [390, 1024]) {
  test(`at ${width} px the heading is painted before the JavaScript runs, where React then draws it`, async ({
    browser,
    page,
    request,
  }) => {
    const race = await openRace(request);
    await race.timing({ '33': { laps: 1 } });
    const { event } = race;

    const before = await withoutJavaScript(browser, width, `/results/${event.id}`);
    expect(before.headings).toEqual(['Resultados en vivo']);
    expect(before.headerHeight).toBe(64);

    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/results/${event.id}`);
    await expect(page.getByRole('heading', { level: 2, name: event.nombre })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados en vivo');
    expect(await headingBox(page)).toEqual(before.box);
  });
}

/**
 * An event timed on 33 km whose answer is too large to travel in the page (200 riders with bibs, no passages
 * yet: about 120 KB). Enrolling is limited per address, so the riders are written straight into the test
 * server's SQLite file, as race-day-soak.spec.ts does.
 */
async function largeRace(request: APIRequestContext) {
  const race = await openRace(request);
  const of33 = race.of(33);
  writeRidersToDatabase(
    race.event.id,
    Array.from({ length: 200 }, (_, i) => ({
      apellido: `Primera Vuelta ${i}`,
      bib: 101 + i,
      category: of33[i % of33.length]!,
    })),
    'paint@example.com',
  );
  await race.timing({ '33': { laps: 1 } });
  const answer = await request.get(`/api/results/${race.event.id}?distance=33`, {
    headers: { 'accept-encoding': 'identity' },
  });
  expect((await answer.body()).length).toBeGreaterThan(64 * 1024);
  return race.event;
}

test('a race too large to travel in the page gets the same first paint, and React keeps its heading until the results', async ({
  browser,
  page,
  request,
}) => {
  const event = await largeRace(request);
  const url = `/results/${event.id}?distance=33`;
  const before = await withoutJavaScript(browser, 390, url);
  expect(before.headings).toEqual(['Resultados en vivo']);
  expect(before.headerHeight).toBe(64);

  // Every text the page's h1 has had, from the HTML on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headings: string[] }).headings = seen;
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/results/${event.id}`) asked.push(sent.url());
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 2, name: event.nombre })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Primera Vuelta 199' })).toHaveCount(1);
  expect(await headingBox(page)).toEqual(before.box);
  expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual([
    'Resultados en vivo',
  ]);
  // The answer is downloaded once: the page's own request takes the one the HTML preloads.
  expect(asked).toEqual([`http://127.0.0.1:${E2E_PORT}/api/results/${event.id}?distance=33`]);
});

test('an unknown event gets no first paint: the page says it is not found', async ({ browser }) => {
  const before = await withoutJavaScript(browser, 390, '/results/987654');
  expect(before.headings).toEqual([]);
});
