/**
 * Registers /sw.js (the offline app shell for race-day timing) once the page has loaded, so it never
 * competes with the first paint. Production builds only; a failure is logged and changes nothing else.
 * Called for admin pages only: the worker precaches the whole app, admin area included, which a
 * runner's phone never needs to download.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Admin pages opened directly (a reload, a bookmark) register at start; the timing screen also does on mount. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
