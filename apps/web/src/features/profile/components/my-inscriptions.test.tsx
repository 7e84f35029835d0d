import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { MyInscriptions } from './my-inscriptions.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const HOLDER = 7;
const PARTNER = 8;
const partnerPerson = { id: PARTNER, nombre: 'Lucía', apellido: 'Herrera', dni: '31222333', sexo: 'F' as const };
const pending = anInscription({ distancia: 66, categoria: 'E-BIKE', compañeroPendiente: { dni: '31222333' } });
const confirmed = anInscription({
  distancia: 66,
  categoria: 'E-BIKE',
  esEquipo: true,
  compañero: partnerPerson,
  compañeroPendiente: null,
});

/** The list the server answers, changed by the partner's answers as the server would. */
function serve(initial: Inscription, answers: { accept?: { status: number; body?: unknown } } = {}) {
  let current: Inscription | null = initial;
  return mockFetch((url, init) => {
    if (init.method === 'POST' && url.endsWith('/accept-pair')) {
      const answer = answers.accept ?? { status: 200, body: confirmed };
      if (answer.status === 200) current = confirmed;
      return answer;
    }
    if (init.method === 'POST' && url.endsWith('/decline-pair')) {
      current = null;
      return { status: 204 };
    }
    if (url.includes('/waiting-list')) return { status: 200, body: [] };
    if (url.includes('/registration'))
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Evento no encontrado' } };
    return { status: 200, body: { items: current ? [current] : [], total: current ? 1 : 0, page: 1, limit: 1000 } };
  });
}

describe('Mis Inscripciones: pairs waiting for the partner', () => {
  it('shows the invited partner who invites them, and accepting makes the pair', async () => {
    storeSession('runner', 'tok');
    const calls = serve(pending);
    renderWithProviders(<MyInscriptions runner={{ id: PARTNER, dni: '31222333' }} />);

    expect(await screen.findByText(/Joaquín Gómez \(DNI 30123456\) te invitó a correr en pareja/)).toBeVisible();
    // Not theirs yet: no payment state or bib of an inscription they have not accepted.
    expect(screen.queryByText(/Dorsal:/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('En pareja con Joaquín Gómez')).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST' && c.url === '/api/inscriptions/11/accept-pair')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();
  });

  it('asks before declining, and declining removes the invitation from the list', async () => {
    storeSession('runner', 'tok');
    const calls = serve(pending);
    renderWithProviders(<MyInscriptions runner={{ id: PARTNER, dni: '31222333' }} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar la invitación?' });
    expect(within(dialog).getByText(/Joaquín Gómez queda inscripto\/a de forma individual/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(calls.some((c) => c.url.endsWith('/decline-pair'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar invitación' }));
    expect(await screen.findByText('No tenés inscripciones activas')).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST' && c.url === '/api/inscriptions/11/decline-pair')).toBe(true);
  });

  it("shows the server's refusal and keeps the invitation to answer", async () => {
    storeSession('runner', 'tok');
    const refusal =
      'Ya estás inscrito en este evento, así que no podés aceptar esta pareja. Podés rechazar la invitación.';
    serve(pending, { accept: { status: 409, body: { error: 'ALREADY_ENROLLED', message: refusal } } });
    renderWithProviders(<MyInscriptions runner={{ id: PARTNER, dni: '31222333' }} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    // In the card itself (the toast says it too).
    expect(await within(screen.getByRole('listitem')).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeEnabled();
  });

  it("shows the holder the pending pair with the partner's DNI only, and no answer to give", async () => {
    storeSession('runner', 'tok');
    serve(pending);
    renderWithProviders(<MyInscriptions runner={{ id: HOLDER, dni: '30123456' }} />);

    expect(await screen.findByText('En pareja con el DNI 31222333')).toBeVisible();
    expect(screen.getByText('Pendiente de confirmación del compañero/a')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();
    expect(screen.getByText('Inscripción Registrada - Pago Pendiente')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancelar invitación' })).toBeVisible();
  });

  it('names the invited partner to the holder by the short name the partner check showed, beside the DNI', async () => {
    storeSession('runner', 'tok');
    serve({ ...pending, compañeroPendiente: { dni: '31222333', nombre: 'Lucía H.' } });
    renderWithProviders(<MyInscriptions runner={{ id: HOLDER, dni: '30123456' }} />);

    expect(await screen.findByText('En pareja con Lucía H. (DNI 31222333)')).toBeVisible();
    expect(screen.queryByText(/Herrera/)).toBeNull();
  });

  it('shows each member of a confirmed pair the other one', async () => {
    storeSession('runner', 'tok');
    serve(confirmed);
    const { unmount } = renderWithProviders(<MyInscriptions runner={{ id: HOLDER, dni: '30123456' }} />);
    expect(await screen.findByText('En pareja con Lucía Herrera')).toBeVisible();
    unmount();
    renderWithProviders(<MyInscriptions runner={{ id: PARTNER, dni: '31222333' }} />);
    expect(await screen.findByText('En pareja con Joaquín Gómez')).toBeVisible();
  });
});

describe('Mis Inscripciones: the start group in time', () => {
  const started = { grupo: 'Largada 1', horaLargada: Date.UTC(2025, 2, 1, 11, 30) };

  it('a past edition says where the runner started, in the past tense', async () => {
    storeSession('runner', 'tok');
    serve(anInscription({ ...started, eventDate: '2025-03-01' }));
    renderWithProviders(<MyInscriptions runner={{ id: HOLDER, dni: '30123456' }} />);
    expect(await screen.findByText('Largaste en Largada 1 a las 08:30')).toBeVisible();
    expect(screen.queryByText(/Largás en/)).toBeNull();
  });

  it('an edition still to come says where the runner will start', async () => {
    storeSession('runner', 'tok');
    serve(anInscription({ ...started, eventDate: '2999-03-01' }));
    renderWithProviders(<MyInscriptions runner={{ id: HOLDER, dni: '30123456' }} />);
    expect(await screen.findByText('Largás en Largada 1 a las 08:30')).toBeVisible();
  });
});
