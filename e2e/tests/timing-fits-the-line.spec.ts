import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { signInAdmin } from './page-helpers.ts';
import { seedRace } from './seed-race.ts';

/**
 * The timing screen is used at the finish line on a tablet (1024x768) or a phone (390x844): the clock, the
 * bib field, 'Registros a revisar' and the latest five records must all be on the first screen, with no
 * scrolling either way and no back-office menu beside them.
 */

const SIZES = [
  { name: 'tablet', viewport: { width: 1024, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const RIDERS = [
  ['Martina', 'Gómez'],
  ['Joaquín', 'Aráoz'],
  ['Lucía', 'Bulacio'],
  ['Federico', 'Cisneros'],
  ['Valentina', 'Díaz'],
  ['Santiago', 'Espinoza Villagra'],
] as const;
const FIRST_BIB = 21;

/** A race under way: 33 km of three laps, one wave started 95 minutes ago, six riders, passages and two to review. */
async function raceUnderWay(request: APIRequestContext) {
  const start = Date.now() - 95 * 60_000;
  const race = await seedRace(request, {
    riders: RIDERS.map(([nombre, apellido], index) => ({ nombre, apellido, sexo: index % 2 ? 'M' : 'F' })),
    firstBib: FIRST_BIB,
    laps: 3,
    wave: { name: 'Largada Elite', startTime: start },
  });
  const record = (dorsal: number | null, timestamp: number) =>
    race.record({ dorsal, timestamp, groupId: race.wave!.id });
  const now = Date.now();
  for (const [index, minutes] of [36, 38, 40, 41].entries()) await record(FIRST_BIB + index, start + minutes * 60_000);
  await record(FIRST_BIB, start + 72 * 60_000);
  // Two to review: a rider crossing with no readable bib, and a typo nobody holds.
  await record(null, now - 120_000);
  await record(999, now - 90_000);
  const lap = await record(FIRST_BIB + 1, now - 60_000);
  await record(FIRST_BIB + 2, now - 30_000);
  return { event: race.event, headers: race.headers, lap };
}

/** Wholly inside the window as it opens: nothing to scroll to reach it, down or sideways. */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height, `${what}: bottom edge`).toBeLessThanOrEqual(height);
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}x${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.name === 'phone' });

    test('the clock, the bib field, the records to review and the latest five fit the first screen', async ({
      page,
      request,
    }, testInfo) => {
      const { event } = await raceUnderWay(request);
      await signInAdmin(page);
      await page.goto(`/admin/timing/${event.id}`);
      await expect(page.getByText('En carrera', { exact: true })).toBeVisible();
      const records = page.getByRole('table', { name: 'Últimos registros' });
      // The riders' names show the event's bibs reached the device.
      await expect(
        records
          .getByRole('row')
          .filter({ hasText: `#${FIRST_BIB + 2}` })
          .first(),
      ).toContainText('Lucía Bulacio');

      // No back-office menu beside the screen; a clear way back instead.
      await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toHaveCount(0);
      await expectOnFirstScreen(page, page.getByRole('link', { name: '← Back-office' }), 'the way back');

      await expectOnFirstScreen(page, page.getByLabel('Número de dorsal'), 'the bib field');
      await expectOnFirstScreen(page, page.getByRole('button', { name: 'Registrar', exact: true }), 'Registrar');
      await expectOnFirstScreen(page, page.getByRole('status', { name: 'Tiempo de carrera' }), 'the clock');
      const review = page.getByRole('region', { name: 'Registros a revisar' });
      await expectOnFirstScreen(page, review, 'Registros a revisar');
      await expect(review.getByRole('listitem').first()).toBeVisible();
      const rows = records.getByRole('row');
      await expect(rows).toHaveCount(1 + 9);
      for (let index = 1; index <= 5; index++) {
        await expectOnFirstScreen(page, rows.nth(index), `latest record ${index}`);
      }
      // A record with no rider shows its time of day only, on the 24-hour clock.
      const typo = rows.filter({ hasText: '#999' });
      await expect(typo.getByRole('cell').nth(1)).toHaveText('—');
      await expect(typo.getByText(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)).toBeVisible();

      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`timing-${size.name}.png`) });
      await expectNoAccessibilityViolations(page);
      await testInfo.attach(`timing-${size.name}`, {
        path: testInfo.outputPath(`timing-${size.name}.png`),
        contentType: 'image/png',
      });
    });
  });
}

test.describe('voiding a passage', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('is confirmed naming the rider and the lap, stays in sight in the rider’s records, and is restored', async ({
    page,
    request,
  }, testInfo) => {
    const { event, headers, lap } = await raceUnderWay(request);
    await signInAdmin(page);
    await page.goto(`/admin/timing/${event.id}`);
    await expect(page.getByText('En carrera', { exact: true })).toBeVisible();
    const bib = FIRST_BIB + 1;
    // Newest first: the bib's second lap.
    const row = page
      .getByRole('table', { name: 'Últimos registros' })
      .getByRole('row')
      .filter({ hasText: `#${bib}` })
      .first();
    await expect(row).toContainText('Joaquín Aráoz');
    await row.getByRole('button', { name: 'Anular' }).click();
    const confirm = page.getByRole('dialog', { name: 'Anular pasada' });
    await expect(confirm).toContainText(/¿Anular la pasada de Joaquín Aráoz \(#22\), vuelta 2, \d\d:\d\d:\d\d\?/);
    await page.screenshot({ path: testInfo.outputPath('timing-void-confirmation.png') });
    await expectNoAccessibilityViolations(page);
    await confirm.getByRole('button', { name: 'Sí, anular' }).click();
    await expect(page.getByText('Pasada anulada')).toBeVisible();
    await expect(confirm).toBeHidden();
    // Voided: counts for nobody, is not listed to review, and stays among the records, marked.
    await expect(row).toContainText('Anulada');
    await expect(
      page
        .getByRole('region', { name: 'Registros a revisar' })
        .getByRole('listitem')
        .filter({ hasText: `#${bib}` }),
    ).toHaveCount(0);
    const rider = await (await request.get(`/api/timing/${event.id}/riders/${bib}`, { headers })).json();
    expect(rider.passages.map((p: { id: number }) => p.id)).not.toContain(lap.id);

    const lookup = page.getByLabel('Buscar dorsal', { exact: true });
    await lookup.fill(String(bib));
    await lookup.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Dorsal ${bib} — Joaquín Aráoz` });
    await dialog.getByRole('tab', { name: /Todos los registros/ }).click();
    const voided = dialog
      .getByRole('table', { name: 'Registros del corredor' })
      .getByRole('row')
      .filter({ hasText: 'Anulada' });
    await expect(voided).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('timing-rider-records.png') });
    await expectNoAccessibilityViolations(page);
    await voided.getByRole('button', { name: 'Restaurar' }).click();
    const restore = page.getByRole('dialog', { name: 'Restaurar pasada' });
    await restore.getByRole('button', { name: 'Sí, restaurar' }).click();
    await expect(page.getByText('Pasada restaurada')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: /Todos los registros/ })).toHaveCount(0);
    await expect(dialog.getByRole('table', { name: 'Pasadas del corredor' }).getByRole('row')).toHaveCount(1 + 2);
  });
});
