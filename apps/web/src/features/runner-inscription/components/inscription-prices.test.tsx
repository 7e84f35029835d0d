import type { PlacesInfo } from '@carreras/domain/places/places.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anEvent, anInscription, aRunner, someCategories } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { roomTexts } from './distance-room.ts';
import { InscriptionForm } from './inscription-form.tsx';
import { InscriptionSuccess } from './inscription-success.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const distance = (distancia: number, libres: number | null, enEspera: number, precio: number) => ({
  distancia,
  cupo: libres === null ? null : 100,
  ocupados: libres === null ? 40 : 100 - libres,
  libres,
  enEspera,
  precio,
  precioAnticipado: null,
  precioActual: precio,
});

/** 33 km open at $ 28.000 a person, 66 km full with 4 waiting: the demo's event. */
const info = (thirtyThreeFree: number | null = 3): PlacesInfo => ({
  eventId: 3,
  lugares: { cupo: null, ocupados: 140, libres: null, enEspera: 4 },
  listaPublica: true,
  whatsappOrganizador: null,
  fechaFinAnticipado: null,
  retiroKit: null,
  pago: { alias: 'rally.tucuman.mp', cbu: '0000003100012345678901', link: null, efectivo: false, notas: null },
  distancias: [distance(33, thirtyThreeFree, 0, 28000), distance(66, 0, 4, 35000)],
  categorias: [],
});

const PLACES_FULL = {
  status: 409,
  body: { error: 'PLACES_FULL', message: 'La distancia de 66 km está completa. Podés anotarte en la lista de espera.' },
};

function renderForm(registration: PlacesInfo = info()) {
  const calls = mockFetch((url, init) => {
    if (url === '/api/events?active=true') return { status: 200, body: [anEvent({ permiteParejas: true })] };
    if (url === '/api/events/3/categories') return { status: 200, body: someCategories() };
    if (url === '/api/events/3/registration') return { status: 200, body: registration };
    if (url === '/api/inscriptions' && init.method === 'POST') return PLACES_FULL;
    return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
  });
  storeSession('runner', 'tok');
  renderWithProviders(<InscriptionForm runner={aRunner()} runnerId={7} onEnrolled={vi.fn()} />);
  return calls;
}

const distanceSelect = () => screen.findByLabelText(/^Distancia/);

describe('the price before sending', () => {
  it('reads per person and for the pair, and a pair is told it owes both places until the partner answers', async () => {
    renderForm();
    await userEvent.selectOptions(await distanceSelect(), '33');
    const facts = await screen.findByLabelText('Precio y lugares');
    expect(facts).toHaveTextContent(/Precio por persona: \$\s?28\.000 · Pareja: \$\s?56\.000/);
    expect(facts).not.toHaveTextContent(/monto a pagar/);

    await userEvent.click(screen.getByRole('switch', { name: 'Inscribirme en pareja' }));
    expect(facts).toHaveTextContent(
      /En pareja, el monto a pagar es \$\s?56\.000 \(los dos lugares\) desde que te inscribís, aunque tu compañero\/a todavía no haya aceptado\./,
    );
    expect(facts).toHaveTextContent(/si rechaza la invitación o la cancelás, el monto vuelve a \$\s?28\.000\./);
  });

  it('tells a pair when only one place is left', async () => {
    renderForm(info(1));
    await userEvent.selectOptions(await distanceSelect(), '33');
    await userEvent.click(await screen.findByRole('switch', { name: 'Inscribirme en pareja' }));
    expect(await screen.findByText(roomTexts.pairDoesNotFit)).toBeVisible();
  });
});

describe('a full distance', () => {
  it('is marked in the selector', async () => {
    renderForm();
    const select = await distanceSelect();
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: '66 km — completo, lista de espera' })).toBeInTheDocument(),
    );
    expect(within(select).getByRole('option', { name: '33 km' })).toBeInTheDocument();
  });

  it('says before any pair is set up that the waiting list is individual, and takes the pair fields away', async () => {
    const calls = renderForm();
    await userEvent.selectOptions(await distanceSelect(), '33');
    await userEvent.click(await screen.findByRole('switch', { name: 'Inscribirme en pareja' }));
    await userEvent.type(screen.getByLabelText('DNI de tu compañero/a'), '31222333');

    await userEvent.selectOptions(screen.getByLabelText(/^Distancia/), '66');
    expect(await screen.findByText(roomTexts.waitingIsIndividual)).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Inscribirme en pareja' })).toBeNull();
    expect(screen.queryByLabelText('DNI de tu compañero/a')).toBeNull();
    expect(screen.getByLabelText('Precio y lugares')).toHaveTextContent(/Precio por persona: \$\s?35\.000/);
    expect(screen.getByLabelText('Precio y lugares')).not.toHaveTextContent('Pareja');

    // What is sent is the runner alone, the pair typed for 33 km left out.
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByRole('button', { name: 'Anotarme en lista de espera' })).toBeVisible();
    const sent = calls.find((c) => c.url === '/api/inscriptions');
    expect(JSON.parse(String(sent?.init.body))).toMatchObject({ distancia: 66, partnerDni: null });
  });

  it("leaves its notices behind when the runner changes distance: no 66 km waiting-list box beside 'Inscribirme'", async () => {
    renderForm();
    await userEvent.selectOptions(await distanceSelect(), '66');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByRole('button', { name: 'Anotarme en lista de espera' })).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText(/^Distancia/), '33');
    expect(screen.queryByRole('button', { name: 'Anotarme en lista de espera' })).toBeNull();
    expect(screen.queryByText(/La distancia de 66 km está completa/)).toBeNull();
    expect(screen.queryByText(roomTexts.waitingIsIndividual)).toBeNull();
    expect(screen.getByRole('switch', { name: 'Inscribirme en pareja' })).toBeVisible();
  });
});

describe('after sending', () => {
  it('says what a pending pair owes now and if the partner declines, and copies alias and CBU', async () => {
    mockFetch((url) =>
      url === '/api/events/3/registration'
        ? { status: 200, body: info() }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } },
    );
    storeSession('runner', 'tok');
    const user = userEvent.setup();
    renderWithProviders(
      <InscriptionSuccess
        inscription={anInscription({ eventId: 3, montoAPagar: 56000, compañeroPendiente: { dni: '31222333' } })}
      />,
    );
    expect(
      await screen.findByText(
        /El monto a pagar ya es el de la pareja, \$\s?56\.000; si tu compañero\/a rechaza la invitación o la cancelás, pasa a ser \$\s?28\.000\./,
      ),
    ).toBeVisible();
    expect(screen.getByText(/Monto a pagar: \$\s?56\.000/)).toBeVisible();
    expect(screen.queryByText(/vale como individual/)).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Copiar alias' }));
    expect(await screen.findByRole('button', { name: 'alias copiado' })).toHaveTextContent('Copiado');
    expect(await navigator.clipboard.readText()).toBe('rally.tucuman.mp');
    await user.click(screen.getByRole('button', { name: 'Copiar CBU' }));
    expect(await navigator.clipboard.readText()).toBe('0000003100012345678901');
  });
});
