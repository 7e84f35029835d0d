const RELOADED_AT = 'carreras:reloaded-for-new-build';
/** A second failure this soon after a reload is not a new build: the page shows its own error instead. */
const REPEAT_WINDOW_MS = 10_000;

/**
 * After a deploy, a page opened before it asks for chunks of the earlier build, which are gone (the server
 * answers 404). Vite then fires `vite:preloadError`; the page reloads once to get the new build, instead of
 * showing a blank screen or an error. Offline, nothing is reloaded: the chunk is missing for another reason.
 */
export function reloadOnceForNewBuild(
  win: Pick<Window, 'addEventListener' | 'sessionStorage' | 'navigator' | 'location'> = window,
  now: () => number = Date.now,
): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (!win.navigator.onLine) return;
    const last = Number(win.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < REPEAT_WINDOW_MS) return;
    win.sessionStorage.setItem(RELOADED_AT, String(now()));
    event.preventDefault();
    win.location.reload();
  });
}
