import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox/outbox-store.ts';
import { answerAlert, refusalMessage, repeatMessage, useRecordAlerts } from './record-answers.ts';
import { outboxEntry, storedRecord } from './test-builders.ts';
import { mergeRecords } from './timing-records.ts';

/** The bib's first lap, stored at 10 000. */
const firstLap = storedRecord('lap1', 23, 10_000);
const repeatAnswer: TimeRecord = { ...storedRecord('again', 23, 10_400), lap: null, review: 'REPEAT' };
const answered = (entry: OutboxEntry, response: TimeRecord): OutboxEntry => ({ ...entry, status: 'sent', response });

describe('answerAlert', () => {
  const rows = mergeRecords([firstLap], []);

  it('tells a repeat with its distance to the previous lap', () => {
    const entry = answered(outboxEntry('again', 'pending', { dorsal: 23, timestamp: 10_400 }), repeatAnswer);
    expect(answerAlert(entry, rows)).toEqual({
      id: 'again',
      bib: 23,
      message: 'Dorsal 23: pasada repetida (a 0,4 s de la anterior); no se cuenta como vuelta',
      takenAt: 5000,
    });
  });

  it('tells a finished rider as the spec writes it, and any other refusal with the server’s words', () => {
    const finished = {
      ...outboxEntry('x', 'rejected', { dorsal: 23, timestamp: 20_000 }),
      error: 'El corredor #23 ya ha completado todas las vueltas',
    };
    expect(answerAlert(finished, rows)?.message).toBe('El corredor #23 ya ha completado todas las vueltas');
    expect(refusalMessage(7, 'Número de dorsal inválido')).toBe(
      'Dorsal 7 rechazado por el servidor: Número de dorsal inválido. Quedó en Registros a revisar.',
    );
  });

  it('says nothing of a passage that counts, nor of one still waiting (no connection)', () => {
    const counted = answered(outboxEntry('ok', 'pending', { dorsal: 23 }), storedRecord('ok', 23, 90_000));
    expect(answerAlert(counted, rows)).toBeNull();
    expect(answerAlert(outboxEntry('wait', 'pending', { dorsal: 23 }), rows)).toBeNull();
    expect(answerAlert(outboxEntry('start', 'rejected', { groupId: 1 }, 'start'), rows)).toBeNull();
  });

  it('reads a repeat with no earlier lap on the device without a distance', () => {
    expect(repeatMessage(23, null)).toBe('Dorsal 23: pasada repetida; no se cuenta como vuelta');
  });
});

describe('useRecordAlerts', () => {
  it('tells the answers that arrive while the screen is open, never the ones a reload finds', () => {
    const before = answered(outboxEntry('old', 'pending', { dorsal: 23, timestamp: 10_400 }), repeatAnswer);
    const waiting = outboxEntry('new', 'pending', { dorsal: 23, timestamp: 10_400 });
    const rows = mergeRecords([firstLap], []);
    const { result, rerender } = renderHook(({ entries }) => useRecordAlerts(entries, rows), {
      initialProps: { entries: [before, waiting] },
    });
    expect(result.current).toBeNull();
    act(() => rerender({ entries: [before, answered(waiting, { ...repeatAnswer, clientId: 'new' })] }));
    expect(result.current).toMatchObject({ id: 'new', bib: 23 });
    // A record taken on this screen whose answer came back before it was ever shown waiting.
    const fast = {
      ...outboxEntry('fast', 'rejected', { dorsal: 23, timestamp: 90_000 }, 'record', Date.now() + 1),
      error: 'El corredor #23 ya ha completado todas las vueltas',
    };
    act(() => rerender({ entries: [before, fast] }));
    expect(result.current).toMatchObject({ id: 'fast', message: 'El corredor #23 ya ha completado todas las vueltas' });
  });

  it('stays silent while records only wait (offline)', () => {
    const waiting = outboxEntry('w', 'pending', { dorsal: 23, timestamp: 10_400 });
    const { result, rerender } = renderHook(({ entries }) => useRecordAlerts(entries, []), {
      initialProps: { entries: [waiting] },
    });
    act(() => rerender({ entries: [{ ...waiting, attempts: 3, error: 'Sin conexión' }] }));
    expect(result.current).toBeNull();
  });
});
