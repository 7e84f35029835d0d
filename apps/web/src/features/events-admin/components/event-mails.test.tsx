import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { EventMails, MAIL_OFF_NOTE } from './event-mails.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const allOn = {
  inscriptionReceived: true,
  paymentVerified: true,
  waitingPromoted: true,
  bibAssigned: true,
  resultsPublished: true,
};

describe('Correos of an event', () => {
  it('saves the switches, previews the message with the count, and sends it after a confirmation', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/admin/events/3/mail-settings' && init.method === 'PUT') {
        return { status: 200, body: { email: true, settings: JSON.parse(String(init.body)) } };
      }
      if (url === '/api/admin/events/3/mail-settings') return { status: 200, body: { email: true, settings: allOn } };
      if (url === '/api/admin/events/3/broadcast' && init.method === 'POST') {
        return { status: 201, body: { recipients: 143 } };
      }
      if (url === '/api/admin/events/3/broadcast') return { status: 200, body: { email: true, recipients: 143 } };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('admin', 'tok');
    renderWithProviders(<EventMails eventId={3} evento="Rally de Tafí" organizador="Carrera MTB Tucumán" />);
    const results = await screen.findByRole('checkbox', { name: /Resultados publicados/ });
    expect(results).toBeChecked();
    await userEvent.click(results);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar correos' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({ ...allOn, resultsPublished: false });

    expect(await screen.findByText('Se enviará a 143 corredores')).toBeVisible();
    const send = screen.getByRole('button', { name: 'Enviar a los inscriptos' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Asunto'), 'Cambio de horario');
    await userEvent.type(screen.getByLabelText('Mensaje'), 'La largada pasa a las 8:30.');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const preview = screen.getByLabelText('Vista previa del mensaje');
    expect(preview).toHaveTextContent('Asunto: Cambio de horario');
    expect(preview).toHaveTextContent('Hola (nombre del corredor):');
    expect(preview).toHaveTextContent('La largada pasa a las 8:30.');
    expect(preview).toHaveTextContent('Carrera MTB Tucumán');

    await userEvent.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar mensaje a los inscriptos' });
    expect(dialog).toHaveTextContent('Se enviará a 143 corredores con el asunto "Cambio de horario"');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      subject: 'Cambio de horario',
      body: 'La largada pasa a las 8:30.',
    });
    expect(await screen.findByText('Mensaje en cola para 143 corredores.')).toBeVisible();
  });

  it('says email is off and keeps the message from being written', async () => {
    mockFetch((url) => {
      if (url === '/api/admin/events/3/mail-settings') return { status: 200, body: { email: false, settings: allOn } };
      if (url === '/api/admin/events/3/broadcast') return { status: 200, body: { email: false, recipients: 12 } };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('admin', 'tok');
    renderWithProviders(<EventMails eventId={3} evento="Rally de Tafí" organizador="Carrera MTB Tucumán" />);
    expect(await screen.findByText(MAIL_OFF_NOTE)).toBeVisible();
    expect(screen.getByLabelText('Asunto')).toBeDisabled();
    expect(screen.getByLabelText('Mensaje')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar a los inscriptos' })).toBeDisabled();
  });
});
