import { formatIsoDateEsAr } from '@carreras/domain/dates';
import type { PasswordSheet } from '@carreras/domain/imports/import.schemas';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { saveBase64File } from '../lib/save-base64-file.ts';

/**
 * After an import that created runners: their temporary passwords were saved as a sheet at once (they are in
 * that answer only); this says so and offers the sheet again while the result is on screen.
 */
export function PasswordSheetNotice({ sheet }: { sheet: PasswordSheet }) {
  return (
    <Alert color="yellow" title="Contraseñas temporales de los corredores nuevos">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Se descargó la planilla {sheet.nombre} con la contraseña de cada corredor nuevo y un enlace de WhatsApp para
          enviársela. Vencen el {formatIsoDateEsAr(sheet.venceEl)}. Guárdela ahora: las contraseñas no se guardan en el
          sistema y no se pueden volver a ver.
        </Text>
        <Button variant="default" onClick={() => saveBase64File(sheet)}>
          Descargar contraseñas temporales
        </Button>
      </Stack>
    </Alert>
  );
}
