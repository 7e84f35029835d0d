import { describe, expect, it } from 'vitest';
import { storedRecord } from '../test-builders.ts';
import { recordState } from './rider-timing-rules.ts';

describe("a rider's raw records (decision 014)", () => {
  it("names a backup's copy, a passage beyond the laps, a DNS rider's passage and what only the backup saw", () => {
    const base = { ...storedRecord('r', 5, 10_000, null), lap: null };
    expect(recordState({ ...base, review: 'BACKUP_COPY' }).label).toBe('Copia de respaldo');
    expect(recordState({ ...base, review: 'BEYOND_LAPS' }).label).toBe('Fuera de vueltas');
    expect(recordState({ ...base, review: 'DNS' }).label).toBe('No largó (DNS): no cuenta');
    expect(recordState({ ...base, lap: 1, backupOnly: true }).label).toBe('Vuelta 1 · solo respaldo');
    expect(recordState({ ...base, lap: 2 }).label).toBe('Vuelta 2');
  });
});
