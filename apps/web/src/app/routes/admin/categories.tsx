import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useRaces } from '../../../features/races/api/get-races.ts';
import { RaceManagement } from '../../../features/races/components/race-management.tsx';
import { RacesList } from '../../../features/races/components/races-list.tsx';

/** Races, modalities and categories: race selection, then management of the chosen race (?race=id). */
export default function AdminCategoriesPage() {
  const [params, setParams] = useSearchParams();
  const races = useRaces();
  const raceId = Number(params.get('race'));
  const race = races.data?.find((r) => r.id === raceId);

  return (
    <Stack gap="lg">
      <Title order={1}>Carreras, Modalidades y Categorías</Title>
      {race ? (
        <RaceManagement race={race} onBack={() => setParams({})} />
      ) : (
        <RacesList onManage={(r) => setParams({ race: String(r.id) })} />
      )}
    </Stack>
  );
}
