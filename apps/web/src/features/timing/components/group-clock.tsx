import { formatClockTime } from '@carreras/domain/dates';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { COUNTDOWN_TICK_MS, clockDisplay, clockPhase, RUNNING_TICK_MS } from '../clock.ts';
import { useNow } from '../use-now.ts';

/**
 * The clock face: ticks by itself (10 ms running, 100 ms counting down) so the page does not re-render.
 * `children` go under the face, beside the state and the start (the other groups' times: no line of its own).
 */
export function GroupClock({
  startTime,
  offset,
  saved,
  children,
}: {
  startTime: number | null;
  offset: number;
  saved: boolean;
  children?: ReactNode;
}) {
  const phaseNow = clockPhase(startTime, Date.now() + offset);
  const now =
    useNow(phaseNow === 'running' ? RUNNING_TICK_MS : phaseNow === 'scheduled' ? COUNTDOWN_TICK_MS : null) + offset;
  const phase = clockPhase(startTime, now);
  return (
    // The face scales with the card (container units), so the clock never overflows a narrow column.
    <Group justify="space-between" align="center" gap="xs" wrap="nowrap" style={{ containerType: 'inline-size' }}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text
          component="output"
          aria-label={phase === 'scheduled' ? 'Cuenta regresiva' : 'Tiempo de carrera'}
          ff="monospace"
          fw={700}
          fz="min(3.25rem, 10cqi)"
          lh={1.1}
          style={{ whiteSpace: 'nowrap' }}
        >
          {phase === 'scheduled' ? `-${clockDisplay(startTime, now)}` : clockDisplay(startTime, now)}
        </Text>
        {children}
      </Stack>
      <Stack gap={2} align="flex-end">
        <Badge color={phase === 'running' ? 'monte' : phase === 'scheduled' ? 'blue.9' : 'gray.7'} size="lg">
          {phase === 'running' ? 'En carrera' : phase === 'scheduled' ? 'Largada programada' : 'Sin iniciar'}
        </Badge>
        {startTime !== null && !saved && (
          <Badge color="red.9" size="md" variant="outline">
            Inicio no guardado aún
          </Badge>
        )}
        {startTime !== null && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Largada: {formatClockTime(startTime - offset)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
