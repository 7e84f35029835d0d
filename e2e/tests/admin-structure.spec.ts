import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  expect,
  expectNoAccessibilityViolations,
  loginAdminThroughForm,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';
import { chooseOption } from './page-helpers.ts';
import { adminHeaders } from './seed-race.ts';

/** Two inscriptions in the event's only category, one paid, as the admin would create them. */
async function enrolTwoRunners(request: APIRequestContext, eventName: string) {
  const headers = await adminHeaders(request);
  const events: { id: number; nombre: string }[] = await (await request.get('/api/events', { headers })).json();
  const event = events.find((e) => e.nombre === eventName);
  expect(event).toBeDefined();
  for (const paid of [true, false]) {
    const runner = await registerRunnerViaApi(request, { fechaNacimiento: '2002-03-10' });
    const response = await request.post('/api/inscriptions', {
      headers,
      data: {
        runnerId: runner.id,
        eventId: event?.id,
        distancia: 45,
        categoria: 'ELITE MASC',
        pagoConfirmado: paid,
        inscripcionConfirmada: paid,
        asistenciaConfirmada: false,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('an organiser sets up a race, its modality and category, an event, duplicates it and exports a report', async ({
  page,
  request,
}) => {
  // Race, modality, category, event, duplicate and a report export, screen by screen.
  test.slow();
  const suffix = Math.floor(Math.random() * 1_000_000);
  const raceName = `Desafío Calchaquí ${suffix}`;
  const eventName = `Desafío Calchaquí ${suffix} - 1ª Edición`;

  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Carreras, Modalidades y Categorías' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gestionar', exact: false }).first()).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The race.
  await page.getByRole('button', { name: 'Nueva Carrera' }).click();
  const raceDialog = page.getByRole('dialog', { name: 'Nueva Carrera' });
  await raceDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(raceDialog.getByText('El nombre de la carrera es requerido')).toBeVisible();
  await raceDialog.getByLabel('Nombre de la carrera').fill(raceName);
  await raceDialog.getByLabel('Descripción').fill('Travesía por los Valles Calchaquíes');
  await raceDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Carrera creada correctamente')).toBeVisible();
  await page.getByRole('button', { name: `Gestionar ${raceName}` }).click();

  // Its modality.
  await expect(page.getByRole('button', { name: 'Volver a Carreras' })).toBeVisible();
  await expect(page.getByText('No hay modalidades registradas para esta carrera.')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva Modalidad' }).click();
  const modalityDialog = page.getByRole('dialog', { name: 'Nueva Modalidad' });
  await modalityDialog.getByLabel('Nombre de la modalidad').fill('Competitiva');
  await modalityDialog.getByLabel('Distancia (km)').fill('45');
  await modalityDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Modalidad creada correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: '45 km' })).toBeVisible();

  // Its category.
  await page.getByRole('radiogroup', { name: 'Sección' }).getByText('Categorías').click();
  await expect(page.getByText('No hay categorías registradas para esta carrera.')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva Categoría' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Nueva Categoría' });
  await categoryDialog.getByLabel('Nombre de la categoría').fill('ELITE MASC');
  await chooseOption(page, 'Modalidad', 'Competitiva (45 km)', { exact: true });
  await expect(categoryDialog.getByLabel('Distancia (km)')).toHaveValue('45');
  await categoryDialog.getByLabel('Edad mínima').fill('23');
  await categoryDialog.getByLabel('Edad máxima').fill('29');
  await categoryDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Categoría creada correctamente')).toBeVisible();
  const categoryRow = page.getByRole('row', { name: /ELITE MASC/ });
  await expect(categoryRow).toContainText('Competitiva (45 km)');
  await expect(categoryRow).toContainText('Masculino');
  await expect(categoryRow).toContainText('23-29 años');

  // The event with its categories.
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { name: 'Gestión de Eventos' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Nuevo Evento' }).click();
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  await expect(page.getByText('El nombre del evento es requerido')).toBeVisible();
  await expect(page.getByText('Debe seleccionar al menos una categoría')).toBeVisible();
  await page.getByLabel('Nombre del evento').fill(eventName);
  await chooseOption(page, 'Carrera', raceName, { exact: true });
  await page.getByLabel('Fecha del evento').fill('16/05/2027');
  await page.getByLabel('Lugar').fill('Cafayate, Salta');
  await page.getByLabel('Apertura de inscripciones').fill('01/04/2027');
  await page.getByLabel('Cierre de inscripciones').fill('10/05/2027');
  await expect(page.getByText('0 de 1 seleccionadas')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Seleccionar Todas', exact: true }).click();
  await expect(page.getByText('1 de 1 seleccionadas')).toBeVisible();
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  await expect(page.getByText('Evento creado correctamente')).toBeVisible();
  const eventRow = page.getByRole('row', { name: new RegExp(eventName) });
  await expect(eventRow).toContainText('16/05/2027');
  await expect(eventRow).toContainText('1 categoría');
  await expect(eventRow).toContainText('Solo individual');

  // Its detail, once two runners are enrolled.
  await enrolTwoRunners(request, eventName);
  await page.getByRole('link', { name: `Gestionar ${eventName}` }).click();
  await expect(page.getByRole('heading', { name: eventName })).toBeVisible();
  await expect(page.getByText('16/05/2027 · Cafayate, Salta')).toBeVisible();
  const counters: [string, string][] = [
    ['Total Inscripciones', '2'],
    ['Confirmadas', '1'],
    ['Pendientes', '1'],
  ];
  for (const [label, value] of counters) {
    await expect(page.getByText(label, { exact: true }).locator('..')).toContainText(value);
  }
  await expect(page.getByRole('main').getByRole('link', { name: /^Reportes/ })).toBeVisible();
  const eventUrl = page.url();

  // Next year's edition.
  await page.getByRole('link', { name: '← Volver a Eventos' }).click();
  await page.getByRole('button', { name: `Duplicar ${eventName}` }).click();
  // The dialog asks what to copy; the defaults are kept.
  const duplicateDialog = page.getByRole('dialog', { name: 'Duplicar evento' });
  await expect(duplicateDialog.getByRole('checkbox', { name: 'Distancias y categorías' })).toBeChecked();
  await expect(duplicateDialog.getByRole('checkbox', { name: 'Descripción' })).not.toBeChecked();
  await expectNoAccessibilityViolations(page);
  await duplicateDialog.getByRole('button', { name: 'Duplicar' }).click();
  const nextEdition = `Desafío Calchaquí ${suffix} - 2ª Edición`;
  await expect(page.getByText(`Evento duplicado: ${nextEdition}`)).toBeVisible();
  const copyRow = page.getByRole('row', { name: new RegExp(nextEdition) });
  await expect(copyRow).toContainText('16/05/2028');
  await expect(copyRow).toContainText('Inactivo');

  // A report of the first event, as a spreadsheet.
  await page.goto(`${eventUrl}/reports`);
  await expect(page.getByRole('heading', { name: `Reportes — ${eventName}` })).toBeVisible();
  const byDistance = page.getByRole('table', { name: 'Inscripciones por distancia' });
  await expect(byDistance.getByRole('row', { name: /45 km/ })).toContainText('45 km21150,00 %');
  const byCategory = page.getByRole('table', { name: 'Inscripciones por categoría' });
  await expect(byCategory.getByRole('row', { name: /ELITE MASC/ })).toContainText('ELITE MASC45 km21150,00 %');
  await expectNoAccessibilityViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lista de inscripciones' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lista_inscripciones_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  // The inscriptions export's columns (packages/domain/src/inscriptions/inscription-export.ts).
  expect(sheet?.getRow(1).getCell(1).value).toBe('ID Inscripción');
  expect(sheet?.getRow(1).getCell(2).value).toBe('Evento');
  expect(sheet?.actualRowCount).toBe(3);
  expect(sheet?.getRow(2).getCell(2).value).toBe(eventName);
  await expect(page.getByText(`Archivo descargado: ${download.suggestedFilename()}`)).toBeVisible();
});
