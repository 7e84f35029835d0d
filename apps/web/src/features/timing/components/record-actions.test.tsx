import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { MarkRecordDialog, markActions, markQuestion } from './record-actions.tsx';

const previousTz = process.env.TZ;
const realFetch = globalThis.fetch;
beforeAll(() => {
  process.env.TZ = 'America/Argentina/Buenos_Aires';
});
afterAll(() => {
  process.env.TZ = previousTz;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  notifications.clean();
});

/** Lap 2 of bib 23 at 10:42:07 in Tucumán. */
const lap2: TimeRecord = {
  id: 41,
  clientId: 'c41',
  dorsal: 23,
  corrected: false,
  time: 6_564_569,
  timestamp: Date.UTC(2026, 3, 13, 13, 42, 7),
  lap: 2,
  groupId: 1,
  review: null,
  mark: null,
};

describe('markQuestion', () => {
  it('names the rider, the lap and the time of day', () => {
    expect(markQuestion({ record: lap2, mark: 'VOIDED', runnerName: 'Martina Gómez' })).toBe(
      '¿Anular la pasada de Martina Gómez (#23), vuelta 2, 10:42:07?',
    );
    expect(markQuestion({ record: { ...lap2, dorsal: null, lap: null }, mark: 'VOIDED', runnerName: null })).toBe(
      '¿Anular la pasada sin dorsal, 10:42:07?',
    );
    expect(markQuestion({ record: { ...lap2, dorsal: 999, lap: null }, mark: 'VOIDED', runnerName: null })).toBe(
      '¿Anular la pasada del dorsal #999, 10:42:07?',
    );
    const repeat = { ...lap2, lap: null, review: 'REPEAT' as const };
    expect(markQuestion({ record: repeat, mark: 'COUNTED', runnerName: 'Martina Gómez', gap: 400 })).toBe(
      '¿Contar como vuelta la pasada repetida de Martina Gómez (#23), 10:42:07 (a 0,4 s de la anterior)?',
    );
    const voided = { ...lap2, lap: null, review: 'VOIDED' as const, mark: 'VOIDED' as const };
    expect(markQuestion({ record: voided, mark: null, runnerName: 'Martina Gómez' })).toBe(
      '¿Restaurar la pasada anulada de Martina Gómez (#23), 10:42:07?',
    );
  });

  it('offers Restaurar once marked, Contar only on a repeat where asked', () => {
    expect(markActions(lap2)).toEqual(['VOIDED']);
    expect(markActions({ ...lap2, review: 'REPEAT' }, { count: true })).toEqual(['COUNTED', 'VOIDED']);
    expect(markActions({ ...lap2, review: 'REPEAT' })).toEqual(['VOIDED']);
    expect(markActions({ ...lap2, review: 'VOIDED', mark: 'VOIDED' })).toEqual([null]);
    expect(markActions({ ...lap2, mark: 'COUNTED' })).toEqual([null]);
  });
});

describe('MarkRecordDialog', () => {
  it('sends the mark once confirmed and says it was done', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { ...lap2, review: 'VOIDED', mark: 'VOIDED' } }));
    const onClose = vi.fn();
    renderWithProviders(
      <MarkRecordDialog
        eventId={4}
        target={{ record: lap2, mark: 'VOIDED', runnerName: 'Martina Gómez' }}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Anular pasada' });
    expect(dialog).toHaveTextContent('¿Anular la pasada de Martina Gómez (#23), vuelta 2, 10:42:07?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, anular' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/timing/4/record-mark');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ timeId: 41, mark: 'VOIDED' });
    expect(await screen.findByText('Pasada anulada')).toBeInTheDocument();
  });

  it('gives the focus to the element it is told to once it closes, confirmed or cancelled', async () => {
    mockFetch(() => ({ status: 200, body: { ...lap2, review: 'VOIDED', mark: 'VOIDED' } }));
    // Confirmed, cancelled, closed from its corner.
    for (const button of ['Sí, anular', 'Cancelar', 'Cerrar']) {
      const onClose = vi.fn();
      const view = renderWithProviders(
        <>
          <input id="bib-input" aria-label="Número de dorsal" />
          <MarkRecordDialog
            eventId={4}
            target={{ record: lap2, mark: 'VOIDED', runnerName: null }}
            onClose={onClose}
            returnFocusTo="bib-input"
          />
        </>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Anular pasada' });
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Número de dorsal')));
      view.unmount();
    }
  });

  it('shows a failure with the server’s words and no success (D1); Cancelar sends nothing', async () => {
    const calls = mockFetch(() => ({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'Registro de tiempo no encontrado' },
    }));
    const onClose = vi.fn();
    renderWithProviders(
      <MarkRecordDialog eventId={4} target={{ record: lap2, mark: null, runnerName: null }} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Restaurar pasada' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, restaurar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo restaurar la pasada: Registro de tiempo no encontrado',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Pasada restaurada')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });
});
