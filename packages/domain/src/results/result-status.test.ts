import { describe, expect, it } from 'vitest';
import {
  isRiderStatus,
  RESULT_STATUS_LABELS,
  RIDER_STATUS_CODES,
  RIDER_STATUSES,
  riderStatusCode,
  riderStatusFromCode,
} from './result-status.ts';

describe('rider statuses', () => {
  it('maps each status to the code the update call sends and back', () => {
    expect(RIDER_STATUSES.map(riderStatusCode)).toEqual(['DNS', 'DNF', 'DSQ']);
    expect(RIDER_STATUS_CODES.map(riderStatusFromCode)).toEqual(['DNS', 'DNF', 'DISQUALIFIED']);
  });

  it('tells a status an administrator sets from the ones the results work out', () => {
    expect(['DNS', 'DNF', 'DISQUALIFIED', 'COMPLETED', 'IN_PROGRESS', 'PENDING'].map(isRiderStatus)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('labels each status in Spanish with its code', () => {
    expect(RIDER_STATUSES.map((s) => RESULT_STATUS_LABELS[s])).toEqual([
      'No largó (DNS)',
      'No finalizó (DNF)',
      'Descalificado (DSQ)',
    ]);
  });
});
