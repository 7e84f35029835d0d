import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that cannot be taken back. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  pending,
  danger,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} disabled={pending}>
            {pending ? 'Procesando...' : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
