/**
 * Room for rendered diplomas and share cards: a diploma is about 20 KB and a card about 60 KB, so some 400
 * riders' pair of files stay ready, and a flood of different riders costs renders, never memory.
 */
export const RENDER_CACHE_BYTES = 32 * 1024 * 1024;

export interface RenderCache {
  /**
   * The file of `slot` (one rider's diploma, say) at `version`: the kept one, the one being rendered for an
   * earlier caller, or a new one from `render`, kept once it succeeds (in place of the slot's older version).
   * A failed render is answered to every caller waiting for it and never kept.
   */
  get(slot: string, version: string, render: () => Promise<Buffer>): Promise<Buffer>;
  stats(): { entries: number; bytes: number; rendering: number };
  clear(): void;
}

/** A slot's stored file: what it weighs is the file plus its key. */
interface Entry {
  version: string;
  file: Buffer;
  bytes: number;
}

/**
 * Rendered files by slot and version, bounded by bytes: beyond `maxBytes` the least recently asked are dropped
 * first. Concurrent callers of a slot and version not yet rendered share one render.
 */
export function createRenderCache(maxBytes = RENDER_CACHE_BYTES): RenderCache {
  // Map order is the recency order: a read moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function remove(slot: string, entry: Entry) {
    entries.delete(slot);
    bytes -= entry.bytes;
  }

  function store(slot: string, version: string, file: Buffer) {
    const previous = entries.get(slot);
    if (previous) remove(slot, previous);
    const entry = { version, file, bytes: file.length + slot.length + version.length };
    if (entry.bytes > maxBytes) return;
    entries.set(slot, entry);
    bytes += entry.bytes;
    for (const [oldSlot, old] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldSlot, old);
    }
  }

  return {
    get(slot, version, render) {
      const kept = entries.get(slot);
      if (kept?.version === version) {
        entries.delete(slot);
        entries.set(slot, kept);
        return Promise.resolve(kept.file);
      }
      const key = `${slot}\n${version}`;
      const inFlight = rendering.get(key);
      if (inFlight) return inFlight;
      const made = render();
      rendering.set(key, made);
      made.then(
        (file) => {
          if (rendering.get(key) !== made) return;
          rendering.delete(key);
          store(slot, version, file);
        },
        () => {
          if (rendering.get(key) === made) rendering.delete(key);
        },
      );
      return made;
    },
    stats: () => ({ entries: entries.size, bytes, rendering: rendering.size }),
    clear() {
      entries.clear();
      rendering.clear();
      bytes = 0;
    },
  };
}
