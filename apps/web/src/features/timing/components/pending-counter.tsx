import { Badge, Button, Group } from '@mantine/core';

/** Text of the waiting counter (documented in docs/product-choices.md). */
export function pendingText(count: number): string {
  if (count === 0) return 'Todos los registros enviados';
  return count === 1 ? '1 registro pendiente de envío' : `${count} registros pendientes de envío`;
}

export function PendingCounter({ count, onRetry }: { count: number; onRetry: () => void }) {
  return (
    <Group gap="xs">
      <Badge
        size="md"
        radius="sm"
        tt="none"
        px={8}
        color={count === 0 ? 'monte' : 'yellow'}
        variant="filled"
        autoContrast
        role="status"
        // Read in full on a phone too: the text wraps instead of being cut with an ellipsis.
        styles={{
          root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
          label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
        }}
      >
        {pendingText(count)}
      </Badge>
      {count > 0 && (
        <Button size="compact-md" variant="subtle" onClick={onRetry}>
          Reintentar ahora
        </Button>
      )}
    </Group>
  );
}
