import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { rowReview } from '../review-items.ts';
import { mergeRecords } from '../timing-records.ts';
import { GroupClock } from './group-clock.tsx';
import { LatestRecords } from './latest-records.tsx';

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Argentina/Buenos_Aires';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

/** 13/04/2026 14:35:05 in Tucumán (UTC−3): an afternoon passage. */
const AFTERNOON = Date.UTC(2026, 3, 13, 17, 35, 5);

const record = (clientId: string, dorsal: number | null, review: TimeRecord['review']): TimeRecord => ({
  id: 1,
  clientId,
  dorsal,
  corrected: false,
  time: 3_725_000,
  timestamp: AFTERNOON,
  lap: 1,
  groupId: 2,
  groupName: 'Largada Elite',
  review,
});

describe('LatestRecords', () => {
  it('shows the time of day on the 24-hour clock and the rider’s own group', () => {
    const rows = mergeRecords([record('a', 12, null)], []);
    renderWithProviders(
      <LatestRecords
        rows={rows}
        runnerName={() => 'Ana Aráoz'}
        groupName={(row) => row.record?.groupName ?? null}
        review={(row) => rowReview(row, () => true)}
        onBib={() => {}}
        onTimes={() => {}}
      />,
    );
    const row = screen.getByRole('row', { name: /#12/ });
    expect(within(row).getByText('14:35:05')).toBeInTheDocument();
    expect(within(row).queryByText(/02:35:05/)).toBeNull();
    expect(within(row).getByText('Largada Elite')).toBeInTheDocument();
  });

  it('marks a bib nobody holds in red, in words too', () => {
    const rows = mergeRecords([record('a', 999, 'UNKNOWN_BIB'), { ...record('b', 12, null), timestamp: 1 }], []);
    renderWithProviders(
      <LatestRecords
        rows={rows}
        runnerName={() => null}
        groupName={() => null}
        review={(row) => rowReview(row, () => true)}
        onBib={() => {}}
        onTimes={() => {}}
      />,
    );
    const flagged = screen.getByRole('row', { name: /#999/ });
    expect(flagged).toHaveAttribute('data-review', 'UNKNOWN_BIB');
    expect(within(flagged).getByText('Dorsal sin corredor')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /#12/ })).not.toHaveAttribute('data-review');
  });
});

describe('GroupClock', () => {
  it('shows the start on the 24-hour clock', () => {
    renderWithProviders(<GroupClock startTime={AFTERNOON} offset={0} saved />);
    expect(screen.getByText('Largada: 14:35:05')).toBeInTheDocument();
  });
});
