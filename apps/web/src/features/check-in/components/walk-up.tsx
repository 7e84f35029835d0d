import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { messages } from '@carreras/domain/messages';
import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../api/call.ts';
import { inscriptionsApi, invalidateInscriptions } from '../../../api/inscriptions.ts';
import { runnersApi } from '../../../api/runners.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { type HandedOver, RegisterWalkUp } from './register-walk-up.tsx';

interface Props {
  eventId: number;
  eventDate: string;
  dni: string;
  onRegistered: (handedOver: HandedOver) => void;
}

/**
 * A DNI with no inscription in the event: the registered runner with that DNI is enrolled from the desk
 * (distance, and the category fitting their age and sex preselected) through the same enrolment as the
 * inscriptions list, at the price in force; the card then appears to collect it. Someone not registered at all is
 * registered and enrolled in one go (RegisterWalkUp), with a temporary password to hand over.
 */
export function WalkUp({ eventId, eventDate, dni, onRegistered }: Props) {
  const queryClient = useQueryClient();
  const found = useQuery({
    queryKey: ['admin', 'check-in', 'walk-up', dni],
    queryFn: ({ signal }) => call(runnersApi.listRunners, { query: { search: dni, limit: 5 }, signal }),
  });
  const runner = found.data?.items.find((r) => r.dni === dni) ?? null;
  const choices = useQuery({
    queryKey: ['admin', 'check-in', 'walk-up-distances', eventId],
    queryFn: ({ signal }) => call(inscriptionsApi.eventChoices, { query: { eventId }, signal }),
    enabled: runner !== null,
  });
  const [distance, setDistance] = useState<number | null>(null);
  const chosenDistance = distance ?? choices.data?.distances[0] ?? null;
  const categories = useQuery({
    queryKey: ['admin', 'check-in', 'walk-up-categories', eventId, runner?.id, chosenDistance],
    queryFn: ({ signal }) =>
      call(inscriptionsApi.availableCategories, {
        query: { runnerId: runner?.id ?? 0, distance: chosenDistance ?? 0, eventId },
        signal,
      }),
    enabled: runner !== null && chosenDistance !== null,
  });
  const [category, setCategory] = useState<string | null>(null);
  const preselected = categories.data?.find((c) => c.eligible)?.nombre ?? categories.data?.[0]?.nombre ?? '';
  const chosenCategory = category ?? preselected;
  const enrol = useMutation({
    mutationFn: () =>
      call(inscriptionsApi.create, {
        body: { runnerId: runner?.id ?? 0, eventId, distancia: chosenDistance ?? 0, categoria: chosenCategory },
      }),
    onSuccess: async () => {
      notify.success(`Inscripto en el evento: ${runner?.apellido}, ${runner?.nombre}`);
      await invalidateInscriptions(queryClient);
    },
  });

  if (found.isPending) return <Loader size="sm" aria-label="Buscando corredor" />;
  if (found.isError) return <Alert color="red">{errorMessage(found.error, messages.unknownError)}</Alert>;

  if (!runner) return <RegisterWalkUp eventId={eventId} eventDate={eventDate} dni={dni} onRegistered={onRegistered} />;

  return (
    <Card withBorder padding="md" component="section" aria-label="Inscribir en el evento">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {runner.apellido}, {runner.nombre} no está inscripto en este evento
        </Title>
        <Text size="sm">
          DNI {runner.dni} · {runner.sexo === 'F' ? 'Femenino' : 'Masculino'} · nació el{' '}
          {formatIsoDateEsAr(runner.fechaNacimiento)}
        </Text>
        <Group gap="sm" align="end" wrap="wrap">
          <NativeSelect
            label="Distancia"
            value={chosenDistance === null ? '' : String(chosenDistance)}
            onChange={(event) => {
              setDistance(Number(event.currentTarget.value));
              setCategory(null);
            }}
            data={(choices.data?.distances ?? []).map((d) => ({ value: String(d), label: `${d} km` }))}
            w={140}
          />
          <NativeSelect
            label="Categoría"
            value={chosenCategory}
            onChange={(event) => setCategory(event.currentTarget.value)}
            data={(categories.data ?? []).map((c) => ({
              value: c.nombre,
              label: c.eligible ? c.nombre : `${c.nombre} (no corresponde por edad o sexo)`,
            }))}
            w={260}
          />
          <Button
            size="md"
            disabled={enrol.isPending || chosenDistance === null || chosenCategory === ''}
            onClick={() => enrol.mutate()}
          >
            Inscribir
          </Button>
        </Group>
        {enrol.isError && (
          <Alert color="red" role="alert">
            {errorMessage(enrol.error, messages.unknownError)}
          </Alert>
        )}
        <Text size="xs">Al inscribirlo se fija el precio vigente; el cobro se registra en la tarjeta que aparece.</Text>
      </Stack>
    </Card>
  );
}
