import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectiveSearchTerm, useSearchTerm } from './use-search-term.ts';

describe('useSearchTerm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ignores fewer than 3 characters', () => {
    expect(effectiveSearchTerm('  ab ')).toBe('');
    expect(effectiveSearchTerm(' abc ')).toBe('abc');
  });

  it('settles on the typed term only after 500 ms without typing', () => {
    const { result, rerender } = renderHook(({ typed }) => useSearchTerm(typed), { initialProps: { typed: '' } });
    rerender({ typed: 'Gó' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('');

    rerender({ typed: 'Góm' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ typed: 'Góme' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Góme');

    rerender({ typed: 'Gó' });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('');
  });
});
