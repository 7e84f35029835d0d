import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRunner } from '../test/fixtures.ts';
import { mockFetch } from '../test/render.tsx';
import { ApiError, apiRequest, buildUrl, SESSION_EXPIRED_EVENT } from './api-client.ts';
import { storedToken, storeSession } from './session-storage.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiRequest', () => {
  it('builds /api URLs and leaves out empty query values', () => {
    expect(buildUrl('/events', { active: true, limit: 1, search: '', page: undefined })).toBe(
      '/api/events?active=true&limit=1',
    );
  });

  it('sends the stored runner token and parses the JSON answer', async () => {
    storeSession('runner', 'tok-runner');
    const runner = aRunner();
    const calls = mockFetch(() => ({ status: 200, body: runner }));
    await expect(apiRequest('/auth/profile', { session: 'runner' })).resolves.toEqual(runner);
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer tok-runner');
  });

  it('turns an error answer into an ApiError with the server message and field errors', async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'VALIDATION_ERROR', message: 'Error de validación', fields: { dni: 'DNI inválido' } },
    }));
    const body = { dni: '30123456', password: 'secreto1', type: 'runner' };
    const error = await apiRequest('/auth/login', { method: 'POST', body, session: 'none' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Error de validación', fields: { dni: 'DNI inválido' } });
  });

  it('says there is no connection when the server cannot be reached', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = (await apiRequest('/events').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
    expect(error.message).toMatch(/conexión/i);
  });

  it('forgets a token the server rejects and announces the expired session', async () => {
    storeSession('runner', 'tok-old');
    mockFetch(() => ({ status: 401, body: { error: 'UNAUTHORIZED', message: 'Sesión expirada' } }));
    const listener = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    await apiRequest('/auth/profile', { session: 'runner' }).catch(() => {});
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
    expect(storedToken('runner')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });
});
