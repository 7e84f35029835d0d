import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from './outbox/outbox-store.ts';
import {
  answerAlert,
  becameRepeats,
  LATE_REPEAT_WITHIN_MS,
  refusalMessage,
  repeatMessage,
  useRecordAlerts,
} from './record-answers.ts';
import { outboxEntry, storedRecord } from './test-builders.ts';
import { mergeRecords } from './timing-records.ts';

/** The bib's first lap, stored at 10 000. */
const firstLap = storedRecord('lap1', 23, 10_000);
const repeatAnswer: TimeRecord = { ...storedRecord('again', 23, 10_400), lap: null, review: 'REPEAT' };
const answered = (entry: OutboxEntry, response: TimeRecord): OutboxEntry => ({ ...entry, status: 'sent', response });

describe('answerAlert', () => {
  const rows = mergeRecords([firstLap], []);

  it("tells a backup's copy calmly, on the backup and on the primary, and a DNS rider or a finished one loudly", () => {
    const copy: TimeRecord = { ...storedRecord('copy', 23, 12_000), lap: null, review: 'BACKUP_COPY' };
    const onBackup = answered(
      outboxEntry('copy', 'pending', { dorsal: 23, timestamp: 12_000, device: 'backup' }),
      copy,
    );
    expect(answerAlert(onBackup, rows)).toMatchObject({
      message: 'Copia de respaldo: #23 ya registrado por el principal',
      tone: 'calm',
    });
    const onPrimary = answered(outboxEntry('copy', 'pending', { dorsal: 23, timestamp: 12_000 }), copy);
    expect(answerAlert(onPrimary, rows)).toMatchObject({
      message: 'Copia: #23 ya registrado por el respaldo',
      tone: 'calm',
    });
    const dns: TimeRecord = { ...storedRecord('dns', 51, 12_000), lap: null, review: 'DNS' };
    const dnsAlert = answerAlert(answered(outboxEntry('dns', 'pending', { dorsal: 51, timestamp: 12_000 }), dns), rows);
    expect(dnsAlert).toMatchObject({ bib: 51, dns: true });
    expect(dnsAlert?.message).toMatch(/^#51 figura como No largó/);
    expect(dnsAlert?.tone).toBeUndefined();
    const beyond: TimeRecord = { ...storedRecord('b', 23, 90_000), lap: null, review: 'BEYOND_LAPS' };
    expect(
      answerAlert(answered(outboxEntry('b', 'pending', { dorsal: 23, timestamp: 90_000 }), beyond), rows),
    ).toMatchObject({
      message:
        'El corredor #23 ya ha completado todas las vueltas: la pasada quedó fuera de vueltas, en Registros a revisar',
    });
  });

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

describe('becameRepeats', () => {
  // Two timekeepers typed 23 within a second: this device's passage ('mine', at 10 400) was answered as
  // lap 1, then the other device's earlier crossing ('theirs', at 10 000) reached the server.
  const mine = storedRecord('mine', 23, 10_400);
  const theirs = { ...storedRecord('theirs', 23, 10_000), id: 1 };
  const mineRepeat: TimeRecord = { ...mine, lap: null, review: 'REPEAT' };
  const answeredLap = answered(outboxEntry('mine', 'pending', { dorsal: 23, timestamp: 10_400 }), mine);
  const own = new Set(['mine']);

  it('names this device’s passage answered as a lap that the bib’s records, read again, call a repeat', () => {
    const before = mergeRecords([], [answeredLap]);
    const after = mergeRecords([mineRepeat, theirs], [answeredLap]);
    expect(becameRepeats(before, after, own).map((row) => row.clientId)).toEqual(['mine']);
    // Read before as a lap from the server too.
    expect(becameRepeats(mergeRecords([mine], [answeredLap]), after, own).map((row) => row.clientId)).toEqual(['mine']);
  });

  it('names one still waiting for its answer when the records come first', () => {
    const waiting = outboxEntry('mine', 'pending', { dorsal: 23, timestamp: 10_400 });
    const after = mergeRecords([mineRepeat, theirs], [waiting]);
    expect(becameRepeats(mergeRecords([], [waiting]), after, own)).toHaveLength(1);
  });

  it('leaves out the other device’s passages, and what was a repeat already or not held before', () => {
    const after = mergeRecords([mineRepeat, theirs], [answeredLap]);
    const theirsRepeat = { ...theirs, lap: null, review: 'REPEAT' as const };
    // Its own passage turned repeat is the other device's to tell.
    expect(becameRepeats(mergeRecords([theirs], []), mergeRecords([theirsRepeat], []), own)).toEqual([]);
    // Not this device's recent passages (a reload, an old record).
    expect(becameRepeats(mergeRecords([], [answeredLap]), after, new Set())).toEqual([]);
    // Already a repeat: its answer told it.
    const answeredRepeat = answered(outboxEntry('mine', 'pending', { dorsal: 23 }), mineRepeat);
    expect(becameRepeats(mergeRecords([], [answeredRepeat]), after, own)).toEqual([]);
    // First seen as a repeat (the screen's first read).
    expect(becameRepeats([], after, own)).toEqual([]);
  });

  it('leaves out what an administrator decided: a restored voided passage, a bib corrected since', () => {
    const voided = { ...mine, lap: null, review: 'VOIDED' as const, mark: 'VOIDED' as const };
    expect(becameRepeats(mergeRecords([voided], []), mergeRecords([mineRepeat], []), own)).toEqual([]);
    const was24 = { ...mine, dorsal: 24 };
    expect(becameRepeats(mergeRecords([was24], []), mergeRecords([mineRepeat], []), own)).toEqual([]);
    const counted = { ...mineRepeat, mark: 'COUNTED' as const };
    expect(becameRepeats(mergeRecords([mine], []), mergeRecords([counted], []), own)).toEqual([]);
  });
});

describe('useRecordAlerts: a repeat judged after the answer', () => {
  const at = Date.now();
  const mine = storedRecord('mine', 23, at - 600);
  const theirs = { ...storedRecord('theirs', 23, at - 1000), id: 1 };
  const mineRepeat: TimeRecord = { ...mine, lap: null, review: 'REPEAT' };
  const taken = (createdAt: number) =>
    answered(outboxEntry('mine', 'pending', { dorsal: 23, timestamp: at - 600 }, 'record', createdAt), mine);

  it('tells this screen’s passage loudly once the records say it is a repeat, once only', () => {
    // Taken after the screen opened, even when a busy machine renders it a few milliseconds late.
    const entries = [taken(Date.now() + 10_000)];
    const { result, rerender } = renderHook(({ rows }) => useRecordAlerts(entries, rows), {
      initialProps: { rows: mergeRecords([], entries) },
    });
    expect(result.current).toBeNull();
    act(() => rerender({ rows: mergeRecords([mine], entries) }));
    expect(result.current).toBeNull();
    act(() => rerender({ rows: mergeRecords([mineRepeat, theirs], entries) }));
    expect(result.current).toMatchObject({
      id: 'mine',
      bib: 23,
      message: 'Dorsal 23: pasada repetida (a 0,4 s de la anterior); no se cuenta como vuelta',
    });
    const told = result.current;
    // Read again, even after a moment as a lap: never told twice.
    act(() => rerender({ rows: mergeRecords([mine, theirs], entries) }));
    act(() => rerender({ rows: mergeRecords([mineRepeat, theirs], entries) }));
    expect(result.current).toBe(told);
  });

  it('says nothing of a passage taken before the screen opened (a reload), nor of an old one', () => {
    const before = [taken(Date.now() - 60_000)];
    const { result, rerender } = renderHook(({ entries, rows }) => useRecordAlerts(entries, rows), {
      initialProps: { entries: before, rows: mergeRecords([], before) },
    });
    act(() => rerender({ entries: before, rows: mergeRecords([mineRepeat, theirs], before) }));
    expect(result.current).toBeNull();

    const spy = vi.spyOn(Date, 'now');
    try {
      const now = Date.now();
      const old = [taken(now + 10_000)];
      const later = renderHook(({ rows }) => useRecordAlerts(old, rows), {
        initialProps: { rows: mergeRecords([mine], old) },
      });
      // Judged a repeat long after it was taken (its bib's records were not read in between).
      spy.mockReturnValue(now + 10_000 + LATE_REPEAT_WITHIN_MS + 1000);
      act(() => later.rerender({ rows: mergeRecords([mineRepeat, theirs], old) }));
      expect(later.result.current).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('does not tell twice a repeat its answer already told', () => {
    const waiting = outboxEntry('mine', 'pending', { dorsal: 23, timestamp: at - 600 }, 'record', Date.now() + 1);
    const { result, rerender } = renderHook(({ entries, rows }) => useRecordAlerts(entries, rows), {
      initialProps: { entries: [waiting], rows: mergeRecords([], [waiting]) },
    });
    // The records come first (the stream was quicker than the answer): told then.
    act(() => rerender({ entries: [waiting], rows: mergeRecords([mineRepeat, theirs], [waiting]) }));
    const told = result.current;
    expect(told).toMatchObject({ id: 'mine' });
    const answeredRepeat = [answered(waiting, mineRepeat)];
    act(() => rerender({ entries: answeredRepeat, rows: mergeRecords([mineRepeat, theirs], answeredRepeat) }));
    expect(result.current).toBe(told);
  });
});
