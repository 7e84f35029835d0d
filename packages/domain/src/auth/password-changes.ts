import { MAX_PASSWORD_CHANGES } from '../limits.ts';

/** What decides whether a runner may still change their password. */
export interface PasswordChanges {
  /** The password is a temporary one an admin set (D14). */
  temporary: boolean;
  /** Changes made so far. */
  changes: number;
}

/**
 * A runner changes their password at most MAX_PASSWORD_CHANGES times (spec); replacing a temporary password
 * is always allowed and does not count. The server refuses with it, the profile hides the form with it.
 */
export function passwordChangeLimitReached({ temporary, changes }: PasswordChanges): boolean {
  return !temporary && changes >= MAX_PASSWORD_CHANGES;
}
