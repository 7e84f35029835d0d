import { errorCodes } from '@carreras/domain/error-codes';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useEventCategories } from '../../../api/events.ts';
import { useCreateInscription } from '../../../api/inscriptions.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { eventOptionLabel } from '../../../hooks/use-event-choice.ts';
import { useSearchTerm } from '../../../hooks/use-search-term.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverErrorMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { parseBibEntry } from '../action-error.ts';
import { useAvailableCategories } from '../api/get-available-categories.ts';
import { useEventOptions } from '../api/get-event-options.ts';
import { type RunnerHit, useRunnerSearch } from '../api/search-runners.ts';
import { categoryLabel, isOtherSex } from './category-label.ts';

type Errors = Partial<Record<'runner' | 'event' | 'distance' | 'category' | 'bib', string>>;

/** 'Nueva Inscripción': an admin enrols any runner, in any category of the distance (other sex marked in red). */
export function NewInscriptionForm({ onDone, initialEventId }: { onDone: () => void; initialEventId?: number }) {
  const [typed, setTyped] = useState('');
  const term = useSearchTerm(typed);
  const hits = useRunnerSearch(term);
  const [runner, setRunner] = useState<RunnerHit | null>(null);
  const [eventId, setEventId] = useState<number | null>(initialEventId ?? null);
  const [distance, setDistance] = useState<number | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [bib, setBib] = useState('');
  const [paid, setPaid] = useState(false);
  const [present, setPresent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const events = useEventOptions();
  const eventChoices = useEventCategories(eventId);
  const categories = useAvailableCategories(runner?.id ?? null, eventId, distance);
  const create = useCreateInscription('admin');

  const submit = async () => {
    const bibValue = parseBibEntry(bib);
    const found: Errors = {};
    if (!runner) found.runner = m.adminRunnerRequired;
    if (!eventId) found.event = m.adminEventRequired;
    if (!distance) found.distance = m.adminDistanceRequired;
    else if (eventChoices.data && !eventChoices.data.distances.includes(distance))
      found.distance = m.adminDistanceInvalid;
    if (!category) found.category = m.adminCategoryRequired;
    if (bibValue === 'invalid') found.bib = m.bibInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0 || !runner || !eventId || !distance || !category || bibValue === 'invalid')
      return;
    setServerError(null);
    try {
      await create.mutateAsync({
        runnerId: runner.id,
        eventId,
        distancia: distance,
        categoria: category,
        pagoConfirmado: paid,
        inscripcionConfirmada: paid,
        asistenciaConfirmada: present,
        numeroDorsalAsignado: bibValue,
      });
      notify.success(m.created);
      onDone();
    } catch (error) {
      // Another inscription of the event holds the bib: said under the bib, where it is changed.
      if (error instanceof ApiError && error.code === errorCodes.bibTaken) {
        setErrors({ bib: error.message });
        return;
      }
      const message = serverErrorMessage(error, 'Error al crear la inscripción');
      setServerError(message);
      notify.error(message);
    }
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Text fw={700} size="lg" component="h2">
          Nueva Inscripción
        </Text>
        {runner ? (
          <Group justify="space-between">
            <Text>
              Corredor: <strong>{`${runner.apellido}, ${runner.nombre}`}</strong> (DNI {runner.dni})
            </Text>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                setRunner(null);
                setDistance(null);
                setCategory(null);
              }}
            >
              Cambiar corredor
            </Button>
          </Group>
        ) : (
          <Stack gap={4}>
            <TextInput
              label="Buscar corredor"
              description="Nombre, apellido o DNI (mínimo 3 caracteres)"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={errors.runner}
            />
            {hits.isFetching && <Loader size="sm" aria-label="Buscando" />}
            {hits.isError && (
              <Alert color="red" role="alert">
                Error al buscar corredores
              </Alert>
            )}
            {hits.data && hits.data.length === 0 && <Text size="sm">No se encontraron corredores.</Text>}
            {hits.data && hits.data.length > 0 && (
              <Stack gap={2} role="list" aria-label="Corredores encontrados">
                {hits.data.map((hit) => (
                  <UnstyledButton
                    key={hit.id}
                    role="listitem"
                    p={6}
                    style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
                    onClick={() => {
                      setRunner(hit);
                      setCategory(null);
                    }}
                  >
                    {`${hit.apellido}, ${hit.nombre} — DNI ${hit.dni}`}
                  </UnstyledButton>
                ))}
              </Stack>
            )}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Evento"
            data={(events.data ?? []).map((e) => ({ value: String(e.id), label: eventOptionLabel(e) }))}
            value={eventId ? String(eventId) : null}
            onChange={(id) => {
              setEventId(id ? Number(id) : null);
              setDistance(null);
              setCategory(null);
            }}
            error={errors.event ?? (events.isError ? 'Error al cargar eventos' : undefined)}
          />
          <Select
            label="Distancia"
            disabled={!runner || !eventId}
            data={(eventChoices.data?.distances ?? []).map((d) => ({ value: String(d), label: `${d} km` }))}
            value={distance ? String(distance) : null}
            onChange={(d) => {
              setDistance(d ? Number(d) : null);
              setCategory(null);
            }}
            error={errors.distance}
          />
          <Select
            label="Categoría"
            disabled={!runner || !distance}
            data={(categories.data ?? []).map((c) => ({
              value: c.nombre,
              label: runner ? categoryLabel(c, runner.sexo) : c.nombre,
            }))}
            renderOption={({ option }) => {
              const choice = categories.data?.find((c) => c.nombre === option.value);
              const other = choice && runner && isOtherSex(choice, runner.sexo);
              return <Text c={other ? 'red.8' : undefined}>{option.label}</Text>;
            }}
            value={category}
            onChange={setCategory}
            searchable
            error={
              errors.category ??
              (categories.isError ? 'Error al cargar las categorías disponibles' : undefined) ??
              (category && runner && categories.data?.some((c) => c.nombre === category && isOtherSex(c, runner.sexo))
                ? 'Categoría de otro sexo'
                : undefined)
            }
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Número de dorsal (opcional)"
            inputMode="numeric"
            value={bib}
            onChange={(event) => setBib(event.currentTarget.value)}
            error={errors.bib}
          />
          <Checkbox
            mt="lg"
            label="Pago confirmado"
            checked={paid}
            onChange={(event) => setPaid(event.currentTarget.checked)}
          />
          <Checkbox
            mt="lg"
            label="Asistencia confirmada"
            checked={present}
            onChange={(event) => setPresent(event.currentTarget.checked)}
          />
        </SimpleGrid>
        <FormActions
          error={serverError}
          onCancel={onDone}
          onSubmit={submit}
          submitLabel="Crear Inscripción"
          pending={create.isPending}
          pendingLabel="Guardando..."
          disabled={!runner}
        />
      </Stack>
    </Card>
  );
}
