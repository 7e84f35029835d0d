/**
 * Per-lap times of a rider: each lap is the difference between consecutive cumulative passage times
 * (in passage order), unless an administrator set that lap's time (`overrides`, by lap number).
 */
export function lapTimes(cumulative: readonly number[], overrides: ReadonlyMap<number, number> = new Map()): number[] {
  return cumulative.map((time, index) => overrides.get(index + 1) ?? time - (index === 0 ? 0 : cumulative[index - 1]!));
}
