import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/error-codes';
import type { Event } from '@carreras/domain/events/event.schemas';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import {
  type CreateInscriptionInput,
  createInscriptionSchema,
  type Inscription,
} from '@carreras/domain/inscriptions/inscription.schemas';
import { placesMessages } from '@carreras/domain/places/places.messages';
import type { WaitingEntry } from '@carreras/domain/places/places.schemas';
import type { Runner } from '@carreras/domain/runners/runner.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Loader, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useEventCategories, useOpenEvents } from '../../../api/events.ts';
import { useCreateInscription } from '../../../api/inscriptions.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverErrorMessage } from '../../../lib/failure-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useRegistrationInfo } from '../api/get-registration-info.ts';
import { useJoinWaitingList } from '../api/join-waiting-list.ts';
import { DistanceFacts } from './distance-facts.tsx';
import { distanceLabel, distanceRoom, roomTexts } from './distance-room.ts';
import { eligibleCategories, inscriptionTexts, paymentSentence, toNumber } from './inscription-offer.ts';
import { PartnerDniField } from './partner-dni-field.tsx';
import { WaitingConfirmation } from './waiting-confirmation.tsx';

type FormInput = z.input<typeof createInscriptionSchema>;
type FormOutput = z.output<typeof createInscriptionSchema>;

/** The fields the form shows, where the server's per-field refusals go. */
const FORM_FIELDS = ['eventId', 'distancia', 'categoria', 'partnerDni'];

interface InscriptionFormProps {
  runner: Runner;
  /** Null when the page could not tell whose inscription it is. */
  runnerId: number | null;
  onEnrolled: (inscription: Inscription) => void;
}

export function InscriptionForm({ runner, runnerId, onEnrolled }: InscriptionFormProps) {
  const events = useOpenEvents();
  const create = useCreateInscription('runner');
  const join = useJoinWaitingList();
  const [failure, setFailure] = useState<string | null>(null);
  /** The inscription refused for lack of places: what to send to the waiting list, and why. */
  const [full, setFull] = useState<{ body: CreateInscriptionInput; message: string } | null>(null);
  const [waiting, setWaiting] = useState<WaitingEntry | null>(null);
  const [autoChosen, setAutoChosen] = useState<{ nombre: string; others: string[] } | null>(null);
  const [asPair, setAsPair] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createInscriptionSchema),
    defaultValues: { runnerId: runnerId ?? undefined, eventId: undefined, categoria: '', partnerDni: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const eventId = Number(useWatch({ control: form.control, name: 'eventId' }) ?? 0);
  const distancia = useWatch({ control: form.control, name: 'distancia' });
  const categoria = useWatch({ control: form.control, name: 'categoria' });
  const partnerDni = useWatch({ control: form.control, name: 'partnerDni' });
  const event: Event | undefined = events.data?.find((e) => e.id === eventId);
  const choices = useEventCategories(event ? event.id : 0);
  const registration = useRegistrationInfo(event ? event.id : 0);

  const room = distancia ? distanceRoom(registration.data, distancia, categoria ?? '') : null;
  // Only the waiting list is left, and it is individual: no pair is set up for it.
  const onlyWaiting = room !== null && !room.individual;
  const pairActive = asPair && !onlyWaiting;

  const categories = useMemo(
    () =>
      event && choices.data && distancia
        ? eligibleCategories(choices.data.categories, distancia, runner, event.fecha).categories
        : [],
    [event, choices.data, distancia, runner],
  );

  // With a single open event there is nothing to choose.
  useEffect(() => {
    const only = events.data?.length === 1 ? events.data[0] : undefined;
    if (only && !form.getValues('eventId')) form.setValue('eventId', only.id);
  }, [events.data, form]);

  const chooseEvent = (value: number | undefined) => {
    form.setValue('eventId', value, { shouldValidate: form.formState.isSubmitted });
    form.setValue('distancia', undefined as unknown as number);
    form.setValue('categoria', '');
    form.setValue('partnerDni', '');
    setAsPair(false);
    setAutoChosen(null);
    setFull(null);
    setFailure(null);
  };

  const chooseDistance = (value: number | undefined) => {
    // The other distance's notices (its waiting-list offer, its refusal) say nothing about this one.
    setFull(null);
    setFailure(null);
    form.setValue('distancia', value as number, { shouldValidate: form.formState.isSubmitted });
    const offer =
      value && event && choices.data ? eligibleCategories(choices.data.categories, value, runner, event.fecha) : null;
    const preferred = offer?.preferred ?? null;
    form.setValue('categoria', preferred ? preferred.nombre : '', { shouldValidate: Boolean(preferred) });
    setAutoChosen(
      preferred && offer
        ? {
            nombre: preferred.nombre,
            others: offer.categories.filter((c) => c !== preferred).map((c) => c.nombre),
          }
        : null,
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setFull(null);
    const body: CreateInscriptionInput = {
      runnerId: values.runnerId,
      eventId: values.eventId,
      distancia: values.distancia,
      categoria: values.categoria,
      partnerDni: pairActive ? values.partnerDni : null,
      pagoConfirmado: false,
      inscripcionConfirmada: false,
      asistenciaConfirmada: false,
    };
    try {
      onEnrolled(await create.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCodes.placesFull) {
        setFull({ body: { ...body, partnerDni: null }, message: error.message });
        return;
      }
      // The partner already has an invitation waiting: said under the partner's DNI, whatever the answer's fields.
      if (error instanceof ApiError && error.code === errorCodes.pairPending && pairActive) {
        form.setError('partnerDni', { type: 'server', message: error.message });
        return;
      }
      // Each refusal is said once: under the field it is about, else in the one box above the button.
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        const unplaced = applyServerFieldErrors(error, form.setError, FORM_FIELDS);
        if (unplaced.length === 0) return;
      }
      setFailure(
        error instanceof ApiError && error.code === errorCodes.alreadyEnrolled
          ? m.alreadyEnrolled
          : serverErrorMessage(error, m.inscriptionError),
      );
    }
  });

  const onJoin = async () => {
    if (!full) return;
    setFailure(null);
    try {
      const answer = await join.mutateAsync(full.body);
      if (answer.inscription) onEnrolled(answer.inscription);
      else if (answer.waiting) setWaiting(answer.waiting);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === errorCodes.alreadyWaiting
          ? placesMessages.alreadyWaiting
          : serverErrorMessage(error, m.inscriptionError),
      );
    }
  };

  if (waiting) return <WaitingConfirmation entry={waiting} />;
  if (events.isPending) return <Loader aria-label="Cargando la lista" />;
  if (events.isError) {
    return (
      <Alert color="red" role="alert">
        {m.eventsLoadError}
      </Alert>
    );
  }
  if (events.data.length === 0) {
    return (
      <Alert color="blue" role="status">
        {m.noOpenEvents}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Inscripción a carrera">
      <Stack gap="md">
        {errors.runnerId && (
          <Alert color="red" role="alert">
            {errors.runnerId.message}
          </Alert>
        )}
        <NativeSelect
          label="Evento"
          withAsterisk
          value={eventId ? String(eventId) : ''}
          onChange={(e) => chooseEvent(toNumber(e.currentTarget.value))}
          error={errors.eventId?.message}
          data={[
            { value: '', label: 'Elegí un evento' },
            ...events.data.map((e) => ({ value: String(e.id), label: `${e.nombre} — ${formatIsoDateEsAr(e.fecha)}` })),
          ]}
        />
        {event && (
          <Card withBorder padding="sm" bg="gray.0">
            <Text size="sm">
              <strong>{event.nombre}</strong> · {formatIsoDateEsAr(event.fecha)} · {event.lugar}
            </Text>
            <Text size="sm">
              Inscripciones abiertas del {formatIsoDateEsAr(event.fechaAperturaInscripciones)} al{' '}
              {formatIsoDateEsAr(event.fechaCierreInscripciones)}
            </Text>
          </Card>
        )}
        {event && choices.isPending && <Loader size="sm" aria-label="Cargando opciones" />}
        {event && choices.isError && (
          <Alert color="red" role="alert">
            {m.categoriesLoadError}
          </Alert>
        )}
        {event && choices.data && choices.data.distances.length === 0 && (
          <Alert color="yellow" role="status">
            {m.noDistances}
          </Alert>
        )}
        {event && choices.data && choices.data.distances.length > 0 && (
          <>
            <Controller
              control={form.control}
              name="distancia"
              render={({ field }) => (
                <NativeSelect
                  label="Distancia"
                  withAsterisk
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ? String(field.value) : ''}
                  onChange={(e) => chooseDistance(toNumber(e.currentTarget.value))}
                  error={errors.distancia?.message}
                  data={[
                    { value: '', label: 'Elegí una distancia' },
                    ...choices.data.distances.map((d) => ({
                      value: String(d),
                      label: distanceLabel(registration.data, d),
                    })),
                  ]}
                />
              )}
            />
            {distancia && categories.length === 0 && (
              <Alert color="yellow" role="status">
                {m.noCategories}
              </Alert>
            )}
            {distancia && categories.length > 0 && (
              <Controller
                control={form.control}
                name="categoria"
                render={({ field }) => (
                  <NativeSelect
                    label="Categoría"
                    withAsterisk
                    {...field}
                    onChange={(e) => {
                      setFull(null);
                      field.onChange(e);
                    }}
                    value={field.value ?? ''}
                    error={errors.categoria?.message}
                    data={[
                      { value: '', label: 'Elegí una categoría' },
                      ...categories.map((c) => ({ value: c.nombre, label: c.nombre })),
                    ]}
                  />
                )}
              />
            )}
            {!distancia && errors.categoria && (
              <Text size="sm" c="red.8" role="alert">
                {errors.categoria.message}
              </Text>
            )}
            {distancia ? (
              <DistanceFacts
                info={registration.data}
                distancia={distancia}
                categoria={categoria ?? ''}
                pairs={Boolean(event?.permiteParejas)}
                asPair={pairActive}
              />
            ) : null}
            {autoChosen && (
              <Alert color="blue" role="status">
                {inscriptionTexts.autoCategory(autoChosen.nombre, autoChosen.others)}
              </Alert>
            )}
          </>
        )}
        {event?.permiteParejas && !onlyWaiting && (
          <Stack gap="xs">
            <Switch
              label="Inscribirme en pareja"
              checked={asPair}
              onChange={(e) => {
                setAsPair(e.currentTarget.checked);
                if (!e.currentTarget.checked) form.setValue('partnerDni', '');
              }}
            />
            {asPair && room && !room.pair && (
              <Text size="sm" c="yellow.9" fw={600} role="status">
                {roomTexts.pairDoesNotFit}
              </Text>
            )}
            {asPair && (
              <PartnerDniField
                registration={form.register('partnerDni')}
                dni={partnerDni ?? ''}
                pair={
                  event && distancia && categoria && categories.some((c) => c.nombre === categoria)
                    ? { eventId: event.id, distancia, categoria }
                    : null
                }
                error={errors.partnerDni?.message}
              />
            )}
          </Stack>
        )}
        {full && (
          <Alert color="yellow" role="alert">
            <Stack gap="xs">
              <Text fw={700}>No quedan lugares</Text>
              <Text size="sm">{full.message}</Text>
              {pairActive && <Text size="sm">La lista de espera es individual: te anotamos sin compañero/a.</Text>}
              <Button onClick={onJoin} loading={join.isPending} variant="filled" color="blue.9">
                Anotarme en lista de espera
              </Button>
            </Stack>
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Text size="sm">
          {registration.data && `${paymentSentence(registration.data.pago)} `}Presentá tu DNI para retirar el kit.
        </Text>
        <Button type="submit" loading={isSubmitting} fullWidth size="md">
          Inscribirme
        </Button>
      </Stack>
    </form>
  );
}
