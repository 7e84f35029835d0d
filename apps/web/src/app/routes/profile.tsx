import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { paths } from '../../config/paths.ts';
import { LogoutAllSessionsCard } from '../../features/auth/components/logout-all-sessions.tsx';
import { RunnerStandingsLines } from '../../features/championships/components/runner-standings-lines.tsx';
import { MyInscriptions } from '../../features/profile/components/my-inscriptions.tsx';
import { PasswordSection } from '../../features/profile/components/password-section.tsx';
import { ProfileDetails } from '../../features/profile/components/profile-details.tsx';
import { ProfileEditForm, profileMessages } from '../../features/profile/components/profile-edit-form.tsx';
import { useRunnerSession } from '../../lib/session.tsx';

export default function ProfilePage() {
  const session = useRunnerSession();
  const [editing, setEditing] = useState(false);
  if (session.status !== 'authenticated') {
    return (
      <Container size="lg" py="xl">
        <Text role="alert">{profileMessages.userUnknown}</Text>
      </Container>
    );
  }
  const runner = session.user;
  // A temporary password (D14): the server allows nothing but the password change until it is replaced.
  const temporary = runner.requiereCambioPassword;
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="lg" gap="sm">
        <Stack gap={0}>
          <Title order={1}>Mi Perfil</Title>
          <Text size="lg">
            {runner.nombre} {runner.apellido}
          </Text>
        </Stack>
        {!editing && !temporary && (
          <Button variant="light" onClick={() => setEditing(true)}>
            Editar Perfil
          </Button>
        )}
      </Group>
      <Stack gap="lg">
        {/* The race first: Mis Inscripciones at the top, personal data below (docs/product-choices.md, 'Before the race'). */}
        {!temporary && <MyInscriptions runner={runner} />}
        {!temporary && (
          <RunnerStandingsLines runnerId={runner.id} standingsHref={paths.championship} title="Mis Campeonatos" />
        )}
        {editing ? (
          <ProfileEditForm runner={runner} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails runner={runner} />
        )}
        <PasswordSection runner={runner} />
        <LogoutAllSessionsCard />
      </Stack>
    </Container>
  );
}
