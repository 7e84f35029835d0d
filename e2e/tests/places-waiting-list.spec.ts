import {
  adminTokenViaApi,
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  loginThroughForm,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';

// On a phone (Pixel 7 size, touch), in the desktop project's browser.
test.use({
  viewport: { width: 412, height: 839 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
});

test('a full distance: the runner joins the waiting list, a place frees, they are enrolled and say "Ya pagué"', async ({
  page,
  request,
}) => {
  const token = await adminTokenViaApi(request);
  const headers = { authorization: `Bearer ${token}` };
  const event = await createOpenEventViaApi(request);
  const choices = await (await request.get(`/api/inscriptions/categories-and-distances?eventId=${event.id}`)).json();
  const distances: number[] = choices.distances;
  const settings = await request.put(`/api/admin/events/${event.id}/registration`, {
    headers,
    data: {
      cupoTotal: null,
      promocionAutomatica: true,
      listaPublica: true,
      pagoAlias: 'desafio.tafi.mp',
      pagoEfectivo: true,
      distancias: distances.map((distancia) => ({
        distancia,
        cupo: distancia === 33 ? 1 : null,
        precio: 18000,
        precioAnticipado: null,
      })),
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  // Someone takes the only place of 33 km.
  const first = await registerRunnerViaApi(request, { nombre: 'Primero', apellido: 'Enllegar' });
  const category = choices.categories.find((c: { distancia: number }) => c.distancia === 33);
  const taken = await request.post('/api/inscriptions', {
    headers,
    data: { runnerId: first.id, eventId: event.id, distancia: 33, categoria: category.nombre },
  });
  expect(taken.status(), await taken.text()).toBe(201);

  const runner = await registerRunnerViaApi(request, { nombre: 'Lucas', apellido: 'Espera' });
  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/races/register');
  await page.getByLabel('Evento').selectOption(String(event.id));
  await page.getByLabel('Distancia').selectOption('33');
  const facts = page.getByLabel('Precio y lugares');
  await expect(facts).toContainText('Distancia completa: podés anotarte en la lista de espera');
  await expect(facts).toContainText(/Precio por persona: \$\s?18\.000/);
  const categorySelect = page.getByLabel('Categoría');
  if ((await categorySelect.count()) > 0 && (await categorySelect.inputValue()) === '') {
    await categorySelect.selectOption({ index: 1 });
  }
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(
    page.getByText('La distancia de 33 km está completa. Podés anotarte en la lista de espera.'),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Anotarme en lista de espera' }).click();
  await expect(page.getByRole('heading', { name: 'Estás en la lista de espera: lugar 1' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a Mi Perfil' }).click();
  await expect(page.getByText('Estás en la lista de espera: lugar 1')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The place frees: the admin deletes the first inscription, and the waiting runner is enrolled at once.
  const deleted = await request.delete(`/api/inscriptions/${(await taken.json()).id}`, { headers });
  expect(deleted.status()).toBe(204);
  await page.reload();
  const card = page.getByRole('listitem').filter({ hasText: event.nombre }).filter({ hasText: 'Dorsal' });
  await expect(card.getByText('Inscripción Registrada - Pago Pendiente')).toBeVisible();
  await expect(page.getByText('Estás en la lista de espera: lugar 1')).toHaveCount(0);
  await expect(card.getByText(/Monto a pagar: \$\s?18\.000/)).toBeVisible();
  await expect(card.getByText('Transferencia al alias desafio.tafi.mp')).toBeVisible();

  await card.getByRole('button', { name: 'Ya pagué' }).click();
  await card.getByLabel(/Referencia del pago/).fill('Transferencia 4411');
  await card.getByRole('button', { name: 'Avisar que pagué' }).click();
  await expect(
    card.getByText('Avisaste que pagaste: el organizador lo va a verificar. (referencia: Transferencia 4411)'),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The public list shows them, without their DNI.
  await page.goto(`/eventos/${event.id}/inscriptos`);
  await expect(page.getByText('Espera, Lucas')).toBeVisible();
  await expect(page.getByText(runner.dni)).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});
