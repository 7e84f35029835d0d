import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useRunnerSession } from '../../features/auth/session.tsx';

export default function ProfilePage() {
  const session = useRunnerSession();
  if (session.status !== 'authenticated') return null;
  const runner = session.user;
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Mi Perfil
      </Title>
      <Card withBorder padding="lg">
        <Title order={2} size="h3" mb="md">
          {runner.nombre} {runner.apellido}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text>DNI: {runner.dni}</Text>
          <Text>Fecha de nacimiento: {formatIsoDateEsAr(runner.fechaNacimiento)}</Text>
          <Text>Email: {runner.email}</Text>
          <Text>WhatsApp: {runner.whatsapp}</Text>
        </SimpleGrid>
      </Card>
    </Container>
  );
}
