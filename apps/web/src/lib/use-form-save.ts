import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { failureMessage } from './failure-message.ts';
import { applyServerFieldErrors } from './form-errors.ts';
import { notify } from './notify.ts';

interface FormSaveOptions<O> {
  /** The fields the form shows, which take the server's per-field messages. */
  fields: readonly string[];
  save: (values: O) => Promise<unknown>;
  success: string;
  /** The screen's failure text; the server's reason follows it. */
  failure: string;
  onDone: () => void;
}

/**
 * A back-office form's save, as SaveForm's props (the submit label aside): a toast and `onDone` when saved;
 * when refused, the server's messages on the form's fields and the screen's failure text with the server's
 * reason above the buttons, nothing typed lost.
 */
export function useFormSave<I extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O>,
  options: FormSaveOptions<O>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (values: O) => {
    setServerError(null);
    try {
      await options.save(values);
      notify.success(options.success);
      options.onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, options.fields);
      setServerError(failureMessage(error, options.failure));
    }
  };
  return {
    onSubmit: form.handleSubmit(submit),
    error: serverError,
    onCancel: options.onDone,
    pending: form.formState.isSubmitting,
    pendingLabel: 'Guardando...',
  };
}
