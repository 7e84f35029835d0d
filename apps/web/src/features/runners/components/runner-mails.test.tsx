import type { RunnerMail, RunnerMails as RunnerMailsAnswer } from '@carreras/domain/mail/runner-mails.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RunnerMails } from './runner-mails.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const failed: RunnerMail = {
  id: 5,
  kind: 'inscription-received',
  recipient: 'maria@example.com',
  subject: 'Recibimos tu inscripción a Desafío del Cerro',
  createdAt: '2026-12-07T13:05:00.000Z',
  status: 'failed',
  attempts: 8,
  lastResponse: '550 5.1.1 Mailbox unavailable',
  sentAt: null,
  resentFrom: null,
};
const sent: RunnerMail = {
  ...failed,
  id: 4,
  kind: 'bib-assigned',
  subject: 'Tu dorsal para Desafío del Cerro: 12',
  status: 'sent',
  attempts: 1,
  lastResponse: '250 2.0.0 OK',
};

describe("a runner's emails in the back-office", () => {
  it('lists each message with its kind, state, attempts and the server answer', async () => {
    mockFetch(() => ({ status: 200, body: { email: true, items: [failed, sent] } satisfies RunnerMailsAnswer }));
    renderWithProviders(<RunnerMails runnerId={7} />, { route: '/admin/runners/7' });
    const first = await screen.findByRole('article', { name: failed.subject });
    expect(first).toHaveTextContent('Inscripción recibida');
    expect(first).toHaveTextContent('Falló');
    expect(first).toHaveTextContent('07/12/2026 10:05:00');
    expect(first).toHaveTextContent('8 intentos');
    expect(first).toHaveTextContent('Respuesta del servidor: 550 5.1.1 Mailbox unavailable');
    const second = screen.getByRole('article', { name: sent.subject });
    expect(second).toHaveTextContent('Dorsal asignado');
    expect(second).toHaveTextContent('Enviado');
    expect(second).toHaveTextContent('1 intento');
  });

  it("'Reenviar' posts the message's id, says so and reads the list again", async () => {
    let resent = false;
    const copy: RunnerMail = { ...failed, id: 6, status: 'pending', attempts: 0, lastResponse: null, resentFrom: 5 };
    const calls = mockFetch((_url, init) => {
      if (init.method === 'POST') {
        resent = true;
        return { status: 201, body: copy };
      }
      return { status: 200, body: { email: true, items: resent ? [copy, failed] : [failed] } };
    });
    const user = userEvent.setup();
    renderWithProviders(<RunnerMails runnerId={7} />, { route: '/admin/runners/7' });
    const article = await screen.findByRole('article', { name: failed.subject });
    await user.click(within(article).getByRole('button', { name: `Reenviar: ${failed.subject}` }));
    expect(await screen.findByText('Mensaje reenviado: se envía en unos segundos.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('Reenvío')).toBeInTheDocument();
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual([
      'GET /api/admin/runners/7/mails',
      'POST /api/admin/mails/5/resend',
      'GET /api/admin/runners/7/mails',
    ]);
  });

  it('offers no resend when the site sends no email, and says when there is nothing', async () => {
    mockFetch(() => ({ status: 200, body: { email: false, items: [sent] } }));
    const { unmount } = renderWithProviders(<RunnerMails runnerId={7} />, { route: '/admin/runners/7' });
    expect(await screen.findByRole('button', { name: `Reenviar: ${sent.subject}` })).toBeDisabled();
    unmount();
    mockFetch(() => ({ status: 200, body: { email: true, items: [] } }));
    renderWithProviders(<RunnerMails runnerId={8} />, { route: '/admin/runners/8' });
    expect(await screen.findByText('No se le envió ningún correo a este corredor.')).toBeInTheDocument();
  });
});
