import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { reviewItems } from '../review-items.ts';
import { storedRecord } from '../test-builders.ts';
import { mergeRecords } from '../timing-records.ts';
import { ReviewPanel } from './review-panel.tsx';

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Argentina/Buenos_Aires';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

/** 10:42:07 in Tucumán (UTC−3). */
const MORNING = Date.UTC(2026, 3, 13, 13, 42, 7);

function renderPanel(records: TimeRecord[], serverReview: TimeRecord[] = []) {
  const rows = mergeRecords(records, []);
  const onMark = vi.fn();
  const onBib = vi.fn();
  const onClearDns = vi.fn();
  renderWithProviders(
    <ReviewPanel
      items={reviewItems({ rows, serverReview, entries: [], holds: (bib) => bib !== 999 })}
      groupName={() => 'Largada Elite'}
      onBib={onBib}
      onRejected={() => {}}
      onMark={onMark}
      onClearDns={onClearDns}
    />,
  );
  const items = within(screen.getByRole('list', { name: 'Registros a revisar' })).getAllByRole('listitem');
  return { items, onMark, onBib, onClearDns };
}

describe('ReviewPanel', () => {
  it("offers 'Quitar DNS' on a DNS rider's passage, 'Aceptar' on an unusual lap, and never lists a backup's copy", async () => {
    const dns = { ...storedRecord('dns', 51, MORNING + 2_000, 'DNS'), lap: null };
    const copy = { ...storedRecord('copy', 23, MORNING + 1_500, 'BACKUP_COPY'), lap: null };
    const odd = storedRecord('odd', 59, MORNING + 1_000, null);
    const flagged = { ...odd, unusual: 'SLOW' as const };
    const { items, onClearDns, onMark } = renderPanel(
      [storedRecord('lap', 23, MORNING, null), copy, odd, dns],
      [flagged],
    );
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Dorsal #51: figura como No largó',
      'Dorsal #59: tiempo inusual (vuelta muy lenta)',
    ]);
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Quitar DNS' }));
    expect(onClearDns).toHaveBeenCalledWith(51);
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Aceptar' }));
    expect(onMark).toHaveBeenLastCalledWith(flagged, 'COUNTED');
  });

  it('offers Contar and Anular on a repeat, saying how close it came to the previous lap', async () => {
    const repeat = { ...storedRecord('again', 23, MORNING + 400, 'REPEAT'), lap: null };
    const { items, onMark } = renderPanel([storedRecord('lap1', 23, MORNING, null), repeat]);
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Dorsal #23: pasada repetida (a 0,4 s de la anterior)');
    expect(items[0]).toHaveTextContent('Hora 10:42:07');
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Contar' }));
    expect(onMark).toHaveBeenLastCalledWith(repeat, 'COUNTED');
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Anular' }));
    expect(onMark).toHaveBeenLastCalledWith(repeat, 'VOIDED');
  });

  it('shows a record with no known rider by its time of day only, with Dorsal and Anular', async () => {
    const { items, onBib, onMark } = renderPanel([
      { ...storedRecord('typo', 999, MORNING, 'UNKNOWN_BIB'), lap: null },
      { ...storedRecord('nobib', null, MORNING - 60_000, 'NO_BIB'), lap: null },
    ]);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Dorsal #999 sin corredor en este eventoHora 10:42:07D'),
      expect.stringContaining('Sin dorsalHora 10:41:07D'),
    ]);
    for (const item of items) expect(item).not.toHaveTextContent('Largada Elite');
    expect(within(items[0]!).queryByRole('button', { name: 'Contar' })).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Dorsal' }));
    expect(onBib).toHaveBeenCalledTimes(1);
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Anular' }));
    expect(onMark).toHaveBeenLastCalledWith(expect.objectContaining({ clientId: 'nobib' }), 'VOIDED');
  });

  it('keeps a record before its group’s start with its race time and group', () => {
    const { items } = renderPanel([storedRecord('early', 12, MORNING, 'BEFORE_START')]);
    expect(items[0]).toHaveTextContent(/Hora 10:42:07 · \d+:\d\d:\d\d\.\d\d · Largada Elite/);
  });
});
