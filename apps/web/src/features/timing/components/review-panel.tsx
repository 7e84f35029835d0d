import { formatClockTime } from '@carreras/domain/dates';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReviewItem, reviewLabel } from '../review-items.ts';
import type { RecordRow } from '../timing-records.ts';

/** The mark beside each item: red for what is wrong, orange for what is missing or doubtful. */
const REASON_COLOR: Record<ReviewItem['reason'], string> = {
  NO_BIB: 'var(--mantine-color-orange-6)',
  UNKNOWN_BIB: 'var(--mantine-color-red-9)',
  BEFORE_START: 'var(--mantine-color-orange-6)',
  REJECTED: 'var(--mantine-color-red-9)',
};

/**
 * 'Registros a revisar': every passage that does not count as it is (no bib, a bib nobody holds,
 * before its group's start) and every write the server refused, each with its fix. Built from the
 * server's review list and what this device knows, so it works with no connection too.
 */
export function ReviewPanel({
  items,
  groupName,
  onBib,
  onRejected,
}: {
  items: readonly ReviewItem[];
  groupName: (row: RecordRow) => string | null;
  /** Opens the bib-correction dialog of a stored record. */
  onBib: (row: RecordRow) => void;
  /** Opens the fix of a refused write (resend or discard). */
  onRejected: (item: ReviewItem) => void;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="review-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h3" id="review-title">
            Registros a revisar
          </Title>
          {items.length > 0 && (
            <Badge color="red.9" size="lg">
              {items.length}
            </Badge>
          )}
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed">Nada para revisar</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Registros a revisar">
            {items.map((item) => {
              const group = item.row ? groupName(item.row) : null;
              return (
                <Group
                  component="li"
                  key={item.clientId}
                  justify="space-between"
                  align="center"
                  gap="xs"
                  wrap="nowrap"
                  py={6}
                  pl="sm"
                  data-reason={item.reason}
                  style={{ borderLeft: `4px solid ${REASON_COLOR[item.reason]}` }}
                >
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={700} size="sm">
                      {reviewLabel(item)}
                    </Text>
                    <Text size="sm">
                      Hora {formatClockTime(item.timestamp)}
                      {item.row && item.reason !== 'REJECTED' && ` · ${formatElapsed(item.row.time)}`}
                      {group && ` · ${group}`}
                    </Text>
                    {item.entry?.error && (
                      <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                        {item.entry.error}
                      </Text>
                    )}
                  </Stack>
                  <FixButton item={item} onBib={onBib} onRejected={onRejected} />
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function FixButton({
  item,
  onBib,
  onRejected,
}: {
  item: ReviewItem;
  onBib: (row: RecordRow) => void;
  onRejected: (item: ReviewItem) => void;
}) {
  if (item.reason === 'REJECTED') {
    return (
      <Button size="compact-md" variant="light" color="red" style={{ flexShrink: 0 }} onClick={() => onRejected(item)}>
        {item.kind === 'start' ? 'Descartar' : 'Corregir'}
      </Button>
    );
  }
  if (item.row?.state === 'stored' && item.row.record) {
    const row = item.row;
    return (
      <Button size="compact-md" variant="light" style={{ flexShrink: 0 }} onClick={() => onBib(row)}>
        Dorsal
      </Button>
    );
  }
  // Corrections apply to stored records: this one still waits on the device.
  return (
    <Text size="xs" c="dimmed" ta="right" maw={110} style={{ flexShrink: 0 }}>
      Se corrige al enviarse
    </Text>
  );
}
