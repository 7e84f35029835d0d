import { useState } from 'react';
import { type ChosenSheet, readChosenSheet } from './chosen-sheet.ts';

interface ChosenSheetOptions {
  /** Clears what the screen keeps besides the sheet (its mutations, filters, column choices). */
  onReset?: () => void;
  /** A readable sheet was chosen: ask the server for its preview. */
  onChosen: (sheet: ChosenSheet) => void;
}

/**
 * An import screen's state around its file picker: the chosen sheet or why it cannot be sent, the server's
 * preview of it, and the last import's result, which
 * outlives the reset that follows it until another file is chosen.
 */
export function useChosenSheet<Preview, Result>({ onReset, onChosen }: ChosenSheetOptions) {
  const [sheet, setSheet] = useState<ChosenSheet | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  function reset() {
    setSheet(null);
    setFileError(null);
    setPreview(null);
    onReset?.();
    setInputKey((key) => key + 1);
  }

  async function choose(file: File | undefined) {
    reset();
    setResult(null);
    if (!file) return;
    const read = await readChosenSheet(file);
    if ('error' in read) {
      setFileError(read.error);
      return;
    }
    setSheet(read.sheet);
    onChosen(read.sheet);
  }

  /** The import is done: back to an empty picker, showing what it did. */
  function finish(answer: Result) {
    reset();
    setResult(answer);
  }

  return {
    sheet,
    preview,
    setPreview,
    result,
    reset,
    finish,
    /** SheetFilePicker's props but its label and description. */
    picker: {
      error: fileError,
      fileName: sheet?.nombre ?? null,
      inputKey,
      onChoose: (file: File | undefined) => void choose(file),
    },
  };
}
