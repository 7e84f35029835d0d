import { IMPORT_MAX_FILE_BYTES, importMessages } from '@carreras/domain/imports/import-limits';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChosenSheet } from './use-chosen-sheet.ts';

function setup() {
  const onReset = vi.fn();
  const onChosen = vi.fn();
  const hook = renderHook(() => useChosenSheet<string, number>({ onReset, onChosen }));
  return { onReset, onChosen, hook };
}

describe('useChosenSheet', () => {
  it('refuses a file over the size limit before reading it, and asks for no preview', async () => {
    const { onChosen, hook } = setup();
    const big = new File(['a,b'], 'grande.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_FILE_BYTES + 1 });
    await act(async () => hook.result.current.picker.onChoose(big));
    await waitFor(() => expect(hook.result.current.picker.error).toBe(importMessages.fileTooLarge));
    expect(hook.result.current.sheet).toBeNull();
    expect(hook.result.current.picker.fileName).toBeNull();
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('reads a chosen file as base64 for the preview; finishing empties the picker and keeps the result until the next file', async () => {
    const { onReset, onChosen, hook } = setup();
    await act(async () => hook.result.current.picker.onChoose(new File(['a,b'], 'inscriptos.csv')));
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith({ nombre: 'inscriptos.csv', contenido: 'YSxi' }));
    expect(hook.result.current.picker.fileName).toBe('inscriptos.csv');
    act(() => hook.result.current.setPreview('vista previa'));
    const keyBefore = hook.result.current.picker.inputKey;
    onReset.mockClear();

    act(() => hook.result.current.finish(7));
    expect(hook.result.current.result).toBe(7);
    expect(hook.result.current.sheet).toBeNull();
    expect(hook.result.current.preview).toBeNull();
    expect(hook.result.current.picker.inputKey).not.toBe(keyBefore);
    expect(onReset).toHaveBeenCalledTimes(1);

    act(() => hook.result.current.reset());
    expect(hook.result.current.result).toBe(7);
    await act(async () => hook.result.current.picker.onChoose(undefined));
    expect(hook.result.current.result).toBeNull();
  });
});
