import type { Admin, LoginInput } from '@carreras/domain/auth/auth.schemas';
import { messages } from '@carreras/domain/messages';
import type { Runner } from '@carreras/domain/runners/runner.schemas';
import { type QueryKey, queryOptions, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authApi, authKeys } from '../api/auth.ts';
import { call } from '../api/call.ts';
import { ApiError, errorMessage, SESSION_EXPIRED_EVENT } from './api-client.ts';
import { clearSession, storedToken, storeSession, type UserType } from './session-storage.ts';

// Typed as any key: a screen may keep its own entry below it (the race-day guard does).
const profileKey = (kind: UserType): QueryKey => authKeys.profile(kind);

/** The signed-in runner, or null without a stored runner token; checked once per visit. */
export const runnerProfileQuery = () =>
  queryOptions({
    queryKey: profileKey('runner'),
    queryFn: async ({ signal }) => {
      if (!storedToken('runner')) return null;
      return call(authApi.runnerProfile, { signal });
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const adminProfileQuery = () =>
  queryOptions({
    queryKey: profileKey('admin'),
    queryFn: async ({ signal }) => {
      if (!storedToken('admin')) return null;
      return call(authApi.adminProfile, { signal });
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The server answered for a user type other than the one chosen on the form. */
export class WrongUserTypeError extends Error {
  constructor() {
    super(messages.wrongUserType);
  }
}

export type SessionState<T> =
  | { status: 'loading' }
  | { status: 'authenticated'; user: T }
  | { status: 'anonymous' }
  /** A token is stored but the server could not be asked about it: neither signed in nor out yet. */
  | { status: 'unreachable'; retry: () => void };

function sessionState<T>(query: UseQueryResult<T | null>): SessionState<T> {
  if (query.isPending) return { status: 'loading' };
  if (query.data) return { status: 'authenticated', user: query.data };
  const unreachable = query.error instanceof ApiError && (query.error.isNetworkError || query.error.status >= 500);
  if (unreachable) return { status: 'unreachable', retry: () => void query.refetch() };
  return { status: 'anonymous' };
}

/** The runner session: a stored token checked against the server; a failed check clears it silently (spec 4). */
export function useRunnerSession(): SessionState<Runner> {
  return sessionState(useQuery(runnerProfileQuery()));
}

export function useAdminSession(): SessionState<Admin> {
  return sessionState(useQuery(adminProfileQuery()));
}

/** Turns a failed profile check into "signed out" and keeps every screen's session in step. */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onExpired = (event: Event) => {
      const kind = (event as CustomEvent<UserType>).detail;
      queryClient.setQueryData(authKeys.profile(kind), null);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [queryClient]);
}

/** The message of a failed login, as the spec's catalogue says. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof WrongUserTypeError) return error.message;
  return errorMessage(error, error instanceof ApiError ? messages.loginFailed : messages.loginUnexpected);
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  return {
    /** Signs in and checks that the server's user type is the one chosen ('Tipo de usuario incorrecto'). */
    async signIn(input: LoginInput): Promise<UserType> {
      const answer = await call(authApi.login, { body: input, session: 'none' });
      if (answer.type !== input.type) throw new WrongUserTypeError();
      storeSession(answer.type, answer.token);
      queryClient.removeQueries({ queryKey: authKeys.all });
      if (answer.type === 'runner') queryClient.setQueryData(authKeys.profile('runner'), answer.user);
      else queryClient.setQueryData(authKeys.profile('admin'), answer.admin);
      return answer.type;
    },
    /** Keeps a token the server just issued (registration, password change). */
    adoptRunnerToken(token: string, user?: Runner) {
      storeSession('runner', token);
      if (user) queryClient.setQueryData(authKeys.profile('runner'), user);
      else void queryClient.invalidateQueries({ queryKey: authKeys.profile('runner') });
    },
    /**
     * Ends the session on the server, then on this device whatever the server said (the person asked to
     * leave). Resolves false when the server could not confirm it, so the screen can say so.
     */
    async signOut(kind: UserType): Promise<boolean> {
      let confirmed = true;
      if (storedToken(kind)) {
        try {
          await call(authApi.logout, { session: kind });
        } catch (error) {
          // 401: the server no longer accepted the token anyway.
          confirmed = error instanceof ApiError && error.status === 401;
        }
      }
      forget(kind);
      return confirmed;
    },
    /** 'Cerrar todas las sesiones': every session of the account ends, this one too. Throws when refused. */
    async signOutEverywhere(kind: UserType): Promise<void> {
      await call(authApi.logoutAll, { session: kind });
      forget(kind);
    },
  };

  function forget(kind: UserType) {
    clearSession(kind);
    queryClient.setQueryData(authKeys.profile(kind), null);
    // Nothing of the previous person's data stays in the cache: only who is signed in (nobody, now) stays.
    const kept = [authKeys.profile('runner'), authKeys.profile('admin')].map((key) => JSON.stringify(key));
    queryClient.removeQueries({ predicate: (query) => !kept.includes(JSON.stringify(query.queryKey)) });
  }
}
