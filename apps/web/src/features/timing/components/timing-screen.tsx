import { formatIsoDateEsAr } from '@carreras/domain/dates';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { Alert, Anchor, Button, Flex, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { pathOf } from '../../../api/call.ts';
import { timingApi } from '../../../api/timing.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useClearDns } from '../api/clear-dns.ts';
import { useEventBibs } from '../api/get-event-bibs.ts';
import { useTimes } from '../api/get-times.ts';
import { useTimingState } from '../api/get-timing-state.ts';
import { useTimingLive } from '../api/use-timing-live.ts';
import { COUNTDOWN_TICK_MS, clockPhase, passageInstant } from '../clock.ts';
import { useDeviceRole } from '../device-role.ts';
import { useOutbox } from '../outbox/use-outbox.ts';
import { summarizePassage } from '../passage-summary.ts';
import { useRecordAlerts } from '../record-answers.ts';
import { type ReviewItem, reviewItems, rowReview } from '../review-items.ts';
import {
  effectiveStarts,
  gapToPreviousLap,
  lapsDone,
  latestTaken,
  mergeRecords,
  type OwnStart,
  type RecordRow,
} from '../timing-records.ts';
import { useNow } from '../use-now.ts';
import { BibCorrectionModal } from './bib-correction-modal.tsx';
import { ClockPanel } from './clock-panel.tsx';
import { LatestRecords } from './latest-records.tsx';
import { PendingCounter } from './pending-counter.tsx';
import { type MarkAction, MarkRecordDialog, type MarkTarget } from './record-actions.tsx';
import { BIB_INPUT_ID, RecordPanel } from './record-panel.tsx';
import { RejectedRecordModal } from './rejected-record-modal.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { RiderLookup } from './rider-lookup.tsx';
import { RiderTimingDialog } from './rider-timing-dialog.tsx';
import { StartGroupsModal } from './start-groups-modal.tsx';
import { StillOutCount } from './still-out-count.tsx';
import classes from './timing-screen.module.css';

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
  const { outbox, persistent, entries, pending } = useOutbox(eventId);
  const [device, setDevice] = useDeviceRole();
  const clearDns = useClearDns(eventId);
  const [chosenGroup, setChosenGroup] = useState<number | null | undefined>(undefined);
  const [groupsOpen, setGroupsOpen] = useState(false);
  const [bibRow, setBibRow] = useState<RecordRow | null>(null);
  const [timesRow, setTimesRow] = useState<RecordRow | null>(null);
  const [refused, setRefused] = useState<ReviewItem | null>(null);
  const [marking, setMarking] = useState<MarkTarget | null>(null);
  // The outbox state lags a moment behind a record (it is written to IndexedDB first).
  const lastTaken = useRef(Number.NEGATIVE_INFINITY);

  const data = state.data;
  const offset = data?.clockOffset ?? 0;
  const groups = data?.startGroups ?? [];
  const starts = useMemo(
    () => effectiveStarts(groups, entries, data?.requestedAt ?? data?.fetchedAt ?? 0),
    [groups, entries, data?.requestedAt, data?.fetchedAt],
  );
  const selectedId = chosenGroup === undefined ? defaultGroup(starts, Date.now() + offset) : chosenGroup;
  const startTime = selectedId === null ? null : (starts.get(selectedId)?.startTime ?? null);
  // Re-render at the end of a countdown so the recording form knows the clock runs.
  useNow(clockPhase(startTime, Date.now() + offset) === 'scheduled' ? COUNTDOWN_TICK_MS : null);

  const serverRecords: TimeRecord[] = times.data?.times ?? data?.records ?? [];
  const bibList = bibs.data;
  // The rider's own group, from the cached bib list, and its start as this device knows it (outbox included).
  const ownStart = useMemo(
    () =>
      (bib: number): OwnStart | null => {
        const groupId = bibList?.[String(bib)]?.groupId ?? null;
        return groupId === null ? null : { groupId, startTime: starts.get(groupId)?.startTime ?? null };
      },
    [bibList, starts],
  );
  const rows = useMemo(() => mergeRecords(serverRecords, entries, ownStart), [serverRecords, entries, ownStart]);
  const holds = useMemo(() => (bib: number) => (bibList ? Object.hasOwn(bibList, String(bib)) : null), [bibList]);
  const serverReview = data?.review;
  const toReview = useMemo(
    () => reviewItems({ rows, serverReview: serverReview ?? [], entries, holds }),
    [rows, serverReview, entries, holds],
  );
  const alert = useRecordAlerts(entries, rows);

  if (state.isPending) return <Loader aria-label="Cargando cronometraje" />;
  if (!data) {
    return (
      <LoadFailure
        title="Error al cargar datos del evento"
        error={state.error}
        fallback="Error al cargar datos del evento"
        onRetry={() => void state.refetch()}
      >
        <Anchor component={Link} to={paths.admin.timingSetup}>
          Volver a la configuración
        </Anchor>
      </LoadFailure>
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

  /** The server-clock instant of a passage taken now (at a bib's first keypress, or a click). */
  const takeInstant = () => {
    const instant = passageInstant(Date.now(), offset, Math.max(lastTaken.current, latestTaken(entries)));
    lastTaken.current = instant;
    return instant;
  };

  // The server times the passage from the start of the rider's own group, whatever group is selected
  // here; the selected group and the time from its start count when the rider's group is not known.
  const record = (bib: number | null, timestamp: number) => {
    if (selectedId === null || startTime === null) return;
    const clientId = crypto.randomUUID();
    void outbox.enqueue({
      eventId,
      clientId,
      kind: 'record',
      path: pathOf(timingApi.record, { eventId }),
      createdAt: Date.now(),
      body: {
        dorsal: bib,
        time: Math.max(0, Math.round(timestamp - startTime)),
        timestamp,
        groupId: selectedId,
        device,
      },
    });
    return clientId;
  };

  /** A refused record sent again with its bib corrected: queued first, then the refused copy dropped. */
  const resend = async (item: ReviewItem, bib: number | null) => {
    if (item.entry?.kind !== 'record') return;
    const { time, timestamp, groupId, device: role } = item.entry.body;
    await outbox.enqueue({
      eventId,
      kind: 'record',
      path: pathOf(timingApi.record, { eventId }),
      body: { dorsal: bib, time, timestamp, groupId, device: role },
    });
    await outbox.discard(item.clientId);
  };

  const groupNameById = (id: number | null | undefined) =>
    id == null ? null : (groups.find((group) => group.id === id)?.name ?? null);
  // The rider's own group: from the server's answer, else (a record still on this device) from the bib list.
  const rowGroupName = (row: RecordRow) =>
    row.record
      ? (row.record.groupName ?? groupNameById(row.record.groupId))
      : row.dorsal === null
        ? null
        : (bibs.data?.[String(row.dorsal)]?.groupName ?? null);

  const start = (groupId: number, time: number) => {
    setChosenGroup(groupId);
    // Started now on this device: no passage taken here may come before it, even if a later clock
    // measure moves this device's idea of the server time back a few milliseconds.
    if (time <= Date.now() + offset + 1000) lastTaken.current = Math.max(lastTaken.current, Math.round(time));
    void outbox.enqueue({
      eventId,
      kind: 'start',
      path: pathOf(timingApi.startGroup, { eventId }),
      body: { groupId, startTime: new Date(Math.round(time)).toISOString() },
    });
    // Keyboard first: once started, the next key pressed is a bib.
    requestAnimationFrame(() => document.getElementById(BIB_INPUT_ID)?.focus());
  };

  const offline = state.isError || times.isError;
  const runnerName = (bib: number) => bibs.data?.[String(bib)]?.name ?? null;

  /** Opens the confirmation of 'Anular', 'Contar' or 'Restaurar', naming the rider and the lap. */
  const mark = (record: TimeRecord, action: MarkAction) =>
    setMarking({
      record,
      mark: action,
      runnerName: record.dorsal === null ? null : (runnerName(record.dorsal) ?? record.runnerName ?? null),
      gap: record.dorsal === null ? null : gapToPreviousLap(rows, record.dorsal, record.timestamp),
    });

  return (
    <Stack gap="xs" className={classes.screen}>
      <header className={classes.header}>
        <Anchor component={Link} to={paths.admin.dashboard} fw={600} size="sm" className={classes.back}>
          ← Back-office
        </Anchor>
        <div className={classes.title}>
          <Title order={1} className={classes.heading}>
            Cronometraje de Carrera
          </Title>
          <Text fw={600} lh={1.2} className={classes.eventLine}>
            {data.event.nombre} — {formatIsoDateEsAr(data.event.fecha)}
          </Text>
        </div>
        <div className={classes.count}>
          {/* Beside each other on a phone, one above the other from a tablet (the title keeps the room). */}
          <Flex gap={4} columnGap="xs" direction={{ base: 'row', sm: 'column' }} wrap="nowrap" align="center">
            <PendingCounter count={pending.length} onRetry={() => void outbox.retryNow()} />
            <StillOutCount eventId={eventId} />
          </Flex>
        </div>
        <Group gap={6} wrap="nowrap" className={classes.tools}>
          {/* A phone shows the short words; the names stay whole for every reader. */}
          <Button
            variant="outline"
            size="compact-sm"
            px={8}
            aria-label="Configurar Grupos de Largada"
            onClick={() => setGroupsOpen(true)}
          >
            <span className={classes.wide}>Configurar Grupos de Largada</span>
            <span className={classes.medium}>Grupos de largada</span>
            <span className={classes.narrow}>Grupos</span>
          </Button>
          <Button
            component={Link}
            to={paths.admin.results(eventId)}
            size="compact-sm"
            px={8}
            variant="light"
            aria-label="Ver Resultados"
          >
            <span className={classes.wideOrMedium}>Ver Resultados</span>
            <span className={classes.narrow}>Resultados</span>
          </Button>
        </Group>
      </header>
      {!persistent && (
        <Alert color="red" role="alert" p="xs">
          Este navegador no permite guardar los registros en el dispositivo: no recargue ni cierre la página mientras
          haya registros pendientes de envío.
        </Alert>
      )}
      {offline && (
        <Alert color="orange" role="status" p="xs">
          Sin conexión con el servidor: los registros se guardan en este dispositivo y se enviarán al volver la
          conexión.
        </Alert>
      )}
      {Object.keys(data.lapsConfig).length === 0 && (
        <Alert color="yellow" p="xs">
          Este evento no tiene cronometraje configurado.{' '}
          <Anchor component={Link} to={`${paths.admin.timingSetup}?event=${eventId}`}>
            Configurar
          </Anchor>
        </Alert>
      )}
      {groups.length === 0 && (
        <Alert color="blue" p="xs">
          Configure los grupos de largada para iniciar el cronómetro.
        </Alert>
      )}
      <div className={classes.layout}>
        <Stack gap="xs" className={classes.entry}>
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
            running={() => clockPhase(startTime, Math.max(Date.now() + offset, lastTaken.current)) === 'running'}
            lapsDone={(bib) => lapsDone(rows, bib)}
            totalLaps={totalLaps}
            holds={holds}
            takeInstant={takeInstant}
            onRecord={record}
            describePassage={(taken) => summarizePassage(taken, { rows, name: runnerName, totalLaps, ownStart })}
            alert={alert}
            device={device}
            onDevice={setDevice}
            onClearDns={(bib) => clearDns.mutateAsync(bib)}
          />
        </Stack>
        <ReviewPanel
          items={toReview}
          groupName={rowGroupName}
          onBib={setBibRow}
          onRejected={setRefused}
          onMark={mark}
          onClearDns={(bib) =>
            clearDns.mutate(bib, {
              onSuccess: () => notify.success(`DNS quitado: la pasada de #${bib} cuenta`),
              onError: (error) =>
                notify.error(`No se pudo quitar el DNS de #${bib}: ${errorMessage(error, 'error de conexión')}`),
            })
          }
        />
        <section aria-labelledby="latest-title" className={classes.records}>
          <Group justify="space-between" align="center" gap="xs" mb={4}>
            <Title order={2} size="h4" id="latest-title" className={classes.subheading}>
              Últimos registros
            </Title>
            <RiderLookup eventId={eventId} compact />
          </Group>
          <LatestRecords
            rows={rows}
            runnerName={runnerName}
            groupName={rowGroupName}
            totalLaps={totalLaps}
            review={(row) => rowReview(row, holds)}
            onBib={setBibRow}
            onTimes={setTimesRow}
            onMark={mark}
          />
        </section>
      </div>
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
      {refused && (
        <RejectedRecordModal
          key={refused.clientId}
          item={refused}
          groupName={groupNameById(refused.entry?.kind === 'record' ? refused.entry.body.groupId : null)}
          onResend={(bib) => resend(refused, bib)}
          onDiscard={async () => {
            await outbox.discard(refused.clientId);
          }}
          onClose={() => setRefused(null)}
        />
      )}
      {timesRow?.dorsal != null && (
        <RiderTimingDialog eventId={eventId} bib={timesRow.dorsal} onClose={() => setTimesRow(null)} />
      )}
      {marking && (
        <MarkRecordDialog
          key={`${marking.record.id}:${marking.mark}`}
          eventId={eventId}
          target={marking}
          onClose={() => setMarking(null)}
          // The next key typed is a bib: it must land in the bib field, not on the row's button.
          returnFocusTo={BIB_INPUT_ID}
        />
      )}
    </Stack>
  );
}
