import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAdminPath, registerServiceWorker } from './service-worker.ts';

function stubServiceWorker(register: (url: string, options: RegistrationOptions) => Promise<unknown>) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
}

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('does nothing outside a production build', () => {
    const register = vi.fn(() => Promise.resolve({}));
    stubServiceWorker(register);
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers /sw.js for the whole site only after the page has loaded', () => {
    vi.stubEnv('PROD', true);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const register = vi.fn(() => Promise.resolve({}));
    stubServiceWorker(register);
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('logs a failed registration and leaves the app alone', async () => {
    vi.stubEnv('PROD', true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('blocked');
    stubServiceWorker(() => Promise.reject(failure));
    registerServiceWorker();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Service worker registration failed', failure));
  });

  it('is meant for admin pages only', () => {
    expect(['/admin', '/admin/timing/4', '/admin/login'].every(isAdminPath)).toBe(true);
    expect(['/', '/login', '/results/4', '/administracion'].some(isAdminPath)).toBe(false);
  });
});
