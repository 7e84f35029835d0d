import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ForgotPasswordHelp } from './forgot-password-help.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('¿Olvidaste tu contraseña?', () => {
  it("opens a chat with the organiser's number and the DNI typed", async () => {
    mockFetch(() => ({ status: 200, body: { whatsappOrganizador: '+54 9 381 555-7777' } }));
    renderWithProviders(<ForgotPasswordHelp initialDni="30111222" />);
    const link = await screen.findByRole('link', { name: 'Escribir por WhatsApp' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5493815557777\?/));
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toBe('Hola, olvidé mi contraseña de inscripciones. Mi DNI es 30111222. ¿Me la pueden restablecer?');
  });
});
