import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { TimingSetupForm } from '../../../features/timing/components/timing-setup-form.tsx';

export default function AdminTimingSetupPage() {
  const [params] = useSearchParams();
  const event = Number(params.get('event'));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.dashboard}>
        Volver al Panel
      </Anchor>
      <Title order={1}>Configuración de Cronometraje</Title>
      <TimingSetupForm initialEventId={Number.isInteger(event) && event > 0 ? event : null} />
    </Stack>
  );
}
