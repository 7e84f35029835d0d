import { Anchor, Card, Container, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useAdminSession, useRunnerSession } from '../../lib/session.tsx';
import { PageLoader } from './guards.tsx';

export default function LoginPage() {
  const runner = useRunnerSession();
  const admin = useAdminSession();
  const navigate = useNavigate();

  if (runner.status === 'loading' || admin.status === 'loading') return <PageLoader />;
  if (runner.status === 'authenticated') return <Navigate to={paths.profile} replace />;
  if (admin.status === 'authenticated') return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <Container size={460} py="xl">
      <Title order={1} ta="center" mb="xs">
        Iniciar Sesión
      </Title>
      <Text ta="center" mb="lg">
        Ingresá con tu DNI y contraseña.
      </Text>
      <Card withBorder shadow="sm" padding="lg">
        <LoginForm
          allowTypeChoice
          defaultType="runner"
          onSignedIn={(type) => navigate(type === 'runner' ? paths.profile : paths.admin.dashboard, { replace: true })}
        />
      </Card>
      <Text ta="center" mt="md">
        ¿No tenés cuenta?{' '}
        <Anchor component={Link} to={paths.register}>
          Registrate como corredor
        </Anchor>
      </Text>
    </Container>
  );
}
