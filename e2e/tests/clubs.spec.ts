import { expect, expectNoAccessibilityViolations, loginThroughForm, test } from './fixtures.ts';
import { expectNoSidewaysScroll, signInAdmin } from './page-helpers.ts';
import { randomWord, seedRace } from './seed-race.ts';

/**
 * The runner's club (docs/product-choices.md, 'Clubs'): small under the name on the public results and the rider's
 * page without widening them at 390 px, and typed in 'Mi Perfil' and the back office. Screenshots go to the
 * test's output folder.
 */
const LONG_CLUB = 'Asociación Tucumana de Mountain Bike y Ciclismo de Montaña Yerba Buena';

async function finishedRace(request: Parameters<typeof seedRace>[0]) {
  const suffix = randomWord();
  const race = await seedRace(request, {
    riders: [
      { nombre: `Ciclista ${suffix}`, apellido: 'Fernández de la Vega Altamirano', club: LONG_CLUB },
      { nombre: `Ciclista ${suffix}`, apellido: 'Aráoz', club: 'Team Norte' },
      { nombre: `Ciclista ${suffix}`, apellido: 'Cisneros' },
    ],
    firstBib: 301,
    laps: 1,
    wave: { name: 'Largada única', startedAgoMs: 600_000 },
  });
  for (const rider of race.riders)
    await race.record({ dorsal: rider.bib, timestamp: Date.now(), groupId: race.wave!.id });
  return race;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the club reads under the name, wrapped, and the page never scrolls sideways', async ({ page, request }) => {
    const race = await finishedRace(request);
    await page.goto(`/results/${race.event.id}`);
    const list = page.getByRole('list', { name: `Resultados de ${race.category.nombre}` });
    const long = list.getByRole('listitem').filter({ hasText: race.riders[0]!.name });
    await expect(long.getByText(LONG_CLUB)).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: race.riders[1]!.name })).toContainText('Team Norte');
    await expect(list.getByRole('listitem').filter({ hasText: race.riders[2]!.name })).not.toContainText('Team');
    const box = await long.getByText(LONG_CLUB).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: test.info().outputPath('results-club-390.png'), fullPage: true });

    await page.goto(`/resultados/${race.event.id}/${race.riders[0]!.bib}`);
    await expect(page.getByRole('heading', { level: 1, name: race.riders[0]!.name })).toBeVisible();
    await expect(page.getByText(LONG_CLUB)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('rider-club-390.png'), fullPage: true });
  });

  test("the registration offers the club, and a runner writes theirs in 'Mi Perfil'", async ({ page, request }) => {
    const race = await finishedRace(request);
    const runner = race.riders[2]!.runner;
    // The registration asks for it too, optional, in the runner's voice.
    await page.goto('/register');
    const field = page.getByLabel(/^Club o team/);
    await expect(field).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Opcional: como querés que aparezca en los resultados');
    await field.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('register-club-390.png') });

    await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
    await expect(page).toHaveURL(/\/profile$/);
    await page
      .getByRole('button', { name: /Editar/ })
      .first()
      .click();
    const club = page.getByLabel(/^Club o team/);
    await club.fill('  Los   Ñandúes ');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('profile-club-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Perfil actualizado correctamente')).toBeVisible();
    await expect(page.getByText('Los Ñandúes', { exact: true })).toBeVisible();
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the club is under the name in the results table, and the admin edits it', async ({ page, request }) => {
    const race = await finishedRace(request);
    await page.goto(`/results/${race.event.id}`);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').filter({ hasText: race.riders[0]!.name })).toContainText(LONG_CLUB);
    await expectNoSidewaysScroll(page);
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: test.info().outputPath('results-club-1024.png'), fullPage: true });

    await signInAdmin(page);
    await page.goto(`/admin/runners/${race.riders[1]!.runner.id}/edit`);
    const club = page.getByLabel(/^Club o team/);
    await expect(club).toHaveValue('Team Norte');
    await club.fill('Team Norte MTB');
    await page.screenshot({ path: test.info().outputPath('admin-runner-club-1024.png'), fullPage: true });
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Corredor actualizado correctamente')).toBeVisible();
    await expect(page.getByText('Team Norte MTB', { exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
