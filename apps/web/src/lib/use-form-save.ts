import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { failureMessage } from './failure-message.ts';
import { applyServerFieldErrors } from './form-errors.ts';
import { notify } from './notify.ts';

interface FormSaveOptions<T extends FieldValues, V> {
  setError: UseFormSetError<T>;
  /** The fields the form shows, which take the server's per-field messages. */
  fields: readonly string[];
  save: (values: V) => Promise<unknown>;
  success: string;
  /** The screen's failure text; the server's reason follows it. */
  failure: string;
  onDone: () => void;
}

/**
 * A back-office form's save: a toast and `onDone` when saved; when refused, the server's messages on the
 * form's fields and the screen's failure text (with the server's reason) as `serverError`, nothing typed lost.
 */
export function useFormSave<T extends FieldValues, V>(options: FormSaveOptions<T, V>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (values: V) => {
    setServerError(null);
    try {
      await options.save(values);
      notify.success(options.success);
      options.onDone();
    } catch (error) {
      applyServerFieldErrors(error, options.setError, options.fields);
      setServerError(failureMessage(error, options.failure));
    }
  };
  return { serverError, submit };
}
