import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (no refresh when null). */
export function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return intervalMs === null ? Date.now() : now;
}
