import type { RefusedRowsFile } from '@carreras/domain/imports/import.schemas';
import { Button } from '@mantine/core';
import { saveBase64File } from '../lib/save-base64-file.ts';

/**
 * 'Descargar filas rechazadas': the refused rows as the server built them from the sheet it read (every original
 * column plus 'Motivo', in the sheet's format), to fix and import again. Nothing when no row was refused.
 */
export function RefusedRowsButton({ file }: { file: RefusedRowsFile | null | undefined }) {
  if (!file) return null;
  return (
    <Button variant="default" onClick={() => saveBase64File(file)}>
      Descargar filas rechazadas
    </Button>
  );
}
