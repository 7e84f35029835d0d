import { Group, Stack, Text } from '@mantine/core';

export interface ChartRow {
  label: string;
  confirmadas: number;
  pendientes: number;
}

/**
 * Horizontal bars of confirmed and pending inscriptions per row, drawn with plain elements. The bars
 * are decoration for sighted users: the table beside it carries the same numbers as text.
 */
export function ConfirmationChart({ title, rows }: { title: string; rows: ChartRow[] }) {
  const max = Math.max(1, ...rows.map((row) => row.confirmadas + row.pendientes));
  return (
    <Stack gap={6} aria-hidden="true">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Group gap="md">
        <Legend color="var(--mantine-color-monte-8)" label="Confirmadas" />
        <Legend color="var(--mantine-color-orange-3)" label="Pendientes" />
      </Group>
      {rows.map((row) => (
        <Group key={row.label} gap="xs" wrap="nowrap">
          <Text size="xs" w={170} style={{ flexShrink: 0 }} truncate>
            {row.label}
          </Text>
          <div style={{ display: 'flex', flex: 1, height: 18, background: 'var(--mantine-color-gray-1)' }}>
            <div style={{ width: `${(row.confirmadas / max) * 100}%`, background: 'var(--mantine-color-monte-8)' }} />
            <div style={{ width: `${(row.pendientes / max) * 100}%`, background: 'var(--mantine-color-orange-3)' }} />
          </div>
          <Text size="xs" w={40} ta="right">
            {row.confirmadas + row.pendientes}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={4}>
      <span style={{ display: 'inline-block', width: 12, height: 12, background: color }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}
