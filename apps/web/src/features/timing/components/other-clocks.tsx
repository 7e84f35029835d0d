import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import { COUNTDOWN_TICK_MS, otherClocks } from '../clock.ts';
import { formatRaceTime } from '../passage-summary.ts';
import { useNow } from '../use-now.ts';
import classes from './timing-screen.module.css';

/**
 * The race time of every other group with a start, to the tenth, in one compact list under the selected
 * group's clock: a timekeeper whose screen shows a small late wave still sees the main one's time.
 */
export function OtherClocks({
  groups,
  starts,
  selectedId,
  offset,
}: {
  groups: readonly StartGroup[];
  starts: ReadonlyMap<number, { startTime: number | null }>;
  selectedId: number | null;
  offset: number;
}) {
  const any = groups.some((group) => group.id !== selectedId && (starts.get(group.id)?.startTime ?? null) !== null);
  const now = useNow(any ? COUNTDOWN_TICK_MS : null) + offset;
  const clocks = otherClocks(groups, starts, selectedId, now);
  if (clocks.length === 0) return null;
  return (
    <ul aria-label="Otros grupos" className={classes.otherClocks}>
      {clocks.map((clock) => (
        <li key={clock.id} className={classes.otherClock} data-phase={clock.phase}>
          <span className={classes.otherClockName}>{clock.name}</span>{' '}
          <span className={classes.otherClockTime}>
            {clock.phase === 'scheduled' ? `-${formatRaceTime(clock.ms)}` : formatRaceTime(clock.ms)}
          </span>
        </li>
      ))}
    </ul>
  );
}
