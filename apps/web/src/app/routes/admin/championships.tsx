import { Stack, Title } from '@mantine/core';
import { paths } from '../../../config/paths.ts';
import { ChampionshipsAdmin } from '../../../features/championships/components/championships-admin.tsx';

export default function AdminChampionshipsPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Campeonatos</Title>
      <ChampionshipsAdmin standingsHref={paths.admin.championship} />
    </Stack>
  );
}
