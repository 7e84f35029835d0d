import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeys } from '../api/auth.ts';
import { runnerKeys } from '../api/runners.ts';
import { aRunner } from '../test/fixtures.ts';
import { mockFetch } from '../test/render.tsx';
import { useSessionActions } from './session.tsx';
import { storedToken, storeSession } from './session-storage.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});

function sessionActions(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSessionActions(), { wrapper }).result.current;
}

describe('the session cache', () => {
  it('keeps only who is signed in (nobody) after a sign-out: the runner’s own data goes too', async () => {
    storeSession('runner', 'tok-runner');
    mockFetch(() => ({ status: 200, body: { message: 'Sesión cerrada correctamente' } }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(authKeys.profile('runner'), { id: 7 });
    queryClient.setQueryData(authKeys.passwordChangeCount(), 1);
    queryClient.setQueryData(runnerKeys.detail(7), { id: 7 });

    expect(await sessionActions(queryClient).signOut('runner')).toBe(true);

    expect(storedToken('runner')).toBeNull();
    expect(queryClient.getQueryData(authKeys.profile('runner'))).toBeNull();
    expect(queryClient.getQueryCache().find({ queryKey: authKeys.passwordChangeCount(), exact: true })).toBeUndefined();
    expect(queryClient.getQueryCache().find({ queryKey: runnerKeys.detail(7) })).toBeUndefined();
  });

  it('signs in through the login endpoint and keeps the account the server answered', async () => {
    const user = aRunner({ id: 3, nombre: 'Ana' });
    const calls = mockFetch(() => ({ status: 200, body: { token: 'tok-new', type: 'runner', user } }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(authKeys.passwordChangeCount(), 2);

    const kind = await sessionActions(queryClient).signIn({ dni: '30111222', password: 'secreto1', type: 'runner' });

    expect(kind).toBe('runner');
    expect(calls.map((c) => [c.url, c.init.method])).toEqual([['/api/auth/login', 'POST']]);
    expect(storedToken('runner')).toBe('tok-new');
    expect(queryClient.getQueryData(authKeys.profile('runner'))).toEqual(user);
    // Whatever a previous account left is gone.
    expect(queryClient.getQueryCache().find({ queryKey: authKeys.passwordChangeCount(), exact: true })).toBeUndefined();
  });
});
