import { Modal, Stack, Text } from '@mantine/core';
import { FormActions } from './form-actions.tsx';

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
        <FormActions
          onCancel={onClose}
          onSubmit={onConfirm}
          submitLabel={confirmLabel}
          pending={pending}
          pendingLabel="Procesando..."
          danger={danger}
        />
      </Stack>
    </Modal>
  );
}
