import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ForgotPasswordHelp } from './forgot-password-help.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const textOf = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '').searchParams.get('text');

describe('¿Olvidaste tu contraseña?', () => {
  it('names the organisation and its number, and opens a chat with that number and the DNI typed', async () => {
    mockFetch(() => ({ status: 200, body: { whatsappOrganizador: '0381 15-555-7777', evento: 'Desafío Tafí 2026' } }));
    renderWithProviders(<ForgotPasswordHelp initialDni="30111222" />);
    const link = await screen.findByRole('link', { name: 'Escribir por WhatsApp' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5493815557777\?/);
    expect(textOf(link)).toBe(
      'Hola, olvidé mi contraseña de inscripciones. Mi DNI es 30111222. ¿Me la pueden restablecer?',
    );
    expect(screen.getByText(/Escribile por WhatsApp a la organización de Desafío Tafí 2026 al/)).toHaveTextContent(
      'al +54 9 381 555-7777 con tu DNI',
    );
  });

  it('takes a DNI typed with dots or spaces as its digits, and says when it is not a DNI', async () => {
    mockFetch(() => ({ status: 200, body: { whatsappOrganizador: '+54 9 381 555-7777', evento: null } }));
    renderWithProviders(<ForgotPasswordHelp initialDni="" />);
    const dni = screen.getByLabelText('Tu DNI');
    await userEvent.type(dni, '30.111.222');
    const link = await screen.findByRole('link', { name: 'Escribir por WhatsApp' }, { timeout: 5000 });
    expect(textOf(link)).toContain('Mi DNI es 30111222.');
    await userEvent.clear(dni);
    await userEvent.type(dni, '30 111 222');
    await waitFor(() => expect(textOf(link)).toContain('Mi DNI es 30111222.'));
    await userEvent.clear(dni);
    await userEvent.type(dni, '3011');
    expect(dni).toHaveAccessibleDescription('El DNI debe tener 7 u 8 dígitos');
    expect(textOf(link)).toContain('Mi DNI es (escribí tu DNI).');
  });

  it('offers no dead link without a number: it says whom to ask, how, and the text to send', async () => {
    mockFetch(() => ({ status: 200, body: { whatsappOrganizador: null, evento: 'Desafío Tafí 2026' } }));
    renderWithProviders(<ForgotPasswordHelp initialDni="30111222" />);
    expect(
      await screen.findByText(
        'La organización todavía no cargó un WhatsApp para estas consultas.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(/Pedile a la organización de Desafío Tafí 2026/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/wa\.me/);
    expect(
      screen.getByText('Hola, olvidé mi contraseña de inscripciones. Mi DNI es 30111222. ¿Me la pueden restablecer?'),
    ).toBeVisible();
  });

  it('offers a retry and the other contacts, and no link, when the number cannot be read', async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithProviders(<ForgotPasswordHelp initialDni="30111222" />);
    expect(
      await screen.findByText('No pudimos obtener el WhatsApp de la organización', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Escribir por WhatsApp' })).toBeNull();
    expect(screen.getByText(/Pedile a la organización \(/)).toBeVisible();
  });
});
