import { Stack, Title } from '@mantine/core';
import { EventsAdmin } from '../../../features/events-admin/components/events-admin.tsx';

export default function AdminEventsPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Gestión de Eventos</Title>
      <EventsAdmin />
    </Stack>
  );
}
