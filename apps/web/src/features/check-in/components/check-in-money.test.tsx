import type { ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import type { DeskInscription, DeskMoney, Payment } from '@carreras/domain/payments/payments.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, anInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CheckInScreen } from './check-in-screen.tsx';

const medical: ParticipantData = {
  fechaNacimiento: '1992-08-14',
  email: 'facundo@example.com',
  whatsapp: '5493814445566',
  telefono: '5493814447788',
  pais: 'Argentina',
  provincia: 'Tucumán',
  obraSocial: null,
  grupoSanguineo: '0+',
  alergia: null,
};

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 90,
  inscriptionId: 11,
  runnerId: 7,
  monto: 40000,
  metodo: 'efectivo',
  referencia: null,
  motivo: null,
  voluntario: 'Ana Admin',
  createdAt: '2026-12-06T10:00:00.000Z',
  anuladoAt: null,
  ...overrides,
});

const money = (overrides: Partial<DeskMoney>): DeskMoney => ({
  montoAPagar: 80000,
  montoPagado: 0,
  saldo: 80000,
  estado: 'pendiente',
  informadoAt: null,
  referencia: null,
  partes: [
    { runnerId: 7, nombre: 'Herrera, Facundo', monto: 40000, pagado: 0 },
    { runnerId: 8, nombre: 'Paz, Lautaro', monto: 40000, pagado: 0 },
  ],
  pagos: [],
  ...overrides,
});

const desk = (dinero: DeskMoney, overrides: Partial<DeskInscription> = {}): DeskInscription => ({
  ...anInscription({ runner: { id: 7, nombre: 'Facundo', apellido: 'Herrera', dni: '30123456', sexo: 'M' } }),
  compañero: { id: 8, nombre: 'Lautaro', apellido: 'Paz', dni: '31222333', sexo: 'M' },
  runnerData: medical,
  partnerData: medical,
  montoAPagar: 80000,
  dinero,
  ...overrides,
});

/** A desk server: the card is `before` until a payment is posted, then `after` until it is undone. */
function fakeDesk(before: DeskInscription, after: DeskInscription) {
  let state = before;
  const calls = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/events')) return { status: 200, body: [anEvent()] };
    if (url === '/api/admin/events/3/next-bib') return { status: 200, body: { dorsal: 5 } };
    if (url === '/api/admin/events/3/kit-progress') {
      return {
        status: 200,
        body: { retiraron: 212, total: 340, distancias: [{ distancia: 66, retiraron: 212, total: 340 }] },
      };
    }
    if (url.startsWith('/api/admin/events/3/check-in')) return { status: 200, body: { items: [state] } };
    if (url === '/api/admin/inscriptions/11/desk') return { status: 200, body: state };
    if (method === 'POST' && url === '/api/admin/inscriptions/11/payments') {
      state = after;
      return { status: 201, body: { pago: payment({ id: 90 }), inscription: after } };
    }
    if (method === 'POST' && url === '/api/admin/payments/90/void') {
      state = before;
      return { status: 200, body: before };
    }
    return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
  });
  return calls;
}

async function pick() {
  const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
  fireEvent.change(search, { target: { value: '30123456' } });
  return screen.findByRole('region', { name: 'Inscripción de Herrera, Facundo' });
}

const bodyOf = (calls: { url: string; init: RequestInit }[], url: string) =>
  JSON.parse(String(calls.find((c) => c.url === url)?.init.body ?? 'null'));

describe('the money on the check-in card', () => {
  it('shows a reported transfer in words, verifies it with Alt+P, and undoes it from the toast', async () => {
    const reported = desk(
      money({ estado: 'informado', informadoAt: '2026-12-03T14:00:00.000Z', referencia: '81234567' }),
    );
    const paid = desk(
      money({
        estado: 'pagado',
        saldo: 0,
        montoPagado: 80000,
        pagos: [payment({ metodo: 'transferencia', monto: 80000 })],
      }),
      {
        pagoConfirmado: true,
        inscripcionConfirmada: true,
      },
    );
    const calls = fakeDesk(reported, paid);
    renderWithProviders(<CheckInScreen />);
    const card = await pick();
    expect(within(card).getByTestId('check-in-money')).toHaveTextContent(
      /Informó transferencia el 03\/12 · op\. 81234567 · \$\s80\.000 — verificar/,
    );
    expect(screen.getByTestId('kit-counter')).toHaveTextContent('Kits retirados: 212 de 340');
    expect(within(card).getByRole('button', { name: /Verificar transferencia \$\s80\.000/ })).toBeEnabled();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'p', code: 'KeyP', altKey: true });
    expect(await within(card).findByText('Pagado por transferencia')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/admin/inscriptions/11/payments')).toEqual({ metodo: 'transferencia', monto: 80000 });

    const undo = await screen.findByRole('button', { name: 'Deshacer' });
    fireEvent.click(undo);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/payments/90/void')).toBe(true));
  });

  it('collects a pair share by share: the first unpaid share is prefilled and the shares say who paid', async () => {
    const half = desk(
      money({
        estado: 'parcial',
        montoPagado: 40000,
        saldo: 40000,
        partes: [
          { runnerId: 7, nombre: 'Herrera, Facundo', monto: 40000, pagado: 40000 },
          { runnerId: 8, nombre: 'Paz, Lautaro', monto: 40000, pagado: 0 },
        ],
        pagos: [payment({})],
      }),
    );
    const calls = fakeDesk(half, half);
    renderWithProviders(<CheckInScreen />);
    const card = await pick();
    const shares = within(card).getByRole('list', { name: 'Partes de la pareja' });
    expect(shares).toHaveTextContent(/Herrera, Facundo: \$\s40\.000 — pagó/);
    expect(shares).toHaveTextContent(/Paz, Lautaro: \$\s40\.000 — no pagó/);
    expect(within(card).getByRole('textbox', { name: 'Monto a cobrar ($)' })).toHaveValue('40000');
    fireEvent.click(within(card).getByRole('button', { name: 'Cobrar en efectivo' }));
    await waitFor(() =>
      expect(bodyOf(calls, '/api/admin/inscriptions/11/payments')).toEqual({
        metodo: 'efectivo',
        monto: 40000,
        runnerId: 8,
      }),
    );
  });

  it('asks for a reason before waiving and a whole amount before collecting', async () => {
    const owed = desk(money({}));
    const calls = fakeDesk(owed, owed);
    renderWithProviders(<CheckInScreen />);
    const card = await pick();
    fireEvent.change(within(card).getByRole('textbox', { name: 'Monto a cobrar ($)' }), { target: { value: '12,5' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Cobrar en efectivo' }));
    expect(
      await within(card).findByText('El monto debe ser un número entero de pesos mayor que cero'),
    ).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Eximir…' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Eximir del pago' }));
    expect(await within(card).findByText('Indique el motivo de la exención')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/payments'))).toBe(false);
  });
});

describe('a walk-up at the desk', () => {
  it('offers to enrol a registered runner with no inscription, with a fitting category preselected', async () => {
    const calls = mockFetch((url, init) => {
      if (url.startsWith('/api/events')) return { status: 200, body: [anEvent()] };
      if (url === '/api/admin/events/3/next-bib') return { status: 200, body: { dorsal: 5 } };
      if (url === '/api/admin/events/3/kit-progress') {
        return { status: 200, body: { retiraron: 0, total: 0, distancias: [] } };
      }
      if (url.startsWith('/api/admin/events/3/check-in')) return { status: 200, body: { items: [] } };
      if (url.startsWith('/api/runners?')) {
        return {
          status: 200,
          body: {
            items: [
              {
                id: 21,
                nombre: 'Pablo',
                apellido: 'Lucero',
                dni: '30999111',
                sexo: 'M',
                fechaNacimiento: '1990-06-15',
                email: 'p@example.com',
                provincia: 'Tucumán',
              },
            ],
            total: 1,
            page: 1,
            limit: 5,
          },
        };
      }
      if (url.startsWith('/api/inscriptions/categories-and-distances')) {
        return { status: 200, body: { categories: [], distances: [33, 66] } };
      }
      if (url.startsWith('/api/inscriptions/available-categories')) {
        const category = (nombre: string, eligible: boolean) => ({
          id: nombre.length,
          nombre,
          distancia: 33,
          sexo: 'M',
          esLibre: false,
          edadMinima: null,
          edadMaxima: null,
          eligible,
        });
        return { status: 200, body: [category('DAMAS A', false), category('MASTER A2 MASC', true)] };
      }
      if (init.method === 'POST' && url === '/api/inscriptions') {
        return { status: 201, body: anInscription({ runnerId: 21 }) };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
    });
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    fireEvent.change(search, { target: { value: '30999111' } });
    const walkUp = await screen.findByRole('region', { name: 'Inscribir en el evento' });
    expect(walkUp).toHaveTextContent('Lucero, Pablo no está inscripto en este evento');
    await waitFor(() => expect(within(walkUp).getByLabelText('Categoría')).toHaveValue('MASTER A2 MASC'));
    expect(within(walkUp).getByLabelText('Distancia')).toHaveValue('33');
    fireEvent.click(within(walkUp).getByRole('button', { name: 'Inscribir' }));
    await waitFor(() =>
      expect(bodyOf(calls, '/api/inscriptions')).toEqual({
        runnerId: 21,
        eventId: 3,
        distancia: 33,
        categoria: 'MASTER A2 MASC',
      }),
    );
  });
});
