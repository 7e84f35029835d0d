import { Stack, Title } from '@mantine/core';
import { CashBox } from '../../../features/cash-box/components/cash-box.tsx';

/** The Caja del día of the kit desk. */
export default function AdminCashBoxPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Caja del día</Title>
      <CashBox />
    </Stack>
  );
}
