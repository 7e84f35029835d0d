import { Anchor, Card, Container, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { RegistrationForm } from '../../features/registration/components/registration-form.tsx';
import { useRunnerSession } from '../../lib/session.tsx';
import { PageLoader } from './guards.tsx';

export default function RegisterPage() {
  const session = useRunnerSession();
  const navigate = useNavigate();

  if (session.status === 'loading') return <PageLoader />;
  // A runner who is already signed in has nothing to register; the form's own success also lands here.
  if (session.status === 'authenticated') return <Navigate to={paths.enrol} replace />;

  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} mb="xs">
        Registro Corredor
      </Title>
      <Text mb="lg">Completá tus datos para crear tu cuenta. Los campos marcados con * son obligatorios.</Text>
      <Card withBorder shadow="sm" padding="lg">
        <RegistrationForm
          onRegistered={() => navigate(paths.enrol, { replace: true })}
          onCancel={() => navigate(paths.home)}
        />
      </Card>
      <Text ta="center" mt="md">
        ¿Ya tenés cuenta?{' '}
        <Anchor component={Link} to={paths.login} underline="always">
          Iniciar Sesión
        </Anchor>
      </Text>
    </Container>
  );
}
