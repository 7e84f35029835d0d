import { formatMsOfDay, parseClockTime } from '@carreras/domain/clock-time';
import { TextInput, type TextInputProps } from '@mantine/core';

type ClockTimeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (text: string) => void;
};

/**
 * A time of day typed on the 24-hour clock (D9), HH:MM:SS with optional tenths. Plain text, not the
 * browser's time or datetime-local picker, which follows the device's locale and may show a 12-hour clock
 * with a. m. and p. m. Digits alone (090020) are read too, for a phone keypad without a colon, and written back
 * as 09:00:20 when the field is left.
 */
export function ClockTimeInput({ value, onChange, onBlur, ...props }: ClockTimeInputProps) {
  return (
    <TextInput
      placeholder="HH:MM:SS"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={12}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const ms = parseClockTime(value);
        if (ms !== null && formatMsOfDay(ms) !== value) onChange(formatMsOfDay(ms));
        onBlur?.(event);
      }}
    />
  );
}
