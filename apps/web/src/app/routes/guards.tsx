import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAdminSession, useRunnerSession } from '../../features/auth/session.tsx';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="Cargando">
      <Loader />
    </Center>
  );
}

/** Runner-only pages: anyone else goes to /login (spec: route guards). */
export function RequireRunner({ children }: { children: ReactNode }) {
  const session = useRunnerSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'anonymous') return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children;
}

/** The admin area: anyone without an admin session goes to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'anonymous') return <Navigate to={paths.admin.login} replace state={{ from: location }} />;
  return children;
}
