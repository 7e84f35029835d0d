/** The three keys of the spec. One person at a time uses a device: signing in as one kind drops the other. */
export const STORAGE_KEYS = { runnerToken: 'auth_token', adminToken: 'admin_token', userType: 'user_type' } as const;

export type UserType = 'runner' | 'admin';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storedToken(kind: UserType): string | null {
  if (read(STORAGE_KEYS.userType) !== kind) return null;
  return read(kind === 'runner' ? STORAGE_KEYS.runnerToken : STORAGE_KEYS.adminToken);
}

export function storeSession(kind: UserType, token: string): void {
  localStorage.removeItem(kind === 'runner' ? STORAGE_KEYS.adminToken : STORAGE_KEYS.runnerToken);
  localStorage.setItem(kind === 'runner' ? STORAGE_KEYS.runnerToken : STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.userType, kind);
}

export function clearSession(kind: UserType): void {
  localStorage.removeItem(kind === 'runner' ? STORAGE_KEYS.runnerToken : STORAGE_KEYS.adminToken);
  if (read(STORAGE_KEYS.userType) === kind) localStorage.removeItem(STORAGE_KEYS.userType);
}
