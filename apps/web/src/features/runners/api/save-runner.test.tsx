import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeys } from '../../../api/auth.ts';
import { runnerKeys } from '../../../api/runners.ts';
import { aRunner } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/render.tsx';
import { type AdminUpdateRunner, useUpdateRunner } from './save-runner.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('saving a runner', () => {
  it('sends PUT /admin/runners/:id and invalidates every read of runners and the signed-in runner', async () => {
    const saved = { ...aRunner({ id: 7, nombre: 'Ana' }), passwordChangeCount: 0 };
    const calls = mockFetch(() => ({ status: 200, body: saved }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(runnerKeys.list({ page: 1, limit: 10, search: '' }), { items: [] });
    queryClient.setQueryData(runnerKeys.list({ search: 'ana', limit: 5, page: 1 }), { items: [] });
    queryClient.setQueryData(authKeys.profile('runner'), null);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateRunner(7), { wrapper });

    // The body's fields do not matter to the cache; the runner's own data, as the form sends it.
    const { id, requiereCambioPassword, created_at, updated_at, passwordChangeCount, ...body } = saved;
    result.current.mutate(body satisfies AdminUpdateRunner);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(calls[0]?.url).toBe('/api/admin/runners/7');
    expect(calls[0]?.init.method).toBe('PUT');
    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(runnerKeys.list({ page: 1, limit: 10, search: '' }))).toBe(true);
    expect(state(runnerKeys.list({ search: 'ana', limit: 5, page: 1 }))).toBe(true);
    expect(state(authKeys.profile('runner'))).toBe(true);
    expect(queryClient.getQueryData(runnerKeys.detail(7))).toEqual(saved);
  });
});
