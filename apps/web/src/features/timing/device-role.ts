import type { DeviceRole } from '@carreras/domain/timing/timing.schemas';
import { useCallback, useState } from 'react';

const KEY = 'timing-device-role';

/** What this device was last said to be (decision 014): 'primary' unless a timekeeper chose 'Respaldo' here. */
export function storedDeviceRole(): DeviceRole {
  try {
    return localStorage.getItem(KEY) === 'backup' ? 'backup' : 'primary';
  } catch {
    return 'primary';
  }
}

/** The device's role, remembered per device across reloads and events. */
export function useDeviceRole(): [DeviceRole, (role: DeviceRole) => void] {
  const [role, setRole] = useState<DeviceRole>(storedDeviceRole);
  const choose = useCallback((next: DeviceRole) => {
    setRole(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // A full or blocked storage only forgets the choice at the next reload.
    }
  }, []);
  return [role, choose];
}
