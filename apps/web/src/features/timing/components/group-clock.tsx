import { formatClockTime } from '@carreras/domain/dates';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { COUNTDOWN_TICK_MS, clockDisplay, clockPhase, RUNNING_TICK_MS } from '../clock.ts';
import { useNow } from '../use-now.ts';

/** The clock face: ticks by itself (10 ms running, 100 ms counting down) so the page does not re-render. */
export function GroupClock({ startTime, offset, saved }: { startTime: number | null; offset: number; saved: boolean }) {
  const phaseNow = clockPhase(startTime, Date.now() + offset);
  const now =
    useNow(phaseNow === 'running' ? RUNNING_TICK_MS : phaseNow === 'scheduled' ? COUNTDOWN_TICK_MS : null) + offset;
  const phase = clockPhase(startTime, now);
  return (
    // The face scales with the card (container units), so the clock never overflows a narrow column.
    <Stack gap={4} align="center" style={{ containerType: 'inline-size' }}>
      <Group gap="xs">
        <Badge color={phase === 'running' ? 'monte' : phase === 'scheduled' ? 'blue.9' : 'gray.7'} size="lg">
          {phase === 'running' ? 'En carrera' : phase === 'scheduled' ? 'Largada programada' : 'Sin iniciar'}
        </Badge>
        {startTime !== null && !saved && (
          <Badge color="red.9" size="lg" variant="outline">
            Inicio no guardado aún
          </Badge>
        )}
      </Group>
      <Text
        component="output"
        aria-label={phase === 'scheduled' ? 'Cuenta regresiva' : 'Tiempo de carrera'}
        ff="monospace"
        fw={700}
        fz="min(4rem, 14cqi)"
        lh={1.1}
      >
        {phase === 'scheduled' ? `-${clockDisplay(startTime, now)}` : clockDisplay(startTime, now)}
      </Text>
      {startTime !== null && (
        <Text size="sm" c="dimmed">
          Largada: {formatClockTime(startTime - offset)}
        </Text>
      )}
    </Stack>
  );
}
