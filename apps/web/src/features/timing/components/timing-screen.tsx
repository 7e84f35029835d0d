import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEventBibs } from '../api/get-event-bibs.ts';
import { useTimes } from '../api/get-times.ts';
import { useTimingState } from '../api/get-timing-state.ts';
import { useTimingLive } from '../api/use-timing-live.ts';
import { COUNTDOWN_TICK_MS, clockPhase, passageInstant } from '../clock.ts';
import { useOutbox } from '../outbox/use-outbox.ts';
import { effectiveStarts, lapsDone, latestTaken, mergeRecords, type RecordRow } from '../timing-records.ts';
import { useNow } from '../use-now.ts';
import { BibCorrectionModal } from './bib-correction-modal.tsx';
import { ClockPanel } from './clock-panel.tsx';
import { LatestRecords } from './latest-records.tsx';
import { PendingCounter } from './pending-counter.tsx';
import { BIB_INPUT_ID, RecordPanel } from './record-panel.tsx';
import { StartGroupsModal } from './start-groups-modal.tsx';
import { TimeEditModal } from './time-edit-modal.tsx';

/** The group to show after a reload: the one started last, else the first not started yet. */
function defaultGroup(starts: Map<number, { startTime: number | null }>, now: number): number | null {
  let best: { id: number; time: number } | null = null;
  for (const [id, { startTime }] of starts) {
    if (startTime !== null && startTime <= now && (!best || startTime > best.time)) best = { id, time: startTime };
  }
  if (best) return best.id;
  for (const [id, { startTime }] of starts) if (startTime === null || startTime > now) return id;
  return null;
}

export function TimingScreen({ eventId }: { eventId: number }) {
  const live = useTimingLive(eventId);
  const state = useTimingState(eventId, live);
  const times = useTimes(eventId, live);
  const bibs = useEventBibs(eventId);
  const { outbox, persistent, entries, pending, rejected } = useOutbox(eventId);
  const [chosenGroup, setChosenGroup] = useState<number | null | undefined>(undefined);
  const [groupsOpen, setGroupsOpen] = useState(false);
  const [bibRow, setBibRow] = useState<RecordRow | null>(null);
  const [timesRow, setTimesRow] = useState<RecordRow | null>(null);
  // The outbox state lags a moment behind a record (it is written to IndexedDB first).
  const lastTaken = useRef(Number.NEGATIVE_INFINITY);

  const data = state.data;
  const offset = data?.clockOffset ?? 0;
  const groups = data?.startGroups ?? [];
  const starts = useMemo(
    () => effectiveStarts(groups, entries, data?.fetchedAt ?? 0),
    [groups, entries, data?.fetchedAt],
  );
  const selectedId = chosenGroup === undefined ? defaultGroup(starts, Date.now() + offset) : chosenGroup;
  const startTime = selectedId === null ? null : (starts.get(selectedId)?.startTime ?? null);
  // Re-render at the end of a countdown so the recording form knows the clock runs.
  useNow(clockPhase(startTime, Date.now() + offset) === 'scheduled' ? COUNTDOWN_TICK_MS : null);

  const serverRecords: TimeRecord[] = times.data?.times ?? data?.records ?? [];
  const rows = useMemo(() => mergeRecords(serverRecords, entries), [serverRecords, entries]);

  if (state.isPending) return <Loader aria-label="Cargando cronometraje" />;
  if (!data) {
    return (
      <Alert color="red" role="alert" title="Error al cargar datos del evento">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(state.error, 'Error al cargar datos del evento')}</Text>
          <Group>
            <Button variant="light" onClick={() => void state.refetch()}>
              Reintentar
            </Button>
            <Anchor component={Link} to={paths.admin.timingSetup}>
              Volver a la configuración
            </Anchor>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const bibDistance = (bib: number): number | null =>
    bibs.data?.[String(bib)]?.distance ??
    serverRecords.find((r) => r.dorsal === bib && r.distance != null)?.distance ??
    null;
  const totalLaps = (bib: number) => {
    const distance = bibDistance(bib);
    return distance === null ? null : (data.lapsConfig[String(distance)] ?? null);
  };

  const record = (bib: number | null) => {
    if (selectedId === null || startTime === null) return;
    const now = Date.now();
    const timestamp = passageInstant(now, offset, Math.max(lastTaken.current, latestTaken(entries)));
    lastTaken.current = timestamp;
    void outbox.enqueue({
      eventId,
      kind: 'record',
      path: `/timing/${eventId}/record`,
      createdAt: now,
      body: { dorsal: bib, time: Math.max(0, Math.round(timestamp - startTime)), timestamp, groupId: selectedId },
    });
  };

  const start = (groupId: number, time: number) => {
    setChosenGroup(groupId);
    void outbox.enqueue({
      eventId,
      kind: 'start',
      path: `/timing/${eventId}/start-group`,
      body: { groupId, startTime: new Date(Math.round(time)).toISOString() },
    });
    // Keyboard first: once started, the next key pressed is a bib.
    requestAnimationFrame(() => document.getElementById(BIB_INPUT_ID)?.focus());
  };

  const offline = state.isError || times.isError;
  const passagesOf = (bib: number | null) => serverRecords.filter((r) => bib !== null && r.dorsal === bib);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Cronometraje de Carrera</Title>
          <Text fw={600}>
            {data.event.nombre} — {data.event.fecha.split('-').reverse().join('/')}
          </Text>
        </div>
        <Group gap="sm">
          <Button variant="outline" size="md" onClick={() => setGroupsOpen(true)}>
            Configurar Grupos de Largada
          </Button>
          <Button component={Link} to={paths.admin.results(eventId)} size="md" variant="light">
            Ver Resultados
          </Button>
        </Group>
      </Group>
      <PendingCounter count={pending.length} onRetry={() => void outbox.retryNow()} />
      {!persistent && (
        <Alert color="red" role="alert">
          Este navegador no permite guardar los registros en el dispositivo: no recargue ni cierre la página mientras
          haya registros pendientes de envío.
        </Alert>
      )}
      {offline && (
        <Alert color="orange" role="status">
          Sin conexión con el servidor: los registros se guardan en este dispositivo y se enviarán al volver la
          conexión.
        </Alert>
      )}
      {rejected.length > 0 && (
        <Alert color="red" title="Registros rechazados por el servidor">
          <Stack gap={2}>
            {rejected.map((entry) => (
              <Text key={entry.clientId} size="sm">
                {entry.kind === 'start'
                  ? 'Inicio de grupo'
                  : `Dorsal ${(entry.body.dorsal as number | null) ?? 'Sin dorsal'}`}{' '}
                ({new Date(entry.createdAt).toLocaleTimeString('es-AR')}): {entry.error}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {Object.keys(data.lapsConfig).length === 0 && (
        <Alert color="yellow">
          Este evento no tiene cronometraje configurado.{' '}
          <Anchor component={Link} to={`${paths.admin.timingSetup}?event=${eventId}`}>
            Configurar
          </Anchor>
        </Alert>
      )}
      {groups.length === 0 && <Alert color="blue">Configure los grupos de largada para iniciar el cronómetro.</Alert>}
      <ClockPanel
        key={selectedId ?? 'none'}
        groups={groups}
        starts={starts}
        selectedId={selectedId}
        onSelect={setChosenGroup}
        offset={offset}
        onStart={start}
      />
      <RecordPanel
        running={() => clockPhase(startTime, Date.now() + offset) === 'running'}
        lapsDone={(bib) => lapsDone(rows, bib)}
        totalLaps={totalLaps}
        onRecord={record}
      />
      <Title order={2} size="h3">
        Últimos registros
      </Title>
      <LatestRecords
        rows={rows}
        runnerName={(bib) => bibs.data?.[String(bib)]?.name ?? null}
        onBib={setBibRow}
        onTimes={setTimesRow}
      />
      {groupsOpen && (
        <StartGroupsModal
          eventId={eventId}
          groups={groups}
          onClose={() => setGroupsOpen(false)}
          onSaved={() => {
            setGroupsOpen(false);
            setChosenGroup(undefined);
          }}
        />
      )}
      {bibRow && (
        <BibCorrectionModal key={bibRow.clientId} eventId={eventId} row={bibRow} onClose={() => setBibRow(null)} />
      )}
      {timesRow && (
        <TimeEditModal
          eventId={eventId}
          bib={timesRow.dorsal}
          distance={timesRow.record?.distance ?? (timesRow.dorsal === null ? null : bibDistance(timesRow.dorsal))}
          passages={passagesOf(timesRow.dorsal)}
          onClose={() => setTimesRow(null)}
        />
      )}
    </Stack>
  );
}
