import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { CheckInScreen } from '../../../features/check-in/components/check-in-screen.tsx';

/** Race-morning kit pick-up. */
export default function AdminCheckInPage() {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={1}>Acreditación</Title>
        <Anchor component={Link} to={paths.admin.cashBox}>
          Caja del día
        </Anchor>
      </Group>
      <CheckInScreen />
    </Stack>
  );
}
