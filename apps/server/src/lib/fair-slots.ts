/**
 * Places shared fairly between addresses (decision 011): at most `total` in all and `perAddress` per address.
 * When every place is taken, a newcomer from an address holding at least two fewer places than the address
 * holding the most gets the place of that address's oldest holder, which is evicted. The gap of two keeps the
 * evicted holder from taking the place back at once (after the swap its address holds no fewer than the
 * newcomer's), so a reconnection never starts a ping-pong.
 */
export type SlotTake<T> =
  | { granted: true; evicted: T | null }
  /** `full`: every place is taken and no address holds enough more; `address`: this address's ceiling. */
  | { granted: false; reason: 'full' | 'address' };

export class FairSlots<T> {
  /** Holders per address, oldest first (a Set keeps insertion order). */
  private readonly byAddress = new Map<string, Set<T>>();
  private count = 0;

  constructor(
    private readonly total: number,
    private readonly perAddress: number,
  ) {}

  /** Places taken now. */
  get size(): number {
    return this.count;
  }

  /** Places `address` holds now. */
  heldBy(address: string): number {
    return this.byAddress.get(address)?.size ?? 0;
  }

  /** Gives `holder` a place for `address`; the evicted holder (if any) has already lost its place. */
  take(address: string, holder: T): SlotTake<T> {
    const held = this.heldBy(address);
    if (held >= this.perAddress) return { granted: false, reason: 'address' };
    let evicted: T | null = null;
    if (this.count >= this.total) {
      const richest = this.richestAddress();
      if (richest === null || held + 2 > richest.holders.size) return { granted: false, reason: 'full' };
      evicted = richest.holders.values().next().value as T;
      this.release(richest.address, evicted);
    }
    let holders = this.byAddress.get(address);
    if (!holders) {
      holders = new Set();
      this.byAddress.set(address, holders);
    }
    holders.add(holder);
    this.count += 1;
    return { granted: true, evicted };
  }

  /** Gives the place of `holder` back; nothing when it holds none (already released or evicted). */
  release(address: string, holder: T): void {
    const holders = this.byAddress.get(address);
    if (!holders?.delete(holder)) return;
    this.count -= 1;
    if (holders.size === 0) this.byAddress.delete(address);
  }

  /**
   * The address holding the most places (the first seen among equals). A scan, made only when every place is
   * taken: at most one step per address holding a place, a few thousand at the configured totals.
   */
  private richestAddress(): { address: string; holders: Set<T> } | null {
    let best: { address: string; holders: Set<T> } | null = null;
    for (const [address, holders] of this.byAddress) {
      if (best === null || holders.size > best.holders.size) best = { address, holders };
    }
    return best;
  }
}
