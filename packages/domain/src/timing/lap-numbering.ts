export interface Passage {
  id: number;
  dorsal: number | null;
  time: number;
}

/**
 * Lap of every passage for its bib, counted in time order (ties by id, i.e. arrival at the server);
 * passages without a bib have no lap. Raw lap numbers only keep two devices from writing the same
 * lap at once (D11); what results show is this order.
 */
export function numberLaps<P extends Passage>(passages: readonly P[]): Map<number, number> {
  const byBib = new Map<number, P[]>();
  for (const passage of passages) {
    if (passage.dorsal === null) continue;
    const list = byBib.get(passage.dorsal) ?? [];
    list.push(passage);
    byBib.set(passage.dorsal, list);
  }
  const laps = new Map<number, number>();
  for (const list of byBib.values()) {
    list.sort((a, b) => a.time - b.time || a.id - b.id);
    list.forEach((passage, index) => {
      laps.set(passage.id, index + 1);
    });
  }
  return laps;
}
