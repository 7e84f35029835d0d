import type { APIRequestContext } from '@playwright/test';
import {
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';
import { signInAdmin } from './page-helpers.ts';
import { adminHeaders } from './seed-race.ts';

/** Payment by transfer, so a runner can say 'Ya pagué' and the list shows a payment to verify. */
async function payByTransfer(request: APIRequestContext, eventId: number) {
  const response = await request.put(`/api/admin/events/${eventId}/registration`, {
    headers: await adminHeaders(request),
    data: {
      cupoTotal: null,
      promocionAutomatica: true,
      listaPublica: false,
      fechaFinAnticipado: null,
      pagoAlias: 'rally.tucuman.mp',
      pagoCbu: null,
      pagoLink: null,
      pagoEfectivo: false,
      pagoNotas: null,
      whatsappOrganizador: null,
      retiroKit: null,
      plantillaRecordatorio: null,
      distancias: [{ distancia: 66, cupo: null, precio: 35_000, precioAnticipado: null }],
      categorias: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A runner enrolled on 66 km in their own category; answers the inscription and the runner's token. */
async function enrolled(request: APIRequestContext, eventId: number) {
  const runner = await registerRunnerViaApi(request, { fechaNacimiento: '1990-06-15' });
  const headers = await adminHeaders(request);
  const categories = (await (
    await request.get(`/api/inscriptions/available-categories?runnerId=${runner.id}&distance=66&eventId=${eventId}`, {
      headers,
    })
  ).json()) as { nombre: string; eligible: boolean }[];
  const own = categories.find((c) => c.eligible && c.nombre !== 'E-BIKE');
  const created = await request.post('/api/inscriptions', {
    headers,
    data: { runnerId: runner.id, eventId, distancia: 66, categoria: own?.nombre },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, token: runner.token };
}

test('the reminders list passes axe with every payment badge on it', async ({ page, request }) => {
  const event = await createOpenEventViaApi(request);
  await payByTransfer(request, event.id);
  await enrolled(request, event.id);
  const reporting = await enrolled(request, event.id);
  const reported = await request.post(`/api/inscriptions/${reporting.id}/report-payment`, {
    headers: { authorization: `Bearer ${reporting.token}` },
    data: { referencia: 'MP 88123' },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  await signInAdmin(page);
  await page.goto(`/admin/events/${event.id}/reminders`);
  const list = page.getByRole('list');
  await expect(list.getByText('Pago a verificar')).toBeVisible();
  await expect(list.getByText(/^Sin pagar/)).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
