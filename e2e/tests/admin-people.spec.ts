import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import {
  adminTokenViaApi,
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  loginAdminThroughForm,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';
import { chooseOption } from './page-helpers.ts';

let dniSeed = 50_000_000 + Math.floor(Math.random() * 9_000_000);

test('an admin registers a runner with a generated password, finds and edits them', async ({ page, request }) => {
  dniSeed += 1;
  const dni = String(dniSeed);
  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Corredores' }).first().click();
  await expect(page.getByRole('heading', { name: 'Corredores' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: 'Registrar Nuevo Corredor' }).click();
  await expect(page.getByRole('heading', { name: 'Registrar Nuevo Corredor' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrar Corredor' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();

  await page.getByLabel('Nombre').fill('Valentina');
  await page.getByLabel('Apellido').fill('Quispe');
  await page.getByLabel('DNI').fill(dni);
  await chooseOption(page, 'Sexo', 'Femenino');
  await page.getByLabel('Fecha de nacimiento').fill('21/03/1995');
  await page.getByLabel('Email').fill('valentina@example.com');
  await page.getByLabel('WhatsApp').fill('+54 381 555-1234');
  await page.getByLabel('Teléfono de emergencia').fill('+54 381 555-4321');
  await page.getByLabel('Provincia').fill('Tucumán');
  await chooseOption(page, 'Grupo sanguíneo', 'O+');
  await page.getByRole('button', { name: 'Generar' }).click();
  const password = await page.getByRole('textbox', { name: 'Contraseña' }).inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
  await page.getByRole('button', { name: 'Registrar Corredor' }).click();

  await expect(page.getByText('Corredor registrado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/runners\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Valentina Quispe' })).toBeVisible();
  await expect(page.getByText('Ninguna')).toBeVisible();
  await expect(page.getByText('0 de 2')).toBeVisible();

  const login = await request.post('/api/auth/login', { data: { dni, password, type: 'runner' } });
  expect(login.status()).toBe(200);

  await page.getByRole('link', { name: 'Corredores' }).first().click();
  await page.getByLabel('Buscar corredor').fill(dni.slice(0, 2));
  await page.getByLabel('Buscar corredor').fill(dni);
  await expect(page.getByRole('cell', { name: dni })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Editar Valentina Quispe' }).click();

  await expect(page.getByRole('heading', { name: 'Editar Corredor' })).toBeVisible();
  await page.getByLabel('DNI').fill('123');
  await page.getByLabel('Email').fill('no-es-email');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('DNI inválido')).toBeVisible();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await page.getByLabel('DNI').fill(dni);
  await page.getByLabel('Email').fill('valentina.quispe@example.com');
  await page.getByLabel('Alergias').fill('Penicilina');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Corredor actualizado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/runners\/\d+$/);
  await expect(page.getByText('valentina.quispe@example.com')).toBeVisible();
  await expect(page.getByText('Penicilina')).toBeVisible();
});

test('an admin enrols a runner, takes payment, hands out a bib, reverts and deletes', async ({ page, request }) => {
  // Five screens with three accessibility scans: well past 30 s on a busy machine.
  test.slow();
  const event = await createOpenEventViaApi(request);
  const runner = await registerRunnerViaApi(request, { fechaNacimiento: '1998-05-10' });
  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/inscriptions?runnerId=${runner.id}`);
  await expect(page.getByRole('heading', { name: 'Administración de Inscripciones' })).toBeVisible();
  await expect(page.getByText('No se encontraron inscripciones.')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Nueva Inscripción' }).click();
  await expect(page.getByRole('button', { name: 'Crear Inscripción' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Distancia' })).toBeDisabled();
  await page.getByLabel('Buscar corredor').fill(runner.dni);
  await page.getByRole('listitem').filter({ hasText: runner.dni }).click();
  await chooseOption(page, 'Evento', event.nombre);
  await chooseOption(page, 'Distancia', '66 km');
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await expect(page.getByRole('option', { name: 'ELITE FEM (Femenino)' })).toBeVisible();
  await page.getByRole('option', { name: 'ELITE MASC', exact: true }).click();
  await page.getByRole('button', { name: 'Crear Inscripción' }).click();
  await expect(page.getByText('Inscripción creada correctamente')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: runner.dni });
  await expect(row).toContainText('ELITE MASC');
  await expect(row).toContainText('INSCRIPTO');
  await expectNoAccessibilityViolations(page);
  await row.getByRole('link', { name: /^Ver inscripción/ }).click();

  await expect(page.getByText('NO ASIGNADO')).toBeVisible();
  await expect(page.getByText('PENDIENTE').first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Confirmar Pago' }).click();
  await expect(page.getByText('Pago confirmado correctamente')).toBeVisible();
  await expect(page.getByText('CONFIRMADO', { exact: true })).toBeVisible();

  const bib = String(100 + Math.floor(Math.random() * 800));
  await page.getByRole('button', { name: 'Asignar Dorsal' }).click();
  await page.getByLabel('Número de dorsal').fill('-3');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Número de dorsal inválido')).toBeVisible();
  await page.getByLabel('Número de dorsal').fill(bib);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Dorsal asignado correctamente')).toBeVisible();
  await expect(page.getByText(`#${bib}`)).toBeVisible();
  await expect(page.getByText('ACREDITADO', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Revertir a INSCRIPTO' }).click();
  await expect(
    page.getByText(
      '¿Está seguro que desea cambiar el estado a INSCRIPTO? Esto quitará la confirmación de pago y el dorsal asignado.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sí, revertir' }).click();
  await expect(page.getByText('Estado cambiado a INSCRIPTO')).toBeVisible();
  await expect(page.getByText('NO ASIGNADO')).toBeVisible();
  await page.reload();
  await expect(page.getByText('NO ASIGNADO')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar Pago' })).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar Inscripción' }).click();
  await expect(
    page.getByText('¿Está seguro que desea eliminar esta inscripción? Esta acción no se puede deshacer.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByText('Inscripción eliminada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inscriptions-grid(\?event=\d+)?$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Eventos' })).toBeVisible();
});

test('the grid exports the loaded inscriptions to CSV and Excel', async ({ page, request }) => {
  const event = await createOpenEventViaApi(request);
  const runner = await registerRunnerViaApi(request, {
    nombre: 'Íñigo',
    apellido: 'Muñoz',
    alergia: 'Polen, "gramíneas"',
  });
  const token = await adminTokenViaApi(request);
  const created = await request.post('/api/inscriptions', {
    headers: { authorization: `Bearer ${token}` },
    data: { runnerId: runner.id, eventId: event.id, distancia: 33, categoria: 'PROMOCIONALES A MASC' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/inscriptions-grid?event=${event.id}`);
  await expect(page.getByRole('cell', { name: runner.dni })).toBeVisible();
  await page.getByRole('tab', { name: 'Datos Personales' }).click();
  await expect(page.getByRole('cell', { name: 'joaquin@example.com' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^inscripciones_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await csvFile.path()) as string, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  // ';' is the list separator Excel uses in es-AR (docs/inscriptions-export.md).
  expect(lines[0]?.split(';')).toHaveLength(19);
  expect(lines[0]).toContain('Teléfono de Emergencia');
  expect(lines[1]).toContain(`;Muñoz;Íñigo;${runner.dni};Masculino;14/08/1992;joaquin@example.com;`);
  expect(lines[1]).toContain(';A+;"Polen, ""gramíneas""";33;');
  expect(lines[1]).toContain(';33;PROMOCIONALES A MASC;Individual;;Pendiente;No confirmado');

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const xlsxFile = await xlsxDownload;
  expect(xlsxFile.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await xlsxFile.path()) as string)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  expect(sheet.rowCount).toBe(2);
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toHaveLength(19);
  expect(sheet.getRow(2).getCell(3).value).toBe('Muñoz');
  expect(sheet.getRow(2).getCell(13).value).toBe('Polen, "gramíneas"');
  expect(sheet.getRow(2).getCell(14).value).toBe(33);
  expect(sheet.getRow(2).getCell(5).value).toBe(runner.dni);
  expect(sheet.getRow(2).getCell(7).value).toEqual(new Date(Date.UTC(1992, 7, 14)));

  await page.getByLabel('Buscar').fill('zzzz-nadie');
  await expect(page.getByText('No se encontraron inscripciones.')).toBeVisible();
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  await expect(page.getByText('No hay inscripciones para exportar')).toBeVisible();
});

test('the super admin creates and deactivates an administrator, who cannot manage accounts', async ({
  page,
  request,
}) => {
  dniSeed += 1;
  const dni = String(dniSeed);
  await loginAdminThroughForm(page);
  await page.getByRole('link', { name: /^Administradores/ }).click();
  await expect(page.getByRole('heading', { name: 'Administradores' })).toBeVisible();
  await page.getByLabel('DNI', { exact: true }).fill(dni);
  await page.getByLabel('Nombre').fill('Martín Cronometrista');
  await page.getByLabel('Contraseña inicial').fill('clave-admin-2');
  await page.getByRole('button', { name: 'Crear administrador' }).click();
  await expect(page.getByText('Administrador creado correctamente')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: dni });
  await expect(row).toContainText('Activo');

  const login = await request.post('/api/auth/login', { data: { dni, password: 'clave-admin-2', type: 'admin' } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token;
  const refused = await request.get('/api/admin/admins', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);

  await row.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Administrador desactivado')).toBeVisible();
  await expect(row).toContainText('Inactivo');
  const again = await request.post('/api/auth/login', { data: { dni, password: 'clave-admin-2', type: 'admin' } });
  expect(again.status()).not.toBe(200);
});
