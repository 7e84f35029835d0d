import { timingMessages } from '@carreras/domain/timing/timing.messages';
import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import { Alert, Button, Card, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { clockPhase, defaultScheduleInput, scheduleInput, validateScheduledStart } from '../clock.ts';
import { ClockTimeInput } from './clock-time-input.tsx';
import { GroupClock } from './group-clock.tsx';
import { OtherClocks } from './other-clocks.tsx';

export interface GroupStart {
  startTime: number | null;
  saved: boolean;
}

/**
 * Group selector (started groups cannot be chosen to start again), the group's clock and its start
 * controls, and every other group's race time beside it. `onStart` receives the start in server time; it is queued, so it never fails here.
 */
export function ClockPanel({
  groups,
  starts,
  selectedId,
  onSelect,
  offset,
  onStart,
}: {
  groups: readonly StartGroup[];
  starts: Map<number, GroupStart>;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  offset: number;
  onStart: (groupId: number, startTime: number) => void;
}) {
  const start = selectedId === null ? undefined : starts.get(selectedId);
  const startTime = start?.startTime ?? null;
  const phase = clockPhase(startTime, Date.now() + offset);
  // Mounted per selected group (key), so a refetch never overwrites what the timekeeper typed.
  const [schedule, setSchedule] = useState(() =>
    startTime === null ? defaultScheduleInput(Date.now() + offset) : scheduleInput(startTime),
  );
  const [error, setError] = useState<string | null>(null);

  const isStarted = (group: StartGroup) => {
    const time = starts.get(group.id)?.startTime ?? null;
    return group.started || clockPhase(time, Date.now() + offset) === 'running';
  };

  const programar = () => {
    if (selectedId === null) return setError(timingMessages.groupRequired);
    // Typed on the organiser's clock: the true time, already in server time (no device offset to add).
    const result = validateScheduledStart(schedule, Date.now() + offset);
    if ('error' in result) return setError(result.error);
    setError(null);
    onStart(selectedId, result.startTime);
  };

  const iniciarAhora = () => {
    if (selectedId === null) return setError(timingMessages.groupRequired);
    setError(null);
    onStart(selectedId, Date.now() + offset);
  };

  return (
    <Card withBorder padding="sm">
      {/* Tight: with another wave's time under the clock, a phone still shows the latest five records. */}
      <Stack gap={6}>
        <NativeSelect
          label="Grupo de largada"
          size="sm"
          // The label beside the field, not above it: a line less on a phone's first screen.
          styles={{
            root: { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' },
            label: { flexShrink: 0, fontSize: 'var(--mantine-font-size-xs)' },
            wrapper: { flex: 1, minWidth: 0 },
          }}
          value={selectedId === null ? '' : String(selectedId)}
          onChange={(e) => onSelect(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          data={[
            { value: '', label: 'Seleccione un grupo de largada' },
            ...groups.map((group) => ({
              value: String(group.id),
              label: isStarted(group) ? `${group.name} (iniciado)` : group.name,
              disabled: isStarted(group) && group.id !== selectedId,
            })),
          ]}
        />
        <GroupClock startTime={startTime} offset={offset} saved={start?.saved ?? true}>
          <OtherClocks groups={groups} starts={starts} selectedId={selectedId} offset={offset} />
        </GroupClock>
        {phase !== 'running' && (
          <Group align="flex-end" gap="sm" grow>
            <ClockTimeInput size="md" label="Hora de inicio" value={schedule} onChange={setSchedule} />
            <Button size="md" variant="outline" onClick={programar}>
              Programar
            </Button>
            <Button size="md" color="monte" onClick={iniciarAhora}>
              Iniciar Ahora
            </Button>
          </Group>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
