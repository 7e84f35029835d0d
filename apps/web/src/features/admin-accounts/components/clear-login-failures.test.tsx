import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ClearLoginFailures } from './clear-login-failures.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});

describe('ClearLoginFailures', () => {
  it('clears the failures of a DNI with the admin token', async () => {
    storeSession('admin', 'tok-super');
    const calls = mockFetch(() => ({ status: 200, body: { message: 'Intentos fallidos borrados', cleared: 2 } }));
    renderWithProviders(<ClearLoginFailures />, { route: '/admin/admins' });
    await userEvent.type(screen.getByLabelText('DNI con intentos fallidos'), '30123456');
    await userEvent.click(screen.getByRole('button', { name: 'Borrar intentos fallidos' }));
    expect(await screen.findByText('Intentos fallidos borrados')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/admin/login-failures/30123456');
    expect(calls[0]?.init.method).toBe('DELETE');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer tok-super');
    expect(screen.getByLabelText('DNI con intentos fallidos')).toHaveValue('');
  });

  it('checks the DNI first and keeps it when the server refuses', async () => {
    storeSession('admin', 'tok-admin');
    const calls = mockFetch(() => ({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'Esta cuenta no tiene permiso para realizar esta acción' },
    }));
    renderWithProviders(<ClearLoginFailures />, { route: '/admin/admins' });
    await userEvent.type(screen.getByLabelText('DNI con intentos fallidos'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Borrar intentos fallidos' }));
    expect(await screen.findByText('El DNI debe tener entre 7 y 8 dígitos')).toBeVisible();
    expect(calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('DNI con intentos fallidos'));
    await userEvent.type(screen.getByLabelText('DNI con intentos fallidos'), '30123456');
    await userEvent.click(screen.getByRole('button', { name: 'Borrar intentos fallidos' }));
    expect(await screen.findByText('Esta cuenta no tiene permiso para realizar esta acción')).toBeVisible();
    expect(screen.getByLabelText('DNI con intentos fallidos')).toHaveValue('30123456');
  });
});
