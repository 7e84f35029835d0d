import { formatIsoDateEsAr } from '@carreras/domain/dates';
import type { WaitingEntry } from '@carreras/domain/places/places.schemas';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** What the runner sees once on the waiting list: their place and what happens next. */
export function WaitingConfirmation({ entry }: { entry: WaitingEntry }) {
  return (
    <Stack gap="sm" role="status">
      <Title order={2} size="h3">
        Estás en la lista de espera: lugar {entry.posicion}
      </Title>
      <Text>
        {entry.eventName} ({formatIsoDateEsAr(entry.eventDate)}) · {entry.distancia} km · {entry.categoria}.
      </Text>
      <Text>
        Si se libera un lugar en tu distancia, pasás a estar inscripto/a según tu turno y lo vas a ver en Mi Perfil. El
        organizador también puede avisarte por WhatsApp.
      </Text>
      <Button component={Link} to={paths.profile}>
        Ir a Mi Perfil
      </Button>
    </Stack>
  );
}
