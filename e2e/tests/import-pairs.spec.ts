import { writeFile } from 'node:fs/promises';
import { createOpenEventViaApi, expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { expectNoSidewaysScroll, signInAdmin } from './page-helpers.ts';
import { adminHeaders } from './seed-race.ts';

/**
 * 'Importar planilla' with a 'DNI compañero/a' column into an event that takes pairs (D13): the preview says who
 * rides with whom, one inscription per pair is made with the partner confirmed at once, and the inscriptions grid
 * shows it as a team. A row naming a partner nobody knows is refused with the reason, and nothing else is lost.
 */
test('a sheet with pairs makes one confirmed inscription per pair, and refuses an unknown partner', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const headers = await adminHeaders(request);
  const event = await createOpenEventViaApi(request, { permiteParejas: true });
  const base = 45_000_000 + Math.floor(Math.random() * 5_000_000);
  const [ana, beto, ciro, nobody] = [String(base), String(base + 1), String(base + 2), String(base + 3)] as const;
  const row = (dni: string, nombre: string, partner: string) =>
    `${dni};Paz;${nombre};1995-05-20;M;${nombre.toLowerCase()}.${dni}@example.com;381 555-1000;Tucumán;O+;33;PROMOCIONALES A MASC;${partner}`;
  const file = testInfo.outputPath('parejas.csv');
  await writeFile(
    file,
    [
      'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Celular;Provincia;Grupo sanguíneo;Distancia;Categoría;DNI compañero/a',
      row(ana, 'Ana', beto),
      row(beto, 'Beto', ''),
      row(ciro, 'Ciro', nobody),
      '',
    ].join('\n'),
    'utf8',
  );

  await signInAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/import?event=${event.id}`);
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(`En pareja con la fila 3 (DNI ${beto})`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Compañero/a de la fila 2: una sola inscripción para la pareja')).toBeVisible();
  await expect(
    page.getByText(`DNI compañero/a: ${nobody} no es de un corredor registrado ni de otra fila de esta planilla`),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await expectNoAccessibilityViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Importar 2 filas' }).click();
  await download;
  const summary = page.getByRole('alert').filter({ hasText: 'Importación terminada' });
  await expect(summary).toContainText('Inscripciones creadas: 1', { timeout: 30_000 });

  // What the server kept: one inscription, Ana's, with Beto confirmed as her partner; Ciro's row wrote nothing.
  const list = await request.get(`/api/admin/inscriptions?eventId=${event.id}&limit=50`, { headers });
  expect(list.status()).toBe(200);
  const items = (await list.json()).items as {
    runner: { dni: string };
    compañero: { dni: string } | null;
    compañeroPendiente: unknown;
  }[];
  expect(items.map((item) => [item.runner.dni, item.compañero?.dni ?? null, item.compañeroPendiente ?? null])).toEqual([
    [ana, beto, null],
  ]);

  await page.goto(`/admin/inscriptions-grid?event=${event.id}`);
  await expect(page.getByRole('cell', { name: ana })).toBeVisible();
  await expect(page.getByText('Equipo con Beto Paz')).toBeVisible();
  await expect(page.getByRole('cell', { name: ciro })).toHaveCount(0);
});
