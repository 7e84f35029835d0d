import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionActions } from '../../../lib/session.tsx';
import { storedToken, storeSession } from '../../../lib/session-storage.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { LogoutAllSessionsButton, LogoutAllSessionsCard } from './logout-all-sessions.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});

function SignOutHarness({ kind }: { kind: 'runner' | 'admin' }) {
  const { signOut } = useSessionActions();
  const [result, setResult] = useState<string>('');
  return (
    <>
      <button type="button" onClick={async () => setResult(String(await signOut(kind)))}>
        Salir
      </button>
      <output>{result}</output>
    </>
  );
}

describe('signing out', () => {
  it('ends the session on the server with its token, then forgets it on this device', async () => {
    storeSession('runner', 'tok-runner');
    const calls = mockFetch(() => ({ status: 200, body: { message: 'Sesión cerrada correctamente' } }));
    renderWithProviders(<SignOutHarness kind="runner" />);
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    const call = calls.find((c) => c.url === '/api/auth/logout');
    expect(call?.init.method).toBe('POST');
    expect((call?.init.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer tok-runner');
    expect(storedToken('runner')).toBeNull();
  });

  it('still signs out on this device when the server cannot be reached, and says it could not confirm', async () => {
    storeSession('admin', 'tok-admin');
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderWithProviders(<SignOutHarness kind="admin" />);
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(storedToken('admin')).toBeNull();
  });
});

function renderAt(ui: React.ReactElement, route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={route} element={ui} />
      <Route path="/login" element={<p>Pantalla de ingreso</p>} />
      <Route path="/admin/login" element={<p>Ingreso de administradores</p>} />
    </Routes>,
    { route },
  );
}

describe('Cerrar todas las sesiones', () => {
  it('ends every session of the runner and goes to the login', async () => {
    storeSession('runner', 'tok-runner');
    const calls = mockFetch(() => ({ status: 200, body: { message: 'Se cerraron todas las sesiones' } }));
    renderAt(<LogoutAllSessionsCard />, '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
    expect(await screen.findByText('Pantalla de ingreso')).toBeVisible();
    const call = calls.find((c) => c.url === '/api/auth/logout-all');
    expect(call?.init.method).toBe('POST');
    expect((call?.init.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer tok-runner');
    expect(storedToken('runner')).toBeNull();
  });

  it('keeps the runner signed in and shows the server message when it fails', async () => {
    storeSession('runner', 'tok-runner');
    mockFetch(() => ({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'Error interno del servidor' } }));
    renderAt(<LogoutAllSessionsCard />, '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Error interno del servidor');
    expect(storedToken('runner')).toBe('tok-runner');
  });

  it('does the same for an admin with the admin token', async () => {
    storeSession('admin', 'tok-admin');
    const calls = mockFetch(() => ({ status: 200, body: { message: 'Se cerraron todas las sesiones' } }));
    renderAt(<LogoutAllSessionsButton />, '/admin/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
    expect(await screen.findByText('Ingreso de administradores')).toBeVisible();
    const call = calls.find((c) => c.url === '/api/auth/logout-all');
    expect((call?.init.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer tok-admin');
    expect(storedToken('admin')).toBeNull();
  });
});
