import type { AdminInscription, ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, anInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CheckInScreen } from './check-in-screen.tsx';

const medical: ParticipantData = {
  fechaNacimiento: '1992-08-14',
  email: 'joaquin@example.com',
  whatsapp: '+54 381 444-5566',
  telefono: '+54 381 444-7788',
  pais: 'Argentina',
  provincia: 'Tucumán',
  obraSocial: 'Subsidio de Salud',
  grupoSanguineo: 'A+',
  alergia: 'Picadura de abeja',
};

const adminInscription = (overrides: Partial<AdminInscription> = {}): AdminInscription => ({
  ...anInscription(),
  runnerData: medical,
  partnerData: null,
  ...overrides,
});

/** A server keeping one inscription's state, answering the check-in routes; `failNextBib` answers 409. */
function fakeServer(options: { failNextBib?: boolean; items?: AdminInscription[] } = {}) {
  let state = adminInscription();
  const calls = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/events')) return { status: 200, body: [anEvent()] };
    if (url === '/api/admin/events/3/next-bib') return { status: 200, body: { dorsal: 5 } };
    if (url.startsWith('/api/admin/events/3/check-in'))
      return { status: 200, body: { items: options.items ?? [state] } };
    if (method === 'PATCH' && url.endsWith('/confirm-payment')) {
      state = { ...state, pagoConfirmado: true, inscripcionConfirmada: true };
      return { status: 200, body: anInscription({ pagoConfirmado: true, inscripcionConfirmada: true }) };
    }
    if (method === 'POST' && url === '/api/admin/inscriptions/11/next-bib') {
      if (options.failNextBib) {
        return {
          status: 409,
          body: { error: 'conflict', message: 'No se pudo asignar un dorsal libre. Probá de nuevo.' },
        };
      }
      state = { ...state, pagoConfirmado: true, inscripcionConfirmada: true, numeroDorsalAsignado: 5 };
      return { status: 200, body: { ...state, runnerData: undefined, partnerData: undefined } };
    }
    if (method === 'PATCH' && url.endsWith('/confirm-attendance')) {
      state = { ...state, asistenciaConfirmada: true };
      return { status: 200, body: { ...state, runnerData: undefined, partnerData: undefined } };
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
    expect(screen.getByText('Pago: Pendiente')).toBeInTheDocument();
    expect(screen.getByText('Sin dorsal')).toBeInTheDocument();
    expect(screen.getByText('Alergias: Picadura de abeja')).toBeInTheDocument();
    expect(screen.getByText('Grupo sanguíneo: A+')).toBeInTheDocument();
    expect(screen.getByText('Obra social: Subsidio de Salud')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-status')).toHaveTextContent('INSCRIPTO');
  });

  it('Alt+P, Alt+N and Alt+A call their routes in turn, reach ACREDITADO and return focus to the search', async () => {
    const calls = fakeServer();
    renderWithProviders(<CheckInScreen />);
    const search = await pickByDni();

    alt('KeyP');
    expect(await screen.findByText('Pago: Confirmado')).toBeInTheDocument();
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
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo asignar un dorsal libre. Probá de nuevo.');
    expect(screen.getByRole('region', { name: 'Inscripción de Gómez, Joaquín' })).toBeInTheDocument();
    expect(search).toHaveValue('30123456');
    await waitFor(() => expect(search).toHaveFocus());
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
});
