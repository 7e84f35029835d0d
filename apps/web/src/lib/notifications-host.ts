import { useSyncExternalStore } from 'react';

// Whether a toast has been asked for: the toasts' host (code and styles) loads only then, not on every visit.
let requested = false;
const listeners = new Set<() => void>();

/** Called before the first toast; Mantine's store keeps it until the host mounts and shows it. */
export function requestNotificationsHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationsHostRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}
