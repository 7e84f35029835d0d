import type {
  PastResultRow,
  PastResultsPreview,
  PastResultsResult,
} from '@carreras/domain/imports/past-results.schemas';
import { TEMPORARY_PASSWORD_DAYS } from '@carreras/domain/imports/temporary-passwords';
import { Alert, Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  CategorySuggestions,
  type ChosenCategory,
  equivalencesOf,
  withChoice,
  withoutChoice,
} from '../../../components/category-suggestions.tsx';
import { PasswordSheetNotice } from '../../../components/password-sheet-notice.tsx';
import { RefusedRowsButton } from '../../../components/refused-rows-button.tsx';
import { SheetFilePicker, sheetPreviewClasses } from '../../../components/sheet-file-picker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveBase64File } from '../../../lib/save-base64-file.ts';
import { useChosenSheet } from '../../../lib/use-chosen-sheet.ts';
import { useImportPastResults } from '../api/import-past-results.ts';
import { usePreviewPastResults } from '../api/preview-past-results.ts';

const OUTCOME_LABELS: Record<NonNullable<PastResultRow['estado']>, string> = {
  COMPLETED: 'Finalizó',
  DNF: 'No finalizó (DNF)',
  DNS: 'No largó (DNS)',
  DISQUALIFIED: 'Descalificado (DSQ)',
};

/** Bib, DNI, category and time in one line, shown under the name where the table has no room for them. */
function rowDetails(row: PastResultRow): string {
  return [
    row.dorsal === null ? null : `Dorsal ${row.dorsal}${row.dorsalAsignado ? ' (asignado)' : ''}`,
    row.dni || null,
    row.categoria ? `${row.categoria} (${row.distancia} km)` : null,
    row.tiempo,
  ]
    .filter(Boolean)
    .join(' · ');
}

const FILE_LABEL = 'Planilla de resultados (.xlsx o .csv)';

/**
 * 'Importar resultados': the admin chooses last edition's results sheet (a timing company's export), sees what
 * each row would become (its time as hh:mm:ss.d, its status, or why it is refused) and imports the accepted
 * rows as the edition's results. Nothing is written before 'Importar'.
 */
export function ResultsImportScreen({ eventId }: { eventId: number }) {
  const previewing = usePreviewPastResults(eventId);
  const importing = useImportPastResults(eventId);
  const [categories, setCategories] = useState<ChosenCategory[]>([]);
  const chosen = useChosenSheet<PastResultsPreview, PastResultsResult>({
    onReset: () => {
      setCategories([]);
      previewing.reset();
      importing.reset();
    },
    onChosen: (sheet) => previewing.mutate({ archivo: sheet }, { onSuccess: chosen.setPreview }),
  });
  const { sheet: file, preview, result, reset } = chosen;

  function changeCategories(next: ChosenCategory[]) {
    setCategories(next);
    if (!file) return;
    previewing.mutate({ archivo: file, equivalencias: equivalencesOf(next) }, { onSuccess: chosen.setPreview });
  }

  const totals = preview?.totales;
  const newRunners = totals?.corredoresNuevos ?? 0;

  function runImport() {
    if (!file) return;
    importing.mutate(
      { archivo: file, ...(categories.length > 0 ? { equivalencias: equivalencesOf(categories) } : {}) },
      {
        onSuccess: (answer) => {
          chosen.finish(answer);
          // Saved at once: the passwords are in this answer only and are never shown again.
          if (answer.contrasenas) saveBase64File(answer.contrasenas);
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        Importe los resultados de una edición pasada: la exportación de la empresa de cronometraje o una planilla vieja
        con nombre, categoría o distancia, y tiempo. Una fila con el DNI de un corredor registrado (o un dorsal ya
        asignado en esta edición) va a su cuenta; las demás se guardan con el nombre de la planilla y pasan a un
        corredor cuando se registra con ese DNI o usted lo vincula.
      </Text>
      <SheetFilePicker label={FILE_LABEL} {...chosen.picker} />

      {result && (
        <Alert color="monte" title="Importación terminada" role="alert">
          <List size="sm">
            <List.Item>Resultados importados: {result.resultadosImportados}</List.Item>
            <List.Item>Corredores creados: {result.corredoresCreados}</List.Item>
            <List.Item>Inscripciones creadas: {result.inscripcionesCreadas}</List.Item>
            <List.Item>Resultados sin cuenta (solo nombre): {result.resultadosSoloNombre}</List.Item>
            <List.Item>Filas rechazadas: {result.filasRechazadas}</List.Item>
          </List>
          {result.rechazadas && (
            <Group mt="sm">
              <RefusedRowsButton file={result.rechazadas} />
            </Group>
          )}
        </Alert>
      )}
      {result?.contrasenas && <PasswordSheetNotice sheet={result.contrasenas} />}
      {previewing.isPending && <Text>Leyendo la planilla…</Text>}
      {previewing.isError && <Alert color="red">{errorMessage(previewing.error, 'No se pudo leer la planilla')}</Alert>}

      {preview && totals && (
        <Stack gap="md">
          <Text fw={600}>
            Vista previa: {totals.filas} filas, {totals.importar} para importar, {totals.rechazar} rechazadas
            {totals.corredoresNuevos > 0 ? `, ${totals.corredoresNuevos} corredores nuevos` : ''}
            {totals.soloNombre > 0 ? `, ${totals.soloNombre} sin cuenta (solo nombre)` : ''}
          </Text>
          {preview.rechazadas && (
            <Group gap="xs">
              <Text size="sm">Corrija las filas rechazadas en la planilla y vuelva a importarla.</Text>
              <RefusedRowsButton file={preview.rechazadas} />
            </Group>
          )}
          <CategorySuggestions
            suggestions={preview.sugerencias}
            chosen={categories}
            where="de esta edición"
            disabled={previewing.isPending}
            onUse={(suggestion) => changeCategories(withChoice(categories, suggestion))}
            onRemove={(choice) => changeCategories(withoutChoice(categories, choice))}
          />
          {preview.avisos.map((aviso) => (
            <Alert key={aviso} color="yellow">
              {aviso}
            </Alert>
          ))}
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-label="Vista previa de resultados">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fila</Table.Th>
                  <Table.Th className={sheetPreviewClasses.wide}>Dorsal</Table.Th>
                  <Table.Th className={sheetPreviewClasses.wide}>DNI</Table.Th>
                  <Table.Th>Nombre</Table.Th>
                  <Table.Th className={sheetPreviewClasses.wide}>Categoría</Table.Th>
                  <Table.Th className={sheetPreviewClasses.wide}>Tiempo</Table.Th>
                  <Table.Th>Resultado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.filas.map((row) => (
                  <Table.Tr key={row.fila}>
                    <Table.Td>{row.fila}</Table.Td>
                    <Table.Td className={sheetPreviewClasses.wide}>
                      {row.dorsal ?? '—'}
                      {row.dorsalAsignado && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          (asignado)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td className={sheetPreviewClasses.wide}>{row.dni || '—'}</Table.Td>
                    <Table.Td>
                      {row.nombre || '—'}
                      {row.corredor === 'nuevo' && (
                        <Badge ml="xs" size="xs" color="monte">
                          Corredor nuevo
                        </Badge>
                      )}
                      {row.corredor === 'solo nombre' && (
                        <Badge ml="xs" size="xs" color="dark" variant="outline">
                          Sin cuenta
                        </Badge>
                      )}
                      <span className={sheetPreviewClasses.details}>{rowDetails(row)}</span>
                    </Table.Td>
                    <Table.Td className={sheetPreviewClasses.wide}>
                      {row.categoria ? `${row.categoria} (${row.distancia} km)` : '—'}
                    </Table.Td>
                    <Table.Td className={sheetPreviewClasses.wide}>{row.tiempo ?? '—'}</Table.Td>
                    <Table.Td>
                      {row.accion === 'rechazar' ? (
                        <Stack gap={2}>
                          <Badge color="red.9">Rechazada</Badge>
                          {row.motivos.map((motivo) => (
                            <Text key={motivo} size="sm" c="red">
                              {motivo}
                            </Text>
                          ))}
                        </Stack>
                      ) : (
                        <Badge
                          // The theme's dark green and dark gray: Mantine's green and gray fail axe's contrast.
                          color={row.estado === 'COMPLETED' ? 'monte' : 'dark'}
                          classNames={sheetPreviewClasses.badge}
                        >
                          {row.estado ? OUTCOME_LABELS[row.estado] : ''}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {newRunners > 0 && (
            <Text size="sm">
              {newRunners === 1 ? 'El corredor nuevo recibe' : `Cada uno de los ${newRunners} corredores nuevos recibe`}{' '}
              su propia contraseña temporal, que vence a los {TEMPORARY_PASSWORD_DAYS} días. Al importar se descarga una
              planilla con las contraseñas y un enlace de WhatsApp para enviárselas.
            </Text>
          )}
          {importing.isError && (
            <Alert color="red">{errorMessage(importing.error, 'No se pudieron importar los resultados')}</Alert>
          )}
          <Group>
            <Button onClick={runImport} loading={importing.isPending} disabled={totals.importar === 0}>
              Importar {totals.importar} resultados
            </Button>
            <Button variant="default" onClick={reset} disabled={importing.isPending}>
              Cancelar
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
