import { Button, Group, Input, Text } from '@mantine/core';
import { useId } from 'react';
import classes from './sheet-file-picker.module.css';

/** The class names an import preview table shares: columns hidden on a phone, their details line, badges that wrap. */
export const sheetPreviewClasses = {
  wide: classes.wide,
  details: classes.details,
  badge: { root: classes.badge, label: classes.badgeLabel },
};

const SHEET_TYPES = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Choosing a spreadsheet for an import: an 'Elegir archivo' button and the chosen file's name, in Spanish
 * whatever the browser's language (its own file control speaks the browser's). The native input stays in the
 * page for the keyboard and screen readers; a new `inputKey` clears it.
 */
export function SheetFilePicker({
  label,
  description,
  error,
  fileName,
  inputKey,
  onChoose,
}: {
  label: string;
  description?: string;
  error?: string | null;
  fileName: string | null;
  inputKey: number;
  onChoose: (file: File | undefined) => void;
}) {
  const inputId = useId();
  return (
    <Input.Wrapper id={inputId} label={label} description={description} error={error}>
      <Group gap="sm" wrap="nowrap" mt={4}>
        <input
          key={inputKey}
          id={inputId}
          className={classes.fileInput}
          type="file"
          accept={SHEET_TYPES}
          aria-label={label}
          onChange={(event) => onChoose(event.currentTarget.files?.[0])}
        />
        <Button component="label" htmlFor={inputId} variant="default" className={classes.fileButton}>
          Elegir archivo
        </Button>
        <Text size="sm" c={fileName ? undefined : 'dimmed'} truncate="end">
          {fileName ?? 'Ningún archivo elegido'}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
