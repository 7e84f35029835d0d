import { formatClockTime } from '@carreras/domain/dates';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { hasNoRider, type ReviewItem, reviewLabel } from '../review-items.ts';
import type { RecordRow } from '../timing-records.ts';
import { type MarkAction, MarkButtons } from './record-actions.tsx';
import classes from './timing-screen.module.css';

/** The mark beside each item: red for what is wrong, orange for what is missing or doubtful. */
const REASON_COLOR: Record<ReviewItem['reason'], string> = {
  NO_BIB: 'var(--mantine-color-orange-6)',
  UNKNOWN_BIB: 'var(--mantine-color-red-9)',
  BEFORE_START: 'var(--mantine-color-orange-6)',
  REPEAT: 'var(--mantine-color-orange-6)',
  BACKUP_COPY: 'var(--mantine-color-gray-5)',
  BEYOND_LAPS: 'var(--mantine-color-orange-6)',
  DNS: 'var(--mantine-color-red-9)',
  UNUSUAL: 'var(--mantine-color-orange-6)',
  VOIDED: 'var(--mantine-color-gray-5)',
  REJECTED: 'var(--mantine-color-red-9)',
};

/**
 * 'Registros a revisar': every passage that does not count as it is (no bib, a bib nobody holds,
 * before its group's start, a repeat) and every write the server refused, each with its fix. Built from
 * the server's review list and what this device knows, so it works with no connection too.
 */
export function ReviewPanel({
  items,
  groupName,
  onBib,
  onRejected,
  onMark,
  onClearDns,
}: {
  items: readonly ReviewItem[];
  groupName: (row: RecordRow) => string | null;
  /** Opens the bib-correction dialog of a stored record. */
  onBib: (row: RecordRow) => void;
  /** Opens the fix of a refused write (resend or discard). */
  onRejected: (item: ReviewItem) => void;
  /** 'Anular' any stored record, 'Contar' a repeat (opens its confirmation). */
  onMark: (record: TimeRecord, mark: MarkAction) => void;
  /** 'Quitar DNS y contar' on a passage of a rider marked DNS (decision 014). */
  onClearDns?: (bib: number) => void;
}) {
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="review-title" className={classes.review}>
      <Stack gap={6} className={classes.reviewStack}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id="review-title">
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
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            className={classes.reviewList}
            // Scrolls by itself when long, so the records below stay on the first screen; reachable by keyboard.
            tabIndex={0}
            aria-label="Registros a revisar"
          >
            {items.map((item) => {
              const row = item.row;
              const group = row && !hasNoRider(item.reason) ? groupName(row) : null;
              const timed = row && item.reason !== 'REJECTED' && !hasNoRider(item.reason);
              return (
                <Group
                  component="li"
                  key={item.clientId}
                  justify="space-between"
                  align="center"
                  gap={6}
                  py={4}
                  pl="xs"
                  data-reason={item.reason}
                  style={{ borderLeft: `4px solid ${REASON_COLOR[item.reason]}` }}
                >
                  <Stack gap={0} style={{ flex: '1 1 9rem', minWidth: 0 }}>
                    <Text fw={700} size="sm">
                      {reviewLabel(item)}
                    </Text>
                    <Text size="sm">
                      Hora {formatClockTime(item.timestamp)}
                      {timed && ` · ${formatElapsed(row.time)}`}
                      {group && ` · ${group}`}
                    </Text>
                    {item.entry?.error && (
                      <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                        {item.entry.error}
                      </Text>
                    )}
                  </Stack>
                  <Group gap={6} wrap="nowrap" ml="auto">
                    {item.reason === 'DNS' && item.dorsal !== null && onClearDns && (
                      <Button
                        size="compact-md"
                        variant="filled"
                        color="red.9"
                        style={{ flexShrink: 0 }}
                        onClick={() => onClearDns(item.dorsal as number)}
                      >
                        Quitar DNS
                      </Button>
                    )}
                    <FixButtons item={item} onBib={onBib} onRejected={onRejected} onMark={onMark} />
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function FixButtons({
  item,
  onBib,
  onRejected,
  onMark,
}: {
  item: ReviewItem;
  onBib: (row: RecordRow) => void;
  onRejected: (item: ReviewItem) => void;
  onMark: (record: TimeRecord, mark: MarkAction) => void;
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
      <>
        <Button size="compact-md" variant="light" style={{ flexShrink: 0 }} onClick={() => onBib(row)}>
          Dorsal
        </Button>
        <MarkButtons record={item.row.record} count onMark={onMark} />
      </>
    );
  }
  // Corrections apply to stored records: this one still waits on the device.
  return (
    <Text size="xs" c="dimmed" ta="right" maw={110} style={{ flexShrink: 0 }}>
      Se corrige al enviarse
    </Text>
  );
}
