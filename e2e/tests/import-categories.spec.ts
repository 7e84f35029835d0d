import { writeFile } from 'node:fs/promises';
import { createOpenEventViaApi, expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { expectNoSidewaysScroll, signInAdmin } from './page-helpers.ts';

const SHOTS = process.env.IMPORT_SHOTS_DIR;

/**
 * 'Importar planilla' with a Forms export as people fill it (docs/product-choices.md): a category typed
 * 'Promocionales B Masculino' gets '¿Quiso decir PROMOCIONALES B MASC (33 km)?', and 'Usar …' applies it to every
 * row with that text; a runner who sent the form twice is imported from the latest answer, which says the row it
 * replaces. At 1024 and 390 px, with axe and no sideways scroll.
 */
test("'¿Quiso decir …?' applies the category to every row with the text, and a repeated DNI takes the latest answer", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const event = await createOpenEventViaApi(request);
  const base = 45_000_000 + Math.floor(Math.random() * 4_000_000);
  const file = testInfo.outputPath('respuestas.csv');
  const line = (stamp: string, dni: number, nombre: string, email: string, categoria: string) =>
    `${stamp};${dni};Paz;${nombre};1980-01-01;M;${email};381 555-1000;Tucumán;O+;33 km;${categoria}`;
  await writeFile(
    file,
    [
      'Marca temporal;DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Dirección de correo electrónico;Celular;Provincia;Grupo sanguíneo;Distancia;Categoría',
      line('14/03/2026 10:00:00', base, 'Raúl', 'raul.viejo@example.com', 'Promocionales B Masculino'),
      line('14/03/2026 11:00:00', base + 1, 'Omar', 'omar@example.com', 'promocionales b masculino'),
      line('15/03/2026 21:04:05', base, 'Raúl', 'raul@example.com', 'Promocionales B Masculino'),
      line('15/03/2026 22:00:00', base + 2, 'Hugo', 'hugo@example.com', 'PROMOCIONALES B MASC'),
      '',
    ].join('\n'),
    'utf8',
  );
  await signInAdmin(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`/admin/import?event=${event.id}`);
  await page.locator('input[type="file"]').setInputFiles(file);

  const suggestion = page.getByRole('alert').filter({ hasText: '¿Quiso decir PROMOCIONALES B MASC (33 km)?' });
  await expect(suggestion).toContainText(
    '«Promocionales B Masculino» no es una categoría de este evento; 3 filas de la planilla la escriben así.',
    { timeout: 30_000 },
  );
  // Every row with the text counts, the older answer of a repeated DNI too.
  await expect(page.getByText('Rechazadas: 3')).toBeVisible();
  await expect(
    page.getByText('DNI: se repite; se importa la fila 4, la más reciente (15/03/2026 21:04)').first(),
  ).toBeVisible();
  await expect(page.getByText('Reemplaza la fila 2, una respuesta anterior con el mismo DNI')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-suggestion-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-suggestion-390.png`, fullPage: true });

  await suggestion.getByRole('button', { name: 'Usar PROMOCIONALES B MASC' }).click();
  await expect(
    page.getByText('«Promocionales B Masculino» se importa como PROMOCIONALES B MASC (33 km)'),
  ).toBeVisible();
  await expect(page.getByText('Rechazadas: 1')).toBeVisible();
  await expect(page.getByText('Nuevos: 3')).toBeVisible();
  await expect(suggestion).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-suggestion-chosen-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-suggestion-chosen-1024.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Importar 3 filas' }).click();
  expect((await download).suggestedFilename()).toBe('contrasenas_temporales.xlsx');
  const summary = page.getByRole('alert').filter({ hasText: 'Importación terminada' });
  await expect(summary).toContainText('Inscripciones creadas: 3', { timeout: 30_000 });
  await expect(summary).toContainText('Filas rechazadas (no importadas): 1');
});
