import {
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  loginAdminThroughForm,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';
import { adminHeaders, enrolEligibleViaApi } from './seed-race.ts';

test('at kit pick-up a volunteer finds a runner by DNI and checks them in from the keyboard', async ({
  page,
  request,
}) => {
  const event = await createOpenEventViaApi(request);
  const runner = await registerRunnerViaApi(request, {
    nombre: 'Tomás',
    apellido: 'Ledesma',
    alergia: 'Penicilina',
    grupoSanguineo: 'B-',
  });
  const other = await registerRunnerViaApi(request, { nombre: 'Rocío', apellido: 'Paz', sexo: 'F' });
  const inscription = await enrolEligibleViaApi(request, event.id, runner.id);
  await enrolEligibleViaApi(request, event.id, other.id);

  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Acreditación' }).first().click();
  await expect(page.getByRole('heading', { name: 'Acreditación' })).toBeVisible();

  await page.getByLabel('Evento').selectOption(String(event.id));
  const search = page.getByRole('textbox', { name: /DNI, nombre o dorsal/ });
  await expect(search).toBeFocused();
  await search.fill(runner.dni);
  await search.press('Enter');

  const card = page.getByRole('region', { name: 'Inscripción de Ledesma, Tomás' });
  await expect(card).toBeVisible();
  await expect(card.getByText(`${inscription.categoria} · ${inscription.distancia} km`)).toBeVisible();
  await expect(card.getByText('Alergias: Penicilina')).toBeVisible();
  await expect(card.getByText('Grupo sanguíneo: B-')).toBeVisible();
  await expect(card.getByText(/^Pendiente/)).toBeVisible();
  await expect(card.getByTestId('check-in-status')).toHaveText('INSCRIPTO');
  await expect(search).toBeFocused();
  await expectNoAccessibilityViolations(page);

  await page.keyboard.press('Alt+KeyP');
  await expect(card.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(card.getByTestId('check-in-status')).toHaveText('CONFIRMADO');
  await expect(search).toBeFocused();

  const nextBib = card.getByRole('button', { name: /^Asignar dorsal \d+/ });
  await expect(nextBib).toBeEnabled();
  const bib = (await nextBib.textContent())?.match(/\d+/)?.[0];
  await page.keyboard.press('Alt+KeyN');
  await expect(card.getByText(`Dorsal ${bib}`, { exact: true }).first()).toBeVisible();
  await expect(card.getByTestId('check-in-status')).toHaveText('ACREDITADO');
  await expect(search).toBeFocused();

  await card.getByRole('button', { name: /Marcar presente/ }).click();
  await expect(card.getByText('Presente', { exact: true }).first()).toBeVisible();
  await expect(search).toBeFocused();
  await expectNoAccessibilityViolations(page);

  // The next runner at the table gets the following bib.
  await search.fill(other.dni);
  await search.press('Enter');
  const otherCard = page.getByRole('region', { name: 'Inscripción de Paz, Rocío' });
  await expect(otherCard.getByRole('button', { name: `Asignar dorsal ${Number(bib) + 1}` })).toBeVisible();
});

test('a shortcut never acts on the card of the previous search: changing the text drops it', async ({
  page,
  request,
}) => {
  const event = await createOpenEventViaApi(request);
  const first = await registerRunnerViaApi(request, { nombre: 'Ramiro', apellido: 'Quiroga' });
  const second = await registerRunnerViaApi(request, { nombre: 'Sofía', apellido: 'Villalba', sexo: 'F' });
  await enrolEligibleViaApi(request, event.id, first.id);
  await enrolEligibleViaApi(request, event.id, second.id);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/inscriptions/')) sent.push(`${r.method()} ${r.url()}`);
  });

  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/check-in');
  await page.getByLabel('Evento').selectOption(String(event.id));
  const search = page.getByRole('textbox', { name: /DNI, nombre o dorsal/ });

  // A full DNI of one inscription is picked without Enter.
  await search.fill(first.dni);
  const firstCard = page.getByRole('region', { name: 'Inscripción de Quiroga, Ramiro' });
  await expect(firstCard.getByText(/^Pendiente/)).toBeVisible();
  await expect(firstCard.getByRole('heading', { name: 'Ficha médica' })).toBeVisible();
  await expect(firstCard.getByText(/^Próximo dorsal: \d+$/)).toBeVisible();

  // One digit less: the list still shows the runner, but the card is gone and Alt+P does nothing.
  await search.fill(first.dni.slice(0, 7));
  await expect(firstCard).toHaveCount(0);
  await page.keyboard.press('Alt+KeyP');
  await expect(page.getByRole('button', { name: /Quiroga, Ramiro/ })).toBeVisible();
  await expect(firstCard).toHaveCount(0);

  // The next runner's DNI picks their card, and Alt+P confirms their payment, not the first one's.
  await search.fill(second.dni);
  const secondCard = page.getByRole('region', { name: 'Inscripción de Villalba, Sofía' });
  await expect(secondCard.getByText(/^Pendiente/)).toBeVisible();
  await page.keyboard.press('Alt+KeyP');
  await expect(secondCard.getByText('Pagado', { exact: true })).toBeVisible();

  const headers = await adminHeaders(request);
  const paid = async (dni: string) => {
    const response = await request.get(`/api/admin/events/${event.id}/check-in?q=${dni}`, { headers });
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: { runner: { dni: string }; pagoConfirmado: boolean }[] };
    const found = items.filter((item) => item.runner.dni === dni);
    expect(found).toHaveLength(1);
    return found[0]?.pagoConfirmado;
  };
  expect(await paid(first.dni)).toBe(false);
  expect(await paid(second.dni)).toBe(true);
  expect(sent.filter((line) => line.includes('confirm-payment'))).toHaveLength(1);
});
