import { Stack, Title } from '@mantine/core';
import { CheckInScreen } from '../../../features/check-in/components/check-in-screen.tsx';

/** Race-morning kit pick-up. */
export default function AdminCheckInPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Acreditación</Title>
      <CheckInScreen />
    </Stack>
  );
}
