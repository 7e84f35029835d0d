import type { Browser, Page } from '@playwright/test';
import { adminTokenViaApi, createOpenEventViaApi, expect, test } from './fixtures.ts';

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
    const headers = { authorization: `Bearer ${await adminTokenViaApi(request)}` };
    const event = await createOpenEventViaApi(request);
    const configured = await request.post('/api/timing-config', {
      headers,
      data: { eventId: event.id, config: { '33': { laps: 1, enabled: true } } },
    });
    expect(configured.status(), await configured.text()).toBe(200);

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

test('an unknown event gets no first paint: the page says it is not found', async ({ browser }) => {
  const before = await withoutJavaScript(browser, 390, '/results/987654');
  expect(before.headings).toEqual([]);
});
