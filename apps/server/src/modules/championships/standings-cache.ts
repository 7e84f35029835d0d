/**
 * Computed standings kept a few seconds per championship: a public page read by a crowd computes each event's
 * results once per window, not once per visitor. A read during a computation shares it; a failed computation is
 * not kept. An administrator's change forgets the championship at once; a change of results shows within `ttlMs`.
 */
export class StandingsCache<T> {
  private readonly entries = new Map<number, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(id: number, compute: () => Promise<T>): Promise<T> {
    const at = this.now();
    const kept = this.entries.get(id);
    if (kept && kept.at + this.ttlMs > at) return kept.value;
    const value = compute();
    this.entries.set(id, { at, value });
    value.catch(() => {
      if (this.entries.get(id)?.value === value) this.entries.delete(id);
    });
    return value;
  }

  forget(id: number): void {
    this.entries.delete(id);
  }
}
