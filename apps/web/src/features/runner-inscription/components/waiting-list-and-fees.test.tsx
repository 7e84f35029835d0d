import type { PlacesInfo } from '@carreras/domain/places/places.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anEvent, anInscription, aRunner, someCategories } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { InscriptionForm } from './inscription-form.tsx';
import { InscriptionSuccess } from './inscription-success.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const info: PlacesInfo = {
  eventId: 3,
  lugares: { cupo: null, ocupados: 40, libres: null, enEspera: 2 },
  listaPublica: true,
  whatsappOrganizador: '+54 9 381 555-0000',
  fechaFinAnticipado: '2999-12-31',
  retiroKit: 'Sábado 10 a 18 h en el Club',
  pago: { alias: 'carrera.tafi', cbu: null, link: null, efectivo: true, notas: null },
  distancias: [
    {
      distancia: 33,
      cupo: 20,
      ocupados: 20,
      libres: 0,
      enEspera: 2,
      precio: 30000,
      precioAnticipado: 25000,
      precioActual: 25000,
    },
    {
      distancia: 66,
      cupo: null,
      ocupados: 20,
      libres: null,
      enEspera: 0,
      precio: 40000,
      precioAnticipado: null,
      precioActual: 40000,
    },
  ],
  categorias: [
    { categoryId: 2, nombre: 'PROMOCIONALES A MASC', distancia: 33, cupo: 5, ocupados: 5, libres: 0, enEspera: 0 },
  ],
};

const waitingEntry = {
  id: 9,
  eventId: 3,
  eventName: 'Desafío Tafí',
  eventDate: '2026-04-12',
  distancia: 33,
  categoria: 'PROMOCIONALES A MASC',
  posicion: 3,
  createdAt: '2026-03-01T12:00:00.000Z',
  runner: { id: 7, nombre: 'Juan', apellido: 'Pérez', dni: '30111222' },
};

describe('a full distance', () => {
  it('shows price and room, and after PLACES_FULL puts the runner on the waiting list with their place', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/events?active=true') return { status: 200, body: [anEvent()] };
      if (url === '/api/events/3/categories') return { status: 200, body: someCategories() };
      if (url === '/api/events/3/registration') return { status: 200, body: info };
      if (url === '/api/inscriptions' && init.method === 'POST') {
        return {
          status: 409,
          body: {
            error: 'PLACES_FULL',
            message: 'La distancia de 33 km está completa. Podés anotarte en la lista de espera.',
          },
        };
      }
      if (url === '/api/waiting-list' && init.method === 'POST') {
        return { status: 201, body: { inscription: null, waiting: waitingEntry } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('runner', 'tok');
    const onEnrolled = vi.fn();
    renderWithProviders(<InscriptionForm runner={aRunner()} runnerId={7} onEnrolled={onEnrolled} />);
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    const facts = await screen.findByLabelText('Precio y lugares');
    expect(facts).toHaveTextContent(/Precio por persona: \$\s?25\.000/);
    expect(facts).toHaveTextContent('precio anticipado hasta el 31/12/2999; después $ 30.000 por persona');
    expect(facts).toHaveTextContent('Distancia completa: podés anotarte en la lista de espera (2 personas esperando).');
    expect(facts).toHaveTextContent(
      'La categoría PROMOCIONALES A MASC está completa: podés anotarte en la lista de espera.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(
      await screen.findByText('La distancia de 33 km está completa. Podés anotarte en la lista de espera.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Anotarme en lista de espera' }));
    expect(await screen.findByRole('heading', { name: 'Estás en la lista de espera: lugar 3' })).toBeVisible();
    expect(onEnrolled).not.toHaveBeenCalled();
    const join = calls.find((c) => c.url === '/api/waiting-list');
    expect(JSON.parse(String(join?.init.body))).toMatchObject({ eventId: 3, distancia: 33, partnerDni: null });
  });

  it('says plainly, by its ALREADY_WAITING code, that the runner is already on the list', async () => {
    mockFetch((url, init) => {
      if (url === '/api/events?active=true') return { status: 200, body: [anEvent()] };
      if (url === '/api/events/3/categories') return { status: 200, body: someCategories() };
      if (url === '/api/events/3/registration') return { status: 200, body: info };
      if (url === '/api/inscriptions' && init.method === 'POST') {
        return { status: 409, body: { error: 'PLACES_FULL', message: 'La distancia de 33 km está completa.' } };
      }
      if (url === '/api/waiting-list' && init.method === 'POST') {
        return { status: 409, body: { error: 'ALREADY_WAITING', message: 'Mensaje del servidor' } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('runner', 'tok');
    renderWithProviders(<InscriptionForm runner={aRunner()} runnerId={7} onEnrolled={vi.fn()} />);
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(await screen.findByRole('button', { name: 'Inscribirme' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Anotarme en lista de espera' }));
    expect(await screen.findByText('Ya estás en la lista de espera de este evento')).toBeVisible();
    expect(screen.queryByText(/Mensaje del servidor/)).toBeNull();
  });
});

describe('the price and places box', () => {
  it('is not shown for a distance with no price and no limit', async () => {
    const bare = (distancia: number) => ({
      distancia,
      cupo: null,
      ocupados: 0,
      libres: null,
      enEspera: 0,
      precio: null,
      precioAnticipado: null,
      precioActual: null,
    });
    const partly = {
      ...info,
      categorias: [],
      distancias: [{ ...bare(33), precio: 30000, precioActual: 30000 }, bare(66)],
    };
    mockFetch((url) => {
      if (url === '/api/events?active=true') return { status: 200, body: [anEvent()] };
      if (url === '/api/events/3/categories') return { status: 200, body: someCategories() };
      if (url === '/api/events/3/registration') return { status: 200, body: partly };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('runner', 'tok');
    renderWithProviders(<InscriptionForm runner={aRunner()} runnerId={7} onEnrolled={vi.fn()} />);
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    expect(await screen.findByLabelText('Precio y lugares', {}, { timeout: 5000 })).toHaveTextContent(
      /Precio por persona: \$\s?30\.000/,
    );
    await userEvent.selectOptions(screen.getByLabelText(/^Distancia/), '66');
    await waitFor(() => expect(screen.queryByLabelText('Precio y lugares')).toBeNull());
  });
});

describe('the payment sentence above Inscribirme', () => {
  it.each([
    [
      'organiser notes only',
      { alias: null, cbu: null, link: null, efectivo: false, notas: 'Pagá en la bicicletería' },
      'Al terminar te mostramos cómo pagar. Presentá tu DNI para retirar el kit.',
    ],
    [
      'cash only',
      { alias: null, cbu: null, link: null, efectivo: true, notas: null },
      'El pago se realiza en efectivo al retirar el kit. Presentá tu DNI para retirar el kit.',
    ],
    [
      'nothing set',
      { alias: null, cbu: null, link: null, efectivo: false, notas: null },
      'El pago se realiza en persona el día del evento. Presentá tu DNI para retirar el kit.',
    ],
  ])('follows the event’s ways to pay (%s)', async (_, pago, sentence) => {
    mockFetch((url) => {
      if (url === '/api/events?active=true') return { status: 200, body: [anEvent()] };
      if (url === '/api/events/3/categories') return { status: 200, body: someCategories() };
      if (url === '/api/events/3/registration') return { status: 200, body: { ...info, pago } };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('runner', 'tok');
    renderWithProviders(<InscriptionForm runner={aRunner()} runnerId={7} onEnrolled={vi.fn()} />);
    expect(await screen.findByText(sentence, {}, { timeout: 5000 })).toBeVisible();
  });
});

describe('the success page', () => {
  it('shows the amount and how to pay, and the WhatsApp summary carries the right text to the organiser', async () => {
    mockFetch((url) =>
      url === '/api/events/3/registration'
        ? { status: 200, body: info }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } },
    );
    storeSession('runner', 'tok');
    const inscription = anInscription({ eventId: 3, distancia: 66, categoria: 'ELITE MASC', montoAPagar: 40000 });
    renderWithProviders(<InscriptionSuccess inscription={inscription} />);
    expect(await screen.findByText('Transferencia al alias carrera.tafi')).toBeVisible();
    expect(screen.getByText(/Monto a pagar: \$\s?40\.000/)).toBeVisible();
    expect(screen.getByText('En efectivo al retirar el kit')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Recibir el resumen por WhatsApp' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5493815550000\?text=/));
    const url = new URL(link.getAttribute('href') ?? '');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain(`Me inscribí en ${inscription.eventName}`);
    expect(text).toContain('Distancia: 66 km - Categoría: ELITE MASC.');
    expect(text).toMatch(/Monto a pagar: \$\s?40\.000\./);
    expect(text).toContain('Cómo pagar: alias carrera.tafi · efectivo al retirar el kit.');
    expect(screen.getByText(/avisá con «Ya pagué» en Mi Perfil/)).toBeVisible();
  });

  it("does not tell the runner to say 'Ya pagué' when the event takes payment in person only", async () => {
    const inPerson = { ...info, pago: { alias: null, cbu: null, link: null, efectivo: true, notas: null } };
    mockFetch((url) =>
      url === '/api/events/3/registration'
        ? { status: 200, body: inPerson }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } },
    );
    storeSession('runner', 'tok');
    renderWithProviders(<InscriptionSuccess inscription={anInscription({ eventId: 3, montoAPagar: 40000 })} />);
    expect(await screen.findByText('En efectivo al retirar el kit', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText(/Ya pagué/)).toBeNull();
  });
});
