import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormNumberInputProps<T extends FieldValues> = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's Control carries the form's context and output types
  control: Control<T, any, any>;
  name: FieldPath<T>;
  /** What an emptied box holds: null (no limit) or undefined (still to be filled). */
  empty: null | undefined;
};

/** A number field of a react-hook-form form, its error from the form. */
export function FormNumberInput<T extends FieldValues>({ control, name, empty, ...props }: FormNumberInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? empty : Number(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
