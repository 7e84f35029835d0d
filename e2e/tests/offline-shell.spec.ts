import type { APIRequestContext } from '@playwright/test';
import { expect, loginAdminThroughForm, test } from './fixtures.ts';
import { seedRace } from './seed-race.ts';

/** What the bib field's feedback says of a passage recorded: '#84 Juan Pérez · Vuelta 2/3 · 1:02:10.3' or '… · Llegada · …'. */
const passageSaid = (bib: number | string) => new RegExp(`^#${bib} .*· (Vuelta \\d|Llegada)`);

/** An event with one 33 km rider (bib 101), 33 km timed with one lap and one group started a minute ago. */
async function startedEventWithOneRider(request: APIRequestContext) {
  const { event, riders, headers } = await seedRace(request, {
    riders: 1,
    firstBib: 101,
    laps: 1,
    wave: { name: 'Única', startedAgoMs: 60_000 },
  });
  return { event, bib: riders[0]!.bib, headers };
}

test('the timing screen loads again after a reload with no connection at all, and sends its records later', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { event, bib, headers } = await startedEventWithOneRider(request);
  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Opened once with connection: the service worker installs the app shell and takes the page.
  await page.goto(`/admin/timing/${event.id}`);
  await expect(page.getByText('En carrera', { exact: true })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // No connection at all, not even for the page itself.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cronometraje de Carrera' })).toBeVisible();
  await expect(page.getByText('En carrera', { exact: true })).toBeVisible();
  await expect(page.getByText('Sin conexión con el servidor', { exact: false })).toBeVisible();
  const input = page.getByLabel('Número de dorsal');
  await input.fill(String(bib));
  await input.press('Enter');
  await expect(page.getByText(passageSaid(bib))).toBeVisible();
  const counter = page.getByRole('status').filter({ hasText: /de envío|registros enviados/ });
  await expect(counter).toHaveText('1 registro pendiente de envío');

  await context.setOffline(false);
  await expect(counter).toHaveText('Todos los registros enviados');
  const times = await (await request.get(`/api/timing/${event.id}/times`, { headers })).json();
  expect(times.times.map((t: { dorsal: number }) => t.dorsal)).toEqual([bib]);
});

test('public pages do not install the offline copy (it holds the admin area)', async ({ page }) => {
  await page.goto('/');
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
