import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../test/render.tsx';
import ForgotPasswordPage from './forgot-password.tsx';
import ResetPasswordPage from './reset-password.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const contact = { whatsappOrganizador: '0381 15-555-7777', evento: 'Desafío Tafí 2026' };

describe("'¿Olvidaste tu contraseña?' with email on", () => {
  it('sends the DNI typed and shows the masked address, with the WhatsApp chat below as the fallback', async () => {
    const calls = mockFetch((url, init) => {
      if (url.endsWith('/api/auth/password-reset') && init.method === 'POST') {
        return {
          status: 200,
          body: {
            maskedEmail: 'm•••@gmail.com',
            message:
              'Si hay una cuenta con ese DNI, le mandamos un enlace a su correo (m•••@gmail.com). Vale 30 minutos y sirve una sola vez.',
          },
        };
      }
      if (url.endsWith('/api/auth/password-reset')) return { status: 200, body: { email: true } };
      return { status: 200, body: contact };
    });
    renderWithProviders(<ForgotPasswordPage />, { route: '/olvide-mi-contrasena?dni=30111222' });
    const button = await screen.findByRole('button', { name: 'Enviarme el enlace' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '¿No te llega el correo?' })).toBeVisible();
    await userEvent.click(button);
    expect(await screen.findByText(/le mandamos un enlace a su correo \(m•••@gmail\.com\)/)).toBeVisible();
    const sent = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ dni: '30111222' });
    expect(await screen.findByRole('link', { name: 'Escribir por WhatsApp' })).toBeVisible();
  });
});

describe("'¿Olvidaste tu contraseña?' with email off", () => {
  it('says the site sends no email and offers only the WhatsApp chat', async () => {
    const calls = mockFetch((url) =>
      url.endsWith('/api/auth/password-reset')
        ? { status: 200, body: { email: false } }
        : { status: 200, body: contact },
    );
    renderWithProviders(<ForgotPasswordPage />, { route: '/olvide-mi-contrasena' });
    expect(
      await screen.findByText(
        'Este sitio todavía no envía correos: para recuperar tu contraseña, escribile a la organización.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviarme el enlace' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Escribir por WhatsApp' })).toBeVisible();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });
});

describe('the reset link', () => {
  it('sets the new password from the token in the address and offers to sign in', async () => {
    const calls = mockFetch(() => ({
      status: 200,
      body: { message: 'Listo: tu contraseña nueva ya funciona. Cerramos todas tus sesiones abiertas.' },
    }));
    renderWithProviders(<ResetPasswordPage />, { route: '/restablecer-contrasena?token=abc_DEF-123' });
    await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'nueva-clave');
    await userEvent.type(screen.getByLabelText('Repetí la contraseña nueva'), 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(/tu contraseña nueva ya funciona/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ token: 'abc_DEF-123', newPassword: 'nueva-clave' });
  });

  it('checks the two passwords before sending, and says a dead link is dead with a way to ask again', async () => {
    const calls = mockFetch(() => ({
      status: 400,
      body: {
        error: 'VALIDATION_ERROR',
        message: 'El enlace no es válido o ya venció. Pedí uno nuevo desde "¿Olvidaste tu contraseña?".',
        fields: { token: 'El enlace no es válido o ya venció. Pedí uno nuevo desde "¿Olvidaste tu contraseña?".' },
      },
    }));
    renderWithProviders(<ResetPasswordPage />, { route: '/restablecer-contrasena?token=usado' });
    await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'nueva-clave');
    await userEvent.type(screen.getByLabelText('Repetí la contraseña nueva'), 'otra-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeVisible();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Repetí la contraseña nueva'));
    await userEvent.type(screen.getByLabelText('Repetí la contraseña nueva'), 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ya venció');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/olvide-mi-contrasena',
    );
  });

  it('without a token, says so at once', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/restablecer-contrasena' });
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no es válido o ya venció');
    expect(screen.queryByLabelText('Contraseña nueva')).toBeNull();
  });
});
