import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { adminProfileQuery } from '../../../lib/session.tsx';
import { storedToken } from '../../../lib/session-storage.ts';
import { PageLoader } from '../guards.tsx';

/**
 * Race-day screens: like RequireAdmin, but a stored admin token is enough while the server cannot be
 * reached, so a reload at a finish line with no signal keeps the timing screen (D10). The server still
 * checks the token on every call once it answers (D3).
 */
export function RequireAdminOrOffline({ children }: { children: ReactNode }) {
  // Its own cache entry: the shared session query goes back to "pending" on each retry while it has
  // no data, which would unmount the screen again and again while the server cannot be reached.
  const profile = useQuery({
    ...adminProfileQuery(),
    queryKey: ['session', 'admin', 'race-day'],
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const location = useLocation();
  if (profile.isPending) return <PageLoader />;
  if (profile.data && storedToken('admin')) return children;
  if (profile.error instanceof ApiError && profile.error.isNetworkError && storedToken('admin')) return children;
  return <Navigate to={paths.admin.login} replace state={{ from: location }} />;
}
