import { writeFile } from 'node:fs/promises';
import { NO_PLACES_SETTINGS } from '@carreras/domain/places/places.schemas';
import { createOpenEventViaApi, expect, test } from './fixtures.ts';
import { signInAdmin } from './page-helpers.ts';
import { adminHeaders } from './seed-race.ts';

const SHOTS = process.env.IMPORT_SHOTS_DIR;

/**
 * 'Importar planilla' into an event with 1 place left on 33 km (decision 016): the preview says which rows
 * exceed it and sends them to the waiting list; the import downloads the new runners' passwords.
 */
test('a sheet beyond the places goes to the waiting list, and the new runners’ passwords download', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const headers = await adminHeaders(request);
  const event = await createOpenEventViaApi(request);
  const saved = await request.put(`/api/admin/events/${event.id}/registration`, {
    headers,
    data: {
      ...NO_PLACES_SETTINGS,
      distancias: [{ distancia: 33, cupo: 1, precio: null, precioAnticipado: null }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const base = 40_000_000 + Math.floor(Math.random() * 5_000_000);
  const file = testInfo.outputPath('planilla.csv');
  await writeFile(
    file,
    [
      'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Celular;Provincia;Grupo sanguíneo;Distancia;Categoría',
      ...['Sol', 'Luz', 'Mar'].map(
        (nombre, i) =>
          `${base + i};Paz;${nombre};2000-01-01;F;${nombre.toLowerCase()}@example.com;381 555-${1000 + i};Tucumán;O+;33;PROMOCIONALES A FEM`,
      ),
      '',
    ].join('\n'),
    'utf8',
  );
  await signInAdmin(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`/admin/import?event=${event.id}`);
  await page.locator('input[type="file"]').setInputFiles(file);
  const alert = page.getByRole('alert').filter({ hasText: 'La planilla supera el cupo' });
  await expect(alert).toContainText('Supera el cupo de 33 km: quedan 1, la planilla trae 3', { timeout: 30_000 });
  await expect(page.getByText('Lista de espera: 2')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 900 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Importar 3 filas' }).click();
  expect((await download).suggestedFilename()).toBe('contrasenas_temporales.xlsx');
  const summary = page.getByRole('alert').filter({ hasText: 'Importación terminada' });
  await expect(summary).toContainText('Inscripciones creadas: 1', { timeout: 30_000 });
  await expect(summary).toContainText('A la lista de espera: 2');
  await expect(page.getByRole('button', { name: 'Descargar contraseñas temporales' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-done-1024.png`, fullPage: true });
});
