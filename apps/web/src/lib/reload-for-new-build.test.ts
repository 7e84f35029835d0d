import { describe, expect, it, vi } from 'vitest';
import { reloadOnceForNewBuild } from './reload-for-new-build.ts';

function fakeWindow(onLine = true) {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    navigator: { onLine },
    location: { reload },
  } as unknown as Parameters<typeof reloadOnceForNewBuild>[0];
  const fire = () => target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { win, reload, fire };
}

describe('reloadOnceForNewBuild', () => {
  it('reloads once when a chunk of an earlier build is missing, and not again within seconds', () => {
    const { win, reload, fire } = fakeWindow();
    let clock = 1_000_000;
    reloadOnceForNewBuild(win, () => clock);
    fire();
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 3_000;
    fire();
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 60_000;
    fire();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline', () => {
    const { win, reload, fire } = fakeWindow(false);
    reloadOnceForNewBuild(win, () => 1_000_000);
    fire();
    expect(reload).not.toHaveBeenCalled();
  });
});
