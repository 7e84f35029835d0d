import { pickCurrentEvent } from '@carreras/domain/events/current-event';
import { timingMessages } from '@carreras/domain/timing/timing.messages';
import {
  DEFAULT_MIN_LAP_SECONDS,
  minLapSecondsSchema,
  type TimingConfig,
} from '@carreras/domain/timing/timing.schemas';
import { Alert, Button, Checkbox, Group, Loader, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { eventOptionLabel } from '../../../hooks/use-event-choice.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useTimingEvents } from '../api/get-events.ts';
import { useSaveTimingConfig, useTimingConfig } from '../api/timing-config.ts';

/** Laps typed by hand: only a whole number of at least 1 replaces the current value (spec: invalid input ignored). */
export function readLaps(text: string, current: number): number {
  return /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 100 ? Number(text) : current;
}

/** The minimum lap as typed, in whole seconds, or the shared schema's message. */
export function readMinLap(text: string): { seconds: number } | { error: string } {
  const trimmed = text.trim();
  const parsed = minLapSecondsSchema.safeParse(/^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
  return parsed.success ? { seconds: parsed.data } : { error: parsed.error.issues[0]?.message ?? '' };
}

/**
 * What the form starts from: every distance of the event ticked, with the laps and minimum lap of the last
 * saved configuration (1 lap and DEFAULT_MIN_LAP_SECONDS when none), so a race day never starts untimed
 * because a box was left empty.
 */
export function initialDraft(config: TimingConfig): TimingConfig {
  return Object.fromEntries(
    Object.entries(config).map(([distance, value]) => [
      distance,
      { ...value, enabled: true, minLapSeconds: value.minLapSeconds ?? DEFAULT_MIN_LAP_SECONDS },
    ]),
  );
}

const MIN_LAP_HELP =
  'Dos pasadas del mismo dorsal más cerca que esto cuentan como una sola: la segunda queda para revisar. Con 0 se cuentan todas.';

export const NOTHING_TIMED_PROMPT =
  'No marcó ninguna distancia para cronometrar: el cronometraje de este evento quedará desactivado. ¿Desea guardar de todos modos?';

export function TimingSetupForm({ initialEventId }: { initialEventId: number | null }) {
  const events = useTimingEvents();
  // The event in the address, else the current one (D17) once the events are in.
  const [chosen, setEventId] = useState<number | null | undefined>(initialEventId ?? undefined);
  const eventId = chosen !== undefined ? chosen : events.data ? (pickCurrentEvent(events.data)?.id ?? null) : null;
  const config = useTimingConfig(eventId);
  const [draft, setDraft] = useState<TimingConfig>({});
  const [lapsText, setLapsText] = useState<Record<string, string>>({});
  const [minLapText, setMinLapText] = useState<Record<string, string>>({});
  const [minLapErrors, setMinLapErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const save = useSaveTimingConfig();
  const navigate = useNavigate();

  // Once per event: a background refresh of the configuration never undoes what the admin changed.
  const [draftFor, setDraftFor] = useState<number | null>(null);
  useEffect(() => {
    if (!config.data || config.data.eventId === draftFor) return;
    setDraft(initialDraft(config.data.config));
    setLapsText(Object.fromEntries(Object.entries(config.data.config).map(([d, v]) => [d, String(v.laps)])));
    setMinLapText(
      Object.fromEntries(
        Object.entries(config.data.config).map(([d, v]) => [d, String(v.minLapSeconds ?? DEFAULT_MIN_LAP_SECONDS)]),
      ),
    );
    setMinLapErrors({});
    setDraftFor(config.data.eventId);
  }, [config.data, draftFor]);

  const submit = async ({ confirmed = false } = {}) => {
    setError(null);
    if (eventId === null) {
      setError(timingMessages.eventRequired);
      return;
    }
    if (draftFor !== eventId) return;
    const config: TimingConfig = {};
    const wrong: Record<string, string> = {};
    for (const [distance, value] of Object.entries(draft)) {
      const minLap = readMinLap(minLapText[distance] ?? String(value.minLapSeconds));
      if ('error' in minLap) wrong[distance] = minLap.error;
      else config[distance] = { ...value, minLapSeconds: minLap.seconds };
    }
    setMinLapErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    if (!confirmed && !Object.values(draft).some((value) => value.enabled)) {
      setConfirmEmpty(true);
      return;
    }
    setConfirmEmpty(false);
    try {
      await save.mutateAsync({ eventId, config });
      notify.success('Configuración guardada correctamente');
      navigate(paths.admin.timing(eventId));
    } catch (failure) {
      // D1: the failure is shown and the admin stays here with what they chose.
      const message = errorMessage(failure, 'Error al guardar la configuración');
      setError(
        message === 'Error al guardar la configuración' ? message : `Error al guardar la configuración: ${message}`,
      );
    }
  };

  const distances = draftFor === eventId ? Object.keys(draft).sort((a, b) => Number(a) - Number(b)) : [];
  return (
    <Stack gap="md" maw={640}>
      {events.isError && <Alert color="red">Error al cargar eventos</Alert>}
      <NativeSelect
        label="Evento"
        size="md"
        value={eventId === null ? '' : String(eventId)}
        onChange={(e) => setEventId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        data={[
          { value: '', label: 'Seleccione un evento' },
          ...(events.data ?? []).map((event) => ({
            value: String(event.id),
            label: eventOptionLabel(event),
          })),
        ]}
      />
      {eventId !== null && config.isPending && <Loader size="sm" aria-label="Cargando configuración" />}
      {config.isError && (
        <Alert color="red">{errorMessage(config.error, 'Error al obtener distancias del evento')}</Alert>
      )}
      {eventId !== null && draftFor === eventId && distances.length === 0 && (
        <Text c="dimmed">El evento no tiene distancias: asígnele categorías antes de configurar el cronometraje.</Text>
      )}
      {distances.length > 0 && (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Cronometrar</Table.Th>
              <Table.Th>Vueltas</Table.Th>
              <Table.Th>Vuelta mínima (segundos)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {distances.map((distance) => {
              const value = draft[distance] ?? { laps: 1, enabled: false, minLapSeconds: DEFAULT_MIN_LAP_SECONDS };
              return (
                <Table.Tr key={distance}>
                  <Table.Td>
                    <Checkbox
                      size="md"
                      label={`${distance} KM`}
                      aria-label={`Cronometrar ${distance} KM`}
                      checked={value.enabled}
                      onChange={(e) =>
                        setDraft({ ...draft, [distance]: { ...value, enabled: e.currentTarget.checked } })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="md"
                      w={76}
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      aria-label={`Vueltas ${distance} KM`}
                      value={lapsText[distance] ?? String(value.laps)}
                      onChange={(e) => {
                        const text = e.currentTarget.value;
                        setLapsText({ ...lapsText, [distance]: text });
                        setDraft({ ...draft, [distance]: { ...value, laps: readLaps(text, value.laps) } });
                      }}
                      onBlur={() => setLapsText({ ...lapsText, [distance]: String(value.laps) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="md"
                      w={88}
                      type="number"
                      min={0}
                      max={86_400}
                      step={1}
                      inputMode="numeric"
                      aria-label={`Vuelta mínima ${distance} KM (segundos)`}
                      value={minLapText[distance] ?? String(value.minLapSeconds)}
                      error={minLapErrors[distance]}
                      onChange={(e) => {
                        setMinLapText({ ...minLapText, [distance]: e.currentTarget.value });
                        if (minLapErrors[distance]) setMinLapErrors({ ...minLapErrors, [distance]: '' });
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {distances.length > 0 && (
        <Text size="sm" c="dimmed">
          <strong>Vuelta mínima (segundos):</strong> {MIN_LAP_HELP}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button
          size="md"
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={eventId !== null && draftFor !== eventId}
        >
          Guardar y Continuar
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmEmpty}
        title="Ninguna distancia cronometrada"
        message={NOTHING_TIMED_PROMPT}
        confirmLabel="Sí, guardar"
        pending={save.isPending}
        onClose={() => setConfirmEmpty(false)}
        onConfirm={() => void submit({ confirmed: true })}
      />
    </Stack>
  );
}
