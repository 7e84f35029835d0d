import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface FormActionsProps {
  /** The refusal to show above the buttons (the server's, through errorMessage / failureMessage). */
  error?: string | null;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  /** The button's text while pending; without it the button shows a spinner. */
  pendingLabel?: string;
  /** Disabled for another reason than a pending save (nothing to save yet). */
  disabled?: boolean;
  danger?: boolean;
  /** Without it the button submits its form. */
  onSubmit?: () => void;
}

/** The foot of a form or dialog: its refusal, then Cancelar and the action, on the right. */
export function FormActions({
  error,
  onCancel,
  submitLabel,
  pending,
  pendingLabel,
  disabled,
  danger,
  onSubmit,
}: FormActionsProps) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button
          type={onSubmit ? 'button' : 'submit'}
          color={danger ? 'red' : undefined}
          onClick={onSubmit}
          disabled={disabled || (pendingLabel !== undefined && pending)}
          loading={pendingLabel === undefined && pending}
        >
          {pending && pendingLabel !== undefined ? pendingLabel : submitLabel}
        </Button>
      </Group>
    </>
  );
}

interface SaveFormProps extends Omit<FormActionsProps, 'onSubmit'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A form of fields, one under the other, and its foot (see FormActions); the browser's own validation is off. */
export function SaveForm({ onSubmit, children, ...actions }: SaveFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {children}
        <FormActions {...actions} />
      </Stack>
    </form>
  );
}
