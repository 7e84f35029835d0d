/**
 * Per-lap times of a rider: each lap is the difference between consecutive cumulative passage times
 * (in passage order), unless an administrator set that lap's time (`overrides`, by lap number).
 */
export function lapTimes(cumulative: readonly number[], overrides?: ReadonlyMap<number, number>): number[] {
  const laps = new Array<number>(cumulative.length);
  let previous = 0;
  for (let index = 0; index < cumulative.length; index++) {
    const time = cumulative[index]!;
    laps[index] = overrides?.get(index + 1) ?? time - previous;
    previous = time;
  }
  return laps;
}
