import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedDeviceRole, useDeviceRole } from './device-role.ts';

describe('useDeviceRole', () => {
  it('is the primary until told otherwise, and remembers the choice on this device', () => {
    expect(storedDeviceRole()).toBe('primary');
    const first = renderHook(() => useDeviceRole());
    expect(first.result.current[0]).toBe('primary');
    act(() => first.result.current[1]('backup'));
    expect(first.result.current[0]).toBe('backup');
    first.unmount();
    // A reload reads it back.
    expect(renderHook(() => useDeviceRole()).result.current[0]).toBe('backup');
  });
});
