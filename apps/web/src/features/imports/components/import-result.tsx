import type { ImportResult } from '@carreras/domain/imports/import.schemas';
import { Alert, Group, List } from '@mantine/core';
import { RefusedRowsButton } from '../../../components/refused-rows-button.tsx';

/** 'Importación terminada': what the import wrote, with the refused rows to download. */
export function ImportResultNotice({ result }: { result: ImportResult }) {
  return (
    <Alert color="green" title="Importación terminada">
      <List>
        <List.Item>Corredores nuevos: {result.corredoresCreados}</List.Item>
        <List.Item>Corredores actualizados: {result.corredoresActualizados}</List.Item>
        <List.Item>Inscripciones creadas: {result.inscripcionesCreadas}</List.Item>
        {result.listaEspera > 0 && <List.Item>A la lista de espera: {result.listaEspera}</List.Item>}
        {result.sobrecupo > 0 && <List.Item>Inscriptas por encima del cupo: {result.sobrecupo}</List.Item>}
        <List.Item>Filas rechazadas (no importadas): {result.filasRechazadas}</List.Item>
      </List>
      {result.rechazadas && (
        <Group mt="sm">
          <RefusedRowsButton file={result.rechazadas} />
        </Group>
      )}
    </Alert>
  );
}
