import { readFileSync } from 'node:fs';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import type { InscriptionList } from '@carreras/domain/inscriptions/inscription.schemas';
import type { PlacesInfo, PublicInscriptos, Reminders, WaitingEntry } from '@carreras/domain/places/places.schemas';
import { describe, expect, it } from 'vitest';
import { bearer, nextAddress } from '../../test/test-app.ts';
import { DEMO_FEES, DEMO_PEOPLE, PLACES_LEFT_ON_33 } from './demo-registration.ts';
import { demoSuite } from './demo-test-helpers.ts';
import { DEMO_ADMIN, DEMO_RUNNER } from './generate-demo.ts';

// The demo's registration showcase (demo-registration.ts) on a season of its own; the season itself is in generate-demo.test.ts.

const now = new Date();
const demo = demoSuite(now);

describe("demo of this year's registration", () => {
  const open = () => demo.summary.events.find((e) => e.stage === 'open')!.id;
  const session = async (dni: string, password: string, type: 'runner' | 'admin' = 'runner') => {
    const response = await demo.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { dni, password, type },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string; user: { id: number } }>();
  };
  const login = async (dni: string, password: string, type: 'runner' | 'admin' = 'runner') =>
    (await session(dni, password, type)).token;
  const get = async <T>(url: string, token?: string) => {
    const response = await demo.t.app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  const inscriptionOf = async (dni: string) => {
    const list = await get<InscriptionList>(
      `/api/inscriptions?eventId=${open()}`,
      await login(dni, DEMO_RUNNER.password),
    );
    expect(list.items, dni).toHaveLength(1);
    return list.items[0]!;
  };

  it('previews the sample sheet (planilla-ejemplo.csv) as a Google Forms export comes, refusing what it must', async () => {
    const admin = await login(DEMO_ADMIN.dni, DEMO_ADMIN.password, 'admin');
    const sheet = readFileSync(new URL('./planilla-ejemplo.csv', import.meta.url));
    const response = await demo.t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${open()}/import/preview`,
      headers: bearer(admin),
      payload: { archivo: { nombre: 'planilla-ejemplo.csv', contenido: sheet.toString('base64') } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{
      filas: { fila: number; accion: string; motivos: string[]; destino: string | null }[];
      totales: Record<string, number>;
    }>();
    const refused = Object.fromEntries(
      preview.filas.filter((f) => f.accion === 'rechazar').map((f) => [f.fila, f.motivos.join(' ')]),
    );
    // 66 km is full: its four new runners join the waiting list; 33 km has room for its three (decision 016).
    expect(preview.totales).toEqual({
      filas: 12,
      crear: 7,
      actualizar: 0,
      conservar: 0,
      rechazar: 5,
      espera: 4,
      sobrecupo: 0,
    });
    expect(preview.filas.filter((f) => f.destino === 'espera').map((f) => f.fila)).toEqual([4, 5, 7, 10]);
    // Row numbers are the sheet's: the header is row 1.
    expect(Object.keys(refused)).toEqual(['2', '6', '9', '12', '13']);
    expect(refused[6]).toContain('MASTER A1 MASC no corresponde');
    // Martín sent the form twice: his later answer (row 7) is the one imported.
    expect(refused[2]).toBe('DNI: se repite; se importa la fila 7, la más reciente (22/10/2026 08:06)');
    expect(refused[9]).toContain('ya está inscrito');
    expect(refused[12]).toContain('«Master X Masc» no es una categoría');
    expect(refused[13]).toContain('grupo sanguíneo es obligatorio');
  });

  it('charges the early-bird price today, with a few places left on 33 km and 66 km full with a waiting list', async () => {
    const info = await get<PlacesInfo>(`/api/events/${open()}/registration`);
    expect(info.fechaFinAnticipado! >= todayInOrganiserZone()).toBe(true);
    for (const distance of info.distancias) {
      const fee = DEMO_FEES[distance.distancia]!;
      expect(distance).toMatchObject({ precio: fee.precio, precioAnticipado: fee.precioAnticipado });
      expect(distance.precioActual).toBe(fee.precioAnticipado);
      expect(distance.precioActual!).toBeLessThan(fee.precio);
    }
    const on = (distancia: number) => info.distancias.find((d) => d.distancia === distancia)!;
    expect(on(33)).toMatchObject({ libres: PLACES_LEFT_ON_33, enEspera: 0 });
    expect(on(33).cupo).not.toBeNull();
    expect(on(66)).toMatchObject({ libres: 0, enEspera: 4 });
    expect(demo.summary.registration.distances).toEqual(
      info.distancias.map(({ distancia, precioActual, libres, enEspera }) => ({
        distancia,
        precioActual,
        libres,
        enEspera,
      })),
    );
  });

  it('tells how to pay by transfer and gives the organiser WhatsApp, also on the login of the current event', async () => {
    const info = await get<PlacesInfo>(`/api/events/${open()}/registration`);
    expect(info.pago.alias).toMatch(/\S/);
    expect(info.pago.cbu).toMatch(/^\d{22}$/);
    expect(info.pago.notas).toContain('Titular:');
    expect(info.whatsappOrganizador).toMatch(/^\d{12,13}$/);
    const contact = await get<{ whatsappOrganizador: string | null }>('/api/registration/contact');
    expect(contact.whatsappOrganizador).toBe(info.whatsappOrganizador);
  });

  it('publishes the list of inscriptos, accepted pairs with their partner', async () => {
    const list = await get<PublicInscriptos>(`/api/events/${open()}/inscriptos`);
    expect(list.items.length).toBe(demo.summary.events.find((e) => e.stage === 'open')!.inscriptions);
    expect(list.items).toContainEqual(
      expect.objectContaining({
        nombre: DEMO_PEOPLE.paidPairHolder.nombre,
        compañero: `${DEMO_PEOPLE.paidPartner.nombre} ${DEMO_PEOPLE.paidPartner.apellido}`,
      }),
    );
  });

  it('has a pair waiting for the invited partner and an accepted one whose payment waits for verification', async () => {
    const pending = await inscriptionOf(DEMO_PEOPLE.pairHolder.dni);
    expect(pending).toMatchObject({
      esEquipo: false,
      compañero: null,
      compañeroPendiente: { dni: DEMO_PEOPLE.invited.dni },
    });
    const invitation = await inscriptionOf(DEMO_PEOPLE.invited.dni);
    expect(invitation.id).toBe(pending.id);

    const accepted = await inscriptionOf(DEMO_PEOPLE.paidPartner.dni);
    expect(accepted).toMatchObject({
      esEquipo: true,
      compañero: { dni: DEMO_PEOPLE.paidPartner.dni },
      pagoConfirmado: false,
      pagoInformado: true,
      montoAPagar: 2 * DEMO_FEES[66]!.precioAnticipado,
    });
    expect(accepted.pagoReferencia).toMatch(/Transferencia/);
  });

  it('shows the admin the payments to verify among the reminders', async () => {
    const admin = await login(DEMO_ADMIN.dni, DEMO_ADMIN.password, 'admin');
    const reminders = await get<Reminders>(`/api/admin/events/${open()}/reminders`, admin);
    const toVerify = reminders.items.filter((r) => r.pagoInformado);
    expect(toVerify.length).toBe(demo.summary.registration.paymentsToVerify);
    expect(toVerify.length).toBeGreaterThanOrEqual(3);
    expect(reminders.retiroKit).toMatch(/\S/);
    expect(reminders.items.filter((r) => r.posicionEspera !== null)).toHaveLength(4);
  });

  it("leaves the demo runner's payment to her, Ramiro second in the 66 km line and Camila free to try", async () => {
    const lucia = await inscriptionOf(DEMO_RUNNER.dni);
    expect(lucia).toMatchObject({ pagoConfirmado: false, pagoInformado: false });
    expect(lucia.montoAPagar).toBe(DEMO_FEES[lucia.distancia]!.precioAnticipado);

    const ramiro = await login(DEMO_PEOPLE.waiting.dni, DEMO_RUNNER.password);
    const waiting = await get<WaitingEntry[]>('/api/waiting-list', ramiro);
    expect(waiting).toMatchObject([{ eventId: open(), distancia: 66, posicion: 2 }]);
    expect(demo.summary.registration.waitingPosition).toBe(2);

    const camila = await session(DEMO_PEOPLE.newcomer.dni, DEMO_RUNNER.password);
    expect((await get<InscriptionList>(`/api/inscriptions?eventId=${open()}`, camila.token)).items).toEqual([]);
    const full = await demo.t.app.inject({
      method: 'POST',
      url: '/api/inscriptions',
      headers: bearer(camila.token),
      payload: { runnerId: camila.user.id, eventId: open(), distancia: 66, categoria: 'ELITE FEM' },
      remoteAddress: nextAddress(),
    });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json()).toMatchObject({ error: 'PLACES_FULL' });
  });
});
