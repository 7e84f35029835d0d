import { Button, Group, Text } from '@mantine/core';

/** A toast's text with its 'Deshacer' button. */
export function UndoToast({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{message}</Text>
      {/* Never squeezed by a long message: its label is what the toast is for. */}
      <Button size="compact-sm" variant="outline" onClick={onUndo} style={{ flexShrink: 0 }}>
        Deshacer
      </Button>
    </Group>
  );
}
