import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedToken } from '../../../lib/session-storage.ts';
import { aRunner } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('LoginForm', () => {
  it('shows the spec messages and calls nobody when the fields are invalid', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<LoginForm allowTypeChoice defaultType="runner" onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('DNI'), '123');
    await userEvent.type(screen.getByLabelText('Contraseña'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('El DNI debe tener entre 7 y 8 dígitos')).toBeVisible();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('keeps what was typed and shows the server message when the login is refused', async () => {
    mockFetch(() => ({ status: 401, body: { error: 'UNAUTHORIZED', message: 'DNI o contraseña incorrectos' } }));
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm allowTypeChoice defaultType="runner" onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('DNI'), '30123456');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('DNI o contraseña incorrectos');
    expect(screen.getByLabelText('DNI')).toHaveValue('30123456');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(storedToken('runner')).toBeNull();
  });

  it('stores the runner token and reports the signed-in type', async () => {
    const ana = aRunner({ id: 1, dni: '30123456', nombre: 'Ana', apellido: 'Paz' });
    mockFetch((url) =>
      url.endsWith('/auth/login')
        ? {
            status: 200,
            body: { type: 'runner', token: 'tok-1', user: ana },
          }
        : { status: 200, body: ana },
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm allowTypeChoice defaultType="runner" onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('DNI'), '30123456');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('runner'));
    expect(storedToken('runner')).toBe('tok-1');
  });

  it('signs in with a DNI typed with dots or spaces, sent as its digits, and passes it to the password help', async () => {
    const calls = mockFetch(() => ({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: 'DNI o contraseña incorrectos' },
    }));
    renderWithProviders(<LoginForm allowTypeChoice defaultType="runner" onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('DNI'), '30.123.456');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto1');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/olvide-mi-contrasena?dni=30.123.456',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ dni: '30123456' });
    await userEvent.clear(screen.getByLabelText('DNI'));
    await userEvent.type(screen.getByLabelText('DNI'), '30 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(JSON.parse(String(calls[1]?.init.body))).toMatchObject({ dni: '30123456' });
  });
});
