import { writeFile } from 'node:fs/promises';
import { createOpenEventViaApi, expect, expectNoAccessibilityViolations, organiserDate, test } from './fixtures.ts';
import { expectNoSidewaysScroll, signInAdmin } from './page-helpers.ts';
import { adminHeaders, randomWord } from './seed-race.ts';

const SHOTS = process.env.IMPORT_SHOTS_DIR;

/** One rider of an old results sheet: a name and a time (or a DNF), nothing else the product could match. */
interface OldRow {
  name: string;
  club: string;
  seconds: number | null;
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * An old results sheet as organisers keep them (decision 018): 'Puesto;Corredor;Club;Categoría;Tiempo', no DNI,
 * rows not in the order of their times, a tie and an 'Abandonó'. Imported in the browser, every row is kept by
 * name and the edition's results rank them as the test ranks the times it wrote.
 */
test('an old results sheet of names and times imports every row and ranks them as their times do', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const edition = await createOpenEventViaApi(request, {
    nombre: `Rally histórico ${randomWord()}`,
    fecha: organiserDate(-400),
    fechaAperturaInscripciones: organiserDate(-460),
    fechaCierreInscripciones: organiserDate(-401),
  });
  const rows: OldRow[] = [
    { name: 'PEREZ, Juan', club: 'Yerba Buena MTB', seconds: 4_512 },
    { name: 'Gómez, Ana', club: '', seconds: 4_380 },
    { name: 'Díaz, Lucas', club: 'Tafí Bikers', seconds: null },
    { name: 'Núñez, Matías', club: '', seconds: 4_512 },
    { name: 'Ruiz, Pablo', club: 'Los Pumas', seconds: 4_700 },
    { name: 'Vega, Tomás', club: '', seconds: 4_401 },
  ];
  const file = testInfo.outputPath('resultados-viejos.csv');
  await writeFile(
    file,
    [
      'Puesto;Corredor;Club;Categoría;Tiempo',
      ...rows.map((row, index) =>
        [
          index + 1,
          row.name,
          row.club,
          'promocionales a masc',
          row.seconds === null ? 'Abandonó' : clock(row.seconds),
        ].join(';'),
      ),
      '',
    ].join('\n'),
    'utf8',
  );

  await signInAdmin(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`/admin/results/${edition.id}/import`);
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(
    page.getByText('Vista previa: 6 filas, 6 para importar, 0 rechazadas, 6 sin cuenta (solo nombre)'),
  ).toBeVisible({
    timeout: 30_000,
  });
  const preview = page.getByRole('table', { name: 'Vista previa de resultados' });
  await expect(preview.getByText('Sin cuenta')).toHaveCount(6);
  await expectNoAccessibilityViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/results-by-name-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/results-by-name-390.png`, fullPage: true });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1024, height: 900 });

  await page.getByRole('button', { name: 'Importar 6 resultados' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Importación terminada' });
  await expect(summary).toContainText('Resultados importados: 6', { timeout: 30_000 });
  await expect(summary).toContainText('Resultados sin cuenta (solo nombre): 6');
  await expect(summary).toContainText('Corredores creados: 0');
  const kept = page.getByRole('table', { name: 'Resultados sin cuenta' });
  await expect(kept.getByRole('row')).toHaveCount(7);
  await expect(kept.getByText('Yerba Buena MTB')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/results-by-name-done-1024.png`, fullPage: true });

  // The test's own ranking: by time, level times sharing a place, the DNF after.
  const firstName = (name: string) => {
    const [surname, given] = name.split(', ');
    return `${given} ${surname}`;
  };
  const finishers = rows.filter((row) => row.seconds !== null).sort((a, b) => (a.seconds ?? 0) - (b.seconds ?? 0));
  const expected = finishers.map((row) => ({
    name: firstName(row.name),
    position: finishers.findIndex((other) => other.seconds === row.seconds) + 1,
    finalTime: (row.seconds ?? 0) * 1000,
  }));
  const results = await request.get(`/api/results/${edition.id}?distance=33`, { headers });
  expect(results.status()).toBe(200);
  const overall = (await results.json()).overall as {
    runnerName: string;
    position: number | null;
    finalTime: number | null;
    status: string;
    club: string | null;
  }[];
  expect(
    overall
      .filter((row) => row.status === 'COMPLETED')
      .map((row) => ({ name: row.runnerName, position: row.position, finalTime: row.finalTime })),
  ).toEqual(expected);
  expect(overall.at(-1)).toMatchObject({ runnerName: 'Lucas Díaz', status: 'DNF', club: 'Tafí Bikers' });

  // The public results page shows the same order to a spectator on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/resultados/${edition.id}`);
  const names = expected.map((row) => row.name);
  for (const name of names) await expect(page.getByText(name).first()).toBeVisible({ timeout: 30_000 });
  const order = await Promise.all(
    names.map(async (name) => (await page.getByText(name).first().boundingBox())?.y ?? Number.POSITIVE_INFINITY),
  );
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await expectNoSidewaysScroll(page);
});
