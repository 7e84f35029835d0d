import { formatIsoDateEsAr, parseDateEsAr, toIsoDate } from '@carreras/domain/dates';
import { messages } from '@carreras/domain/messages';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Keeps what is typed in a date field to digits in dd/mm/yyyy groups and puts in the slash after a full day or
 * month while the text grows (never while deleting, so a slash can be erased). A typed or pasted '-' or '.' reads
 * as '/', and a pasted yyyy-mm-dd turns into dd/mm/yyyy.
 */
export function maskDateText(next: string, previous: string): string {
  const iso = toIsoDate(next.trim());
  if (iso) return formatIsoDateEsAr(iso);
  const text = next.replace(/[-.\s]/g, '/').replace(/[^\d/]/g, '');
  let out = '';
  let group = 0;
  let length = 0;
  for (const char of text) {
    if (char === '/') {
      if (length > 0 && group < 2) {
        out += '/';
        group += 1;
        length = 0;
      }
      continue;
    }
    if (length === (group < 2 ? 2 : 4)) {
      if (group === 2) break;
      out += '/';
      group += 1;
      length = 0;
    }
    out += char;
    length += 1;
  }
  if (next.length > previous.length && group < 2 && length === 2) out += '/';
  return out;
}

/** What a form value looks like in the field: dd/mm/yyyy for a date, else the unfinished text as it was. */
function displayed(value: string): string {
  const iso = toIsoDate(value);
  return iso ? formatIsoDateEsAr(iso) : value;
}

/** What the typed text gives the form: yyyy-mm-dd for a whole real date, '' for nothing, else the text itself. */
function formValue(text: string): string {
  return parseDateEsAr(text) ?? text.trim();
}

export interface DateFieldProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'type' | 'inputMode' | 'placeholder'> {
  /** yyyy-mm-dd, '' or an unfinished text the field gave earlier. */
  value: string | null | undefined;
  /** Called with yyyy-mm-dd once the text is a whole real date, '' when emptied, else with the text itself (which the schemas refuse). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Whose words the field's own error uses: the runner area's voseo or the back office's usted. */
  voice: 'runner' | 'admin';
}

/**
 * A date typed and read as dd/mm/yyyy on every device, whatever the device's language (a native date input
 * on an English phone asks for mm/dd/yyyy). The form keeps yyyy-mm-dd, as the schemas and the API do.
 */
export function DateField({ value, onChange, onBlur, voice, error, ...props }: DateFieldProps) {
  const current = value ?? '';
  const [text, setText] = useState(() => displayed(current));
  const [shownValue, setShownValue] = useState(current);
  const [invalid, setInvalid] = useState(false);

  // A value set from outside (a reset, a profile that loaded) replaces the text; the field's own changes do not.
  if (current !== shownValue) {
    setShownValue(current);
    if (current !== formValue(text)) {
      setText(displayed(current));
      setInvalid(false);
    }
  }

  return (
    <TextInput
      {...props}
      type="text"
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      value={text}
      onChange={(event) => {
        const next = maskDateText(event.currentTarget.value, text);
        setText(next);
        if (invalid && (next === '' || parseDateEsAr(next))) setInvalid(false);
        const given = formValue(next);
        setShownValue(given);
        onChange(given);
      }}
      onBlur={() => {
        setInvalid(text.trim() !== '' && parseDateEsAr(text) === null);
        onBlur?.();
      }}
      error={invalid ? (voice === 'runner' ? messages.dateTypedInvalid : messages.adminDateTypedInvalid) : error}
    />
  );
}
