import { messages } from '@carreras/domain/messages';
import { Alert, Button, Center, Container, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAdminSession, useRunnerSession } from '../../lib/session.tsx';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="Cargando">
      <Loader />
    </Center>
  );
}

/** The session could not be checked: say so and offer to try again, never pretend the user signed out (D1). */
export function SessionUnreachable({ retry }: { retry: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" role="alert" title="Sin conexión">
        {messages.noConnection}
        <Button mt="md" display="block" variant="outline" color="red" onClick={retry}>
          Reintentar
        </Button>
      </Alert>
    </Container>
  );
}

/** Runner-only pages: anyone else goes to /login (spec: route guards). */
export function RequireRunner({ children }: { children: ReactNode }) {
  const session = useRunnerSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'unreachable') return <SessionUnreachable retry={session.retry} />;
  if (session.status === 'anonymous') return <Navigate to={paths.login} replace state={{ from: location }} />;
  // A temporary password (D14) must be replaced first: the change-password form is on the profile.
  if (session.user.requiereCambioPassword && location.pathname !== paths.profile) {
    return <Navigate to={paths.profile} replace />;
  }
  return children;
}

/** The admin area: anyone without an admin session goes to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'unreachable') return <SessionUnreachable retry={session.retry} />;
  if (session.status === 'anonymous') return <Navigate to={paths.admin.login} replace state={{ from: location }} />;
  return children;
}
