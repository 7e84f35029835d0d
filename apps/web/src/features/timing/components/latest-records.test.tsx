import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
        onMark={() => {}}
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
        onMark={() => {}}
      />,
    );
    const flagged = screen.getByRole('row', { name: /#999/ });
    expect(flagged).toHaveAttribute('data-review', 'UNKNOWN_BIB');
    expect(within(flagged).getByText('Dorsal sin corredor')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /#12/ })).not.toHaveAttribute('data-review');
  });
});

describe('LatestRecords: records that do not count', () => {
  const render = (records: TimeRecord[], onMark = vi.fn()) => {
    renderWithProviders(
      <LatestRecords
        rows={mergeRecords(records, [])}
        runnerName={(bib) => (bib === 23 ? 'Martina Gómez' : null)}
        groupName={(row) => row.record?.groupName ?? null}
        review={(row) => rowReview(row, (bib) => bib !== 999)}
        onBib={() => {}}
        onTimes={() => {}}
        onMark={onMark}
      />,
    );
    return onMark;
  };
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('shows a record with no known rider by its time of day only: no race time, no group', () => {
    render([
      { ...record('a', null, 'NO_BIB'), lap: null },
      { ...record('b', 999, 'UNKNOWN_BIB'), lap: null, timestamp: AFTERNOON - 1000 },
    ]);
    const [, time, lap, group, clock] = cells(screen.getByRole('row', { name: /Sin dorsal/ }));
    expect([time, lap, group, clock]).toEqual(['—', '—', '—', '14:35:05']);
    const unknown = cells(screen.getByRole('row', { name: /#999/ }));
    expect(unknown.slice(1, 5)).toEqual(['—', '—', '—', '14:35:04']);
    expect(screen.getByRole('columnheader', { name: 'Hora' })).toBeInTheDocument();
    // No rider, no times to open.
    const row = screen.getByRole('row', { name: /#999/ });
    expect(within(row).getAllByRole('button', { name: 'Tiempos' })[0]).toBeDisabled();
  });

  it('labels a repeat and a voided record, and offers Anular or Restaurar', async () => {
    const repeat = { ...record('r', 23, 'REPEAT' as const), id: 5, lap: null };
    const voided = { ...record('v', 23, 'VOIDED' as const), id: 6, lap: null, mark: 'VOIDED' as const, timestamp: 1 };
    const onMark = render([repeat, voided]);
    const repeatRow = screen.getByRole('row', { name: /Repetida/ });
    expect(repeatRow).toHaveTextContent('Martina Gómez');
    expect(repeatRow).toHaveAttribute('data-review', 'REPEAT');
    const voidedRow = screen.getByRole('row', { name: /Anulada/ });
    expect(within(voidedRow).queryByRole('button', { name: 'Anular' })).toBeNull();
    await userEvent.click(within(voidedRow).getByRole('button', { name: 'Restaurar' }));
    expect(onMark).toHaveBeenLastCalledWith(voided, null);
    await userEvent.click(within(repeatRow).getByRole('button', { name: 'Anular' }));
    expect(onMark).toHaveBeenLastCalledWith(repeat, 'VOIDED');
  });
});

describe('LatestRecords: the whole race, a page at a time', () => {
  /** 23 passages a minute apart, bibs 1 to 4 in turn, three laps each; the newest first. */
  const race = () =>
    mergeRecords(
      Array.from({ length: 23 }, (_, i) => ({
        ...record(`r${i}`, (i % 4) + 1, null),
        id: i + 1,
        timestamp: AFTERNOON + i * 60_000,
        lap: Math.floor(i / 4) + 1,
      })),
      [],
    );
  const render = (rows = race()) =>
    renderWithProviders(
      <LatestRecords
        rows={rows}
        runnerName={(bib) => `Corredor ${bib}`}
        groupName={() => 'Largada Elite'}
        totalLaps={() => 3}
        review={(row) => rowReview(row, () => true)}
        onBib={() => {}}
        onTimes={() => {}}
        onMark={() => {}}
      />,
    );
  const bodyRows = () =>
    within(screen.getByRole('table', { name: 'Últimos registros' }))
      .getAllByRole('row')
      .slice(1);

  it('pages back to the first passage and forward again', async () => {
    render();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Más recientes' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Más antiguos' }));
    expect(screen.getByText('11–20 de 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Más antiguos' }));
    expect(screen.getByText('21–23 de 23')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    // The race's first passage, at 14:35:05.
    expect(within(bodyRows().at(-1)!).getByText('14:35:05')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Más antiguos' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Más recientes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Más recientes' }));
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
  });

  it('shows one rider’s records with the bib filter, and says when there are none', async () => {
    render();
    await userEvent.type(screen.getByLabelText('Filtrar por dorsal'), '3');
    expect(bodyRows()).toHaveLength(6);
    expect(bodyRows().every((row) => row.textContent?.includes('#3'))).toBe(true);
    expect(screen.getByText('1–6 de 6')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Filtrar por dorsal'), '3');
    expect(screen.getByText('Ningún registro del dorsal 33.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Filtrar por dorsal'));
    expect(bodyRows()).toHaveLength(10);
  });

  it('marks a rider’s finish: its own row style and a Llegada badge instead of the lap', () => {
    const at = (i: number) => AFTERNOON + i * 60_000;
    render(
      mergeRecords(
        [
          { ...record('lap2', 5, null), timestamp: at(1), lap: 2 },
          { ...record('finish', 5, null), timestamp: at(2), lap: 3 },
          { ...record('voided', 6, 'VOIDED'), timestamp: at(3), lap: 3, mark: 'VOIDED' },
          { ...record('beyond', 5, 'BEYOND_LAPS'), timestamp: at(4), lap: null },
        ],
        [],
      ),
    );
    const finishes = bodyRows().filter((row) => row.getAttribute('data-finish') === 'true');
    expect(finishes).toHaveLength(1);
    const [bib, , lap] = within(finishes[0]!).getAllByRole('cell');
    expect(bib).toHaveTextContent('#5');
    expect(lap).toHaveTextContent('Llegada, vuelta 3');
    expect(within(lap!).getByText('Llegada')).toBeVisible();
  });
});

describe('GroupClock', () => {
  it('shows the start on the 24-hour clock', () => {
    renderWithProviders(<GroupClock startTime={AFTERNOON} offset={0} saved />);
    expect(screen.getByText('Largada: 14:35:05')).toBeInTheDocument();
  });
});
