import type { ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import type { DeskInscription, DeskMoney } from '@carreras/domain/payments/payments.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, anInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CheckInScreen } from './check-in-screen.tsx';

const medical: ParticipantData = {
  fechaNacimiento: '1992-08-14',
  email: 'joaquin@example.com',
  whatsapp: '5493814445566',
  telefono: '5493814447788',
  pais: 'Argentina',
  provincia: 'Tucumán',
  obraSocial: 'Subsidio de Salud',
  grupoSanguineo: 'A+',
  alergia: 'Picadura de abeja',
};

/** The money of an inscription without a price, as the server derives it from the paid flag. */
const moneyOf = (paid: boolean): DeskMoney => ({
  montoAPagar: null,
  montoPagado: 0,
  saldo: null,
  estado: paid ? 'pagado' : 'pendiente',
  informadoAt: null,
  referencia: null,
  partes: [{ runnerId: 7, nombre: 'Gómez, Joaquín', monto: null, pagado: 0 }],
  pagos: [],
});

const adminInscription = (overrides: Partial<DeskInscription> = {}): DeskInscription => ({
  ...anInscription(),
  runnerData: medical,
  partnerData: null,
  dinero: moneyOf(false),
  ...overrides,
});

/** A server keeping one inscription's state, answering the check-in routes; `failNextBib` answers 409. */
function fakeServer(options: { failNextBib?: boolean; items?: DeskInscription[] } = {}) {
  let state = adminInscription();
  const calls = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/events')) return { status: 200, body: [anEvent()] };
    if (url === '/api/admin/events/3/next-bib') return { status: 200, body: { dorsal: 5 } };
    if (url === '/api/admin/events/3/kit-progress') {
      return { status: 200, body: { retiraron: 0, total: 1, distancias: [{ distancia: 66, retiraron: 0, total: 1 }] } };
    }
    if (url === '/api/admin/inscriptions/11/desk') return { status: 200, body: state };
    if (url.startsWith('/api/admin/events/3/check-in'))
      return { status: 200, body: { items: options.items ?? [state] } };
    if (method === 'PATCH' && url.endsWith('/confirm-payment')) {
      state = { ...state, pagoConfirmado: true, inscripcionConfirmada: true, dinero: moneyOf(true) };
      return { status: 200, body: anInscription({ pagoConfirmado: true, inscripcionConfirmada: true }) };
    }
    if (method === 'POST' && url === '/api/admin/inscriptions/11/next-bib') {
      if (options.failNextBib) {
        return {
          status: 409,
          body: { error: 'conflict', message: 'No se pudo asignar un dorsal libre. Intente de nuevo.' },
        };
      }
      state = {
        ...state,
        pagoConfirmado: true,
        inscripcionConfirmada: true,
        numeroDorsalAsignado: 5,
        dinero: moneyOf(true),
      };
      return { status: 200, body: { ...state, runnerData: undefined, partnerData: undefined, dinero: undefined } };
    }
    if (method === 'PATCH' && url.endsWith('/confirm-attendance')) {
      state = { ...state, asistenciaConfirmada: true };
      return { status: 200, body: { ...state, runnerData: undefined, partnerData: undefined, dinero: undefined } };
    }
    return { status: 404, body: { error: 'not_found', message: 'No encontrado' } };
  });
  return calls;
}

const alt = (code: string) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: code.slice(3).toLowerCase(), code, altKey: true });

async function pickByDni() {
  const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
  await waitFor(() => expect(search).toHaveFocus());
  fireEvent.change(search, { target: { value: '30123456' } });
  fireEvent.keyDown(search, { key: 'Enter' });
  await screen.findByRole('region', { name: 'Inscripción de Gómez, Joaquín' });
  return search;
}

describe('CheckInScreen', () => {
  it('Enter picks the single match and shows payment, bib and medical notes; focus stays on the search', async () => {
    fakeServer();
    renderWithProviders(<CheckInScreen />);
    const search = await pickByDni();
    expect(search).toHaveFocus();
    expect(screen.getByText('Pendiente (el evento no fija precio)')).toBeInTheDocument();
    expect(screen.getByText('Sin dorsal')).toBeInTheDocument();
    expect(screen.getByText('Alergias: Picadura de abeja')).toBeInTheDocument();
    expect(screen.getByText('Grupo sanguíneo: A+')).toBeInTheDocument();
    expect(screen.getByText('Obra social: Subsidio de Salud')).toBeInTheDocument();
    expect(screen.getByText('Teléfono: +54 9 381 444-7788 · WhatsApp: +54 9 381 444-5566')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-status')).toHaveTextContent('INSCRIPTO');
  });

  it('Alt+P, Alt+N and Alt+A call their routes in turn, reach ACREDITADO and return focus to the search', async () => {
    const calls = fakeServer();
    renderWithProviders(<CheckInScreen />);
    const search = await pickByDni();

    alt('KeyP');
    expect(await screen.findByText('Pagado', { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'PATCH' && c.url === '/api/inscriptions/11/confirm-payment')).toBe(true);
    await waitFor(() => expect(search).toHaveFocus());
    expect(screen.getByTestId('check-in-status')).toHaveTextContent('CONFIRMADO');

    await screen.findByRole('button', { name: /Asignar dorsal 5/ });
    alt('KeyN');
    expect(await screen.findByText('Dorsal 5', { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'POST' && c.url === '/api/admin/inscriptions/11/next-bib')).toBe(true);
    expect(screen.getByTestId('check-in-status')).toHaveTextContent('ACREDITADO');
    await waitFor(() => expect(search).toHaveFocus());

    alt('KeyA');
    expect(await screen.findByText('Presente', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'PATCH' && c.url === '/api/inscriptions/11/confirm-attendance')).toBe(
      true,
    );
    await waitFor(() => expect(search).toHaveFocus());
  });

  it("shows the server's message on a failure and keeps the picked runner and the typed search", async () => {
    fakeServer({ failNextBib: true });
    renderWithProviders(<CheckInScreen />);
    const search = await pickByDni();
    await screen.findByRole('button', { name: /Asignar dorsal 5/ });
    fireEvent.click(screen.getByRole('button', { name: /Asignar dorsal 5/ }));
    expect(await screen.findByText('No se pudo asignar un dorsal libre. Intente de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Inscripción de Gómez, Joaquín' })).toBeInTheDocument();
    expect(search).toHaveValue('30123456');
    await waitFor(() => expect(search).toHaveFocus());
  });

  it('lists who already picked up their kit as Presente, so a volunteer scanning the list sees it', async () => {
    const present = adminInscription({
      id: 12,
      asistenciaConfirmada: true,
      runner: { id: 8, nombre: 'Lucía', apellido: 'Gómez', dni: '31999888', sexo: 'F' },
    });
    fakeServer({ items: [adminInscription(), present] });
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    fireEvent.change(search, { target: { value: 'gómez' } });
    expect(await screen.findByRole('button', { name: /Gómez, Lucía/ })).toHaveTextContent(/· Presente/);
    const others = screen.getAllByRole('button').filter((button) => /Gómez/.test(button.textContent ?? ''));
    expect(others.filter((button) => !/Presente/.test(button.textContent ?? ''))).toHaveLength(1);
  });

  it('with several matches, arrows move and Enter picks the highlighted one', async () => {
    const other = adminInscription({
      id: 12,
      runner: { id: 8, nombre: 'Lucía', apellido: 'Gómez', dni: '31999888', sexo: 'F' },
    });
    fakeServer({ items: [adminInscription(), other] });
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    fireEvent.change(search, { target: { value: 'gómez' } });
    await screen.findByRole('button', { name: /Gómez, Lucía/ });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: /Gómez, Lucía/ })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByRole('region', { name: 'Inscripción de Gómez, Lucía' })).toBeInTheDocument();
  });

  it("a typed bib also found in other riders' DNIs: its holder, listed first, is highlighted and Enter picks them", async () => {
    const holder = adminInscription({
      id: 12,
      numeroDorsalAsignado: 68,
      pagoConfirmado: true,
      inscripcionConfirmada: true,
      runner: { id: 8, nombre: 'Nahuel', apellido: 'Núñez', dni: '29529010', sexo: 'M' },
    });
    const dniWith68 = adminInscription({
      id: 13,
      runner: { id: 9, nombre: 'Ariel', apellido: 'Acosta', dni: '26968149', sexo: 'M' },
    });
    fakeServer({ items: [holder, dniWith68] });
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    fireEvent.change(search, { target: { value: '68' } });
    expect(await screen.findByRole('button', { name: /Núñez, Nahuel/ })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByRole('region', { name: 'Inscripción de Núñez, Nahuel' })).toBeInTheDocument();
  });

  it("Enter before the search answered picks the typed bib's holder among several", async () => {
    const holder = adminInscription({
      id: 12,
      numeroDorsalAsignado: 68,
      runner: { id: 8, nombre: 'Nahuel', apellido: 'Núñez', dni: '29529010', sexo: 'M' },
    });
    const dniWith68 = adminInscription({
      id: 13,
      runner: { id: 9, nombre: 'Ariel', apellido: 'Acosta', dni: '26968149', sexo: 'M' },
    });
    fakeServer({ items: [holder, dniWith68] });
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    await waitFor(() => expect(search).toHaveFocus());
    fireEvent.change(search, { target: { value: '68' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByRole('region', { name: 'Inscripción de Núñez, Nahuel' })).toBeInTheDocument();
  });

  it('drops the card as soon as the search text changes, and its shortcuts then do nothing', async () => {
    const calls = fakeServer();
    renderWithProviders(<CheckInScreen />);
    const search = await pickByDni();
    await screen.findByRole('button', { name: /Asignar dorsal 5/ });

    fireEvent.change(search, { target: { value: '3012345' } });
    expect(screen.queryByRole('region', { name: /Inscripción de/ })).not.toBeInTheDocument();
    alt('KeyP');
    alt('KeyN');
    alt('KeyA');
    alt('KeyO');
    fireEvent.change(search, { target: { value: 'Lucía' } });
    alt('KeyP');
    // Let the debounced search answer, then check nothing was sent and no card came back for the new text.
    await screen.findByRole('button', { name: /Gómez, Joaquín/ });
    expect(screen.queryByRole('region', { name: /Inscripción de/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => (c.init.method ?? 'GET') !== 'GET')).toEqual([]);
    expect(search).toHaveValue('Lucía');
  });

  it('an answer to Enter that arrives after the text changed picks nothing', async () => {
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const calls = fakeServer();
    const answer = globalThis.fetch;
    const searches: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/check-in?')) {
        searches.push(String(input));
        await gate;
      }
      return answer(input, init);
    }) as typeof fetch;
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    fireEvent.change(search, { target: { value: 'gómez' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(searches).toHaveLength(1));
    fireEvent.change(search, { target: { value: 'gómez l' } });
    openGate();
    // The list answers for the new text after the old answer arrived; no card was picked from the old one.
    await screen.findByRole('button', { name: /Gómez, Joaquín/ });
    await waitFor(() => expect(calls.some((c) => c.url.includes('q=g%C3%B3mez+l'))).toBe(true));
    expect(screen.queryByRole('region', { name: /Inscripción de/ })).not.toBeInTheDocument();
  });

  it('a full DNI of exactly one inscription picks it without Enter', async () => {
    const calls = fakeServer();
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    fireEvent.change(search, { target: { value: ' 30123456 ' } });
    const card = await screen.findByRole('region', { name: 'Inscripción de Gómez, Joaquín' });
    expect(card).toHaveTextContent('Ficha médica');
    expect(await screen.findByTestId('check-in-next-bib')).toHaveTextContent('Próximo dorsal: 5');
    expect(search).toHaveValue(' 30123456 ');
    alt('KeyP');
    expect(await screen.findByText('Pagado', { selector: 'p' })).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'PATCH').map((c) => c.url)).toEqual([
      '/api/inscriptions/11/confirm-payment',
    ]);
  });

  it('a full DNI typed with dots picks its inscription as the digits alone would', async () => {
    fakeServer();
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    fireEvent.change(search, { target: { value: '30.123.456' } });
    expect(await screen.findByRole('region', { name: 'Inscripción de Gómez, Joaquín' })).toBeInTheDocument();
  });

  it('a 7-digit DNI that is also part of a longer one picks the exact one', async () => {
    const shortDni = adminInscription({
      id: 12,
      runner: { id: 8, nombre: 'Lucía', apellido: 'Gómez', dni: '3012345', sexo: 'F' },
    });
    fakeServer({ items: [adminInscription(), shortDni] });
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    fireEvent.change(search, { target: { value: '3012345' } });
    expect(await screen.findByRole('region', { name: 'Inscripción de Gómez, Lucía' })).toBeInTheDocument();
  });

  it('does not pick at once when the DNI is in two inscriptions (a holder who is also a partner)', async () => {
    const asPartner = adminInscription({
      id: 12,
      runner: { id: 8, nombre: 'Lucía', apellido: 'Gómez', dni: '31999888', sexo: 'F' },
      compañero: { id: 7, nombre: 'Joaquín', apellido: 'Gómez', dni: '30123456', sexo: 'M' },
    });
    fakeServer({ items: [adminInscription(), asPartner] });
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    fireEvent.change(search, { target: { value: '30123456' } });
    await screen.findByRole('button', { name: /Gómez, Lucía/ });
    expect(screen.queryByRole('region', { name: /Inscripción de/ })).not.toBeInTheDocument();
  });
});
