import { apiRequest } from '../../../lib/api-client.ts';
import type { UserType } from '../../../lib/session-storage.ts';

/** Ends the stored session of that kind on the server: its token is refused from then on. */
export function logout(kind: UserType): Promise<{ message: string }> {
  return apiRequest('/auth/logout', { method: 'POST', session: kind });
}

/** Ends every session of the account, this one included. */
export function logoutAll(kind: UserType): Promise<{ message: string }> {
  return apiRequest('/auth/logout-all', { method: 'POST', session: kind });
}
