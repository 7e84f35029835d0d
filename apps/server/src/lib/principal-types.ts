import type { Admin } from '@carreras/domain/auth/auth.schemas';
import type { Runner } from '@carreras/domain/runners/runner.schemas';

/**
 * Who is calling, and the accounts behind them: types only, at the bottom of the server's import graph, so the
 * audit log, the access plugin, the sessions and the account modules all name them without importing each other.
 */

/** An administrator with their account: what sign-in and sessions need. Never answered as is: `toAdmin` keeps the API's fields. */
export interface AdminAccount extends Admin {
  passwordHash: string;
  /** Raised when the account's sessions end (deactivation, a new password); tokens carry it. */
  tokenVersion: number;
}

/**
 * A runner with their account: what sign-in, sessions and password changes need besides the API's runner.
 * Never answered as is: `toRunner` keeps the API's fields.
 */
export interface RunnerAccount extends Runner {
  passwordHash: string;
  /** Raised on every password change or reset; tokens carry it and die when it moves on. */
  tokenVersion: number;
  /** The runner's own password changes (a temporary password's replacement does not count). */
  passwordChangeCount: number;
}

/** The signed-in caller of a request. */
export type Principal = { type: 'runner'; runner: RunnerAccount } | { type: 'admin'; admin: AdminAccount };
