import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

// The validation chunk (zod) cannot be downloaded, as when the connection drops after the page loaded.
vi.mock('./login-validation.ts', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('LoginForm without its validation code', () => {
  it('says the connection failed, sends nothing and keeps what was typed', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm allowTypeChoice defaultType="runner" onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('DNI'), '30123456');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo conectar con el servidor. Verifica tu conexión.',
    );
    expect(screen.getByLabelText('DNI')).toHaveValue('30123456');
    expect(calls).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
