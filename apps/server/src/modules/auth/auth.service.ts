import type { LoginInput, LoginResponse } from '@carreras/domain/auth/auth.schemas';
import { passwordChangeLimitReached } from '@carreras/domain/auth/password-changes';
import { loginDelayedMessage } from '@carreras/domain/auth/sessions';
import { errorCodes } from '@carreras/domain/errors';
import { temporaryPasswordMessages } from '@carreras/domain/imports/temporary-passwords';
import { MAX_PASSWORD_CHANGES, NO_HEALTH_INSURANCE } from '@carreras/domain/limits';
import { messages } from '@carreras/domain/messages';
import type { RegisterRunner } from '@carreras/domain/runners/runner.schemas';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, unauthenticated } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AdminAccount, RunnerAccount } from '../../lib/principal-types.ts';
import { findAdminByDni, toAdmin } from '../admins/admins.service.ts';
import {
  findRunnerByDni,
  findRunnerById,
  insertRunner,
  replaceRunnerPassword,
  toRunner,
} from '../runners/runners.service.ts';
import { deviceCookieSigner, issueDeviceCookie, trustedDeviceNonce } from './device-cookie.ts';
import { admitLoginAttempt, deviceSource, forgetLoginFailures } from './login-throttle.service.ts';
import { temporaryPasswordExpired } from './temporary-passwords.service.ts';
import { signToken } from './token.ts';

interface AuthDeps {
  db: Kysely<Database>;
  config: Config;
}

export function issueToken(
  deps: AuthDeps,
  account: { id: number; tokenVersion: number },
  type: 'runner' | 'admin',
): string {
  const ttl = type === 'runner' ? deps.config.runnerTokenTtlMs : deps.config.adminTokenTtlMs;
  return signToken(
    { sub: account.id, typ: type, ver: account.tokenVersion, exp: Date.now() + ttl },
    deps.config.sessionSecret,
  );
}

export async function registerRunner(deps: AuthDeps, input: RegisterRunner) {
  const { password, ...data } = input;
  const passwordHash = await hashPassword(password);
  let runner: RunnerAccount;
  try {
    runner = await insertRunner(
      deps.db,
      { ...data, obraSocial: data.obraSocial ?? NO_HEALTH_INSURANCE, passwordHash },
      nowIso(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.dniTaken, { dni: messages.dniTaken }, errorCodes.dniTaken);
    throw error;
  }
  await audit(deps.db, {
    actorType: 'runner',
    actorId: runner.id,
    action: 'register',
    entity: 'runner',
    entityId: runner.id,
  });
  return { token: issueToken(deps, runner, 'runner'), type: 'runner' as const, user: toRunner(runner) };
}

/** A login refused until the delay of its DNI and source has passed; the route sends Retry-After. */
export class LoginDelayedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    voice: 'runner' | 'admin',
  ) {
    super(429, errorCodes.loginThrottled, loginDelayedMessage(retryAfterSeconds, voice));
  }
}

/** Where a login attempt comes from: the client address, and the device cookie it sent for that kind of account. */
export interface LoginClient {
  address: string;
  deviceCookie?: string | undefined;
}

/** A successful login: the answer, and a fresh device cookie for the browser (device-cookie.ts). */
export interface LoginOutcome {
  body: LoginResponse;
  deviceCookie: string;
}

/** The signed-in account's profile, as the API answers it. */
export const runnerProfile = toRunner;
export const adminProfile = toAdmin;

/**
 * Checks the password for the account kind chosen. Failures are counted per DNI and source: the device
 * when the attempt carries a valid device cookie for this very login, the client address otherwise. From
 * the fifth failure on, that source waits (1 s, 2 s, 4 s… up to 5 minutes, answered at once with 429) while
 * the same DNI from any other source signs in as usual (login-throttle.service.ts): someone guessing from the
 * owner's address (same Wi-Fi, same carrier NAT) never delays the owner's browser once it has signed in
 * there before. A deactivated admin gets the same answer as a wrong password.
 */
export async function login(deps: AuthDeps, input: LoginInput, client: LoginClient): Promise<LoginOutcome> {
  const signer = deviceCookieSigner(deps.config.sessionSecret);
  const device = trustedDeviceNonce(signer, client.deviceCookie, { type: input.type, dni: input.dni });
  const key = { type: input.type, dni: input.dni, address: device ? deviceSource(device) : client.address };
  const admission = await admitLoginAttempt(deps.db, key);
  if (!admission.admitted) throw new LoginDelayedError(Math.ceil(admission.retryAfterMs / 1000), input.type);
  const account =
    input.type === 'runner' ? await findRunnerByDni(deps.db, input.dni) : await findAdminByDni(deps.db, input.dni);
  const ok = await verifyPassword(account?.passwordHash ?? null, input.password);
  const inactiveAdmin = input.type === 'admin' && account !== undefined && !(account as AdminAccount).activo;
  // The admitted attempt is already counted as a failure; only a success takes it back.
  if (!account || !ok || inactiveAdmin) throw unauthenticated(messages.invalidCredentials);
  // Said only to whoever knows the password; the attempt stays counted as a failure.
  if (input.type === 'runner' && (await temporaryPasswordExpired(deps.db, account as RunnerAccount))) {
    throw unauthenticated(temporaryPasswordMessages.expired);
  }
  await forgetLoginFailures(deps.db, key);
  const deviceCookie = issueDeviceCookie(signer, { type: input.type, dni: input.dni });
  if (input.type === 'admin') {
    const admin = account as AdminAccount;
    return { body: { token: issueToken(deps, admin, 'admin'), type: 'admin', admin: toAdmin(admin) }, deviceCookie };
  }
  const runner = account as RunnerAccount;
  return { body: { token: issueToken(deps, runner, 'runner'), type: 'runner', user: toRunner(runner) }, deviceCookie };
}

/**
 * At most two changes (spec), enforced by a conditional update so concurrent requests cannot pass the limit.
 * Replacing a temporary password set by an admin (D14) does not count. The token version moves on,
 * ending every other session; the caller gets a fresh token.
 */
export async function changePassword(
  deps: AuthDeps,
  runner: RunnerAccount,
  input: { currentPassword: string; newPassword: string },
) {
  const temporary = runner.requiereCambioPassword;
  if (passwordChangeLimitReached({ temporary, changes: runner.passwordChangeCount })) {
    throw new AppError(409, errorCodes.limitReached, messages.passwordChangeLimit);
  }
  if (!(await verifyPassword(runner.passwordHash, input.currentPassword))) {
    throw badRequest(messages.currentPasswordWrong, { currentPassword: messages.currentPasswordWrong });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const changed = await replaceRunnerPassword(deps.db, runner, {
    passwordHash,
    counts: !temporary,
    maxChanges: MAX_PASSWORD_CHANGES,
    now: nowIso(),
  });
  if (!changed) {
    // Another change landed first: either the limit is now reached or this session's token is no longer valid.
    const fresh = await findRunnerById(deps.db, runner.id);
    if (
      fresh &&
      passwordChangeLimitReached({ temporary: fresh.requiereCambioPassword, changes: fresh.passwordChangeCount })
    ) {
      throw new AppError(409, errorCodes.limitReached, messages.passwordChangeLimit);
    }
    throw unauthenticated();
  }
  await audit(deps.db, {
    actorType: 'runner',
    actorId: runner.id,
    action: temporary ? 'replace-temporary-password' : 'change-password',
    entity: 'runner',
    entityId: runner.id,
  });
  const updated = await findRunnerById(deps.db, runner.id);
  if (!updated) throw unauthenticated();
  return {
    message: messages.passwordChanged,
    token: issueToken(deps, updated, 'runner'),
    count: updated.passwordChangeCount,
  };
}
