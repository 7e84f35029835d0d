import type { ImportPreview, ImportResult, ImportRow } from '@carreras/domain/imports/import.schemas';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  requiredFieldLabel,
} from '@carreras/domain/imports/import-columns';
import type { ImportMode, RowAction } from '@carreras/domain/imports/import-plan';
import { TEMPORARY_PASSWORD_DAYS } from '@carreras/domain/imports/temporary-passwords';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
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
import type { ChosenSheet } from '../../../lib/chosen-sheet.ts';
import { saveBase64File } from '../../../lib/save-base64-file.ts';
import { useChosenSheet } from '../../../lib/use-chosen-sheet.ts';
import { useDownloadTemplate } from '../api/download-template.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { useRunImport } from '../api/run-import.ts';
import classes from './import-sheet-screen.module.css';

const ACTION_LABELS: Record<RowAction, string> = {
  crear: 'Corredor nuevo + inscripción',
  actualizar: 'Corredor actualizado + inscripción',
  conservar: 'Corredor existente + inscripción',
  rechazar: 'Rechazada',
};
const ACTION_COLORS: Record<RowAction, string> = {
  crear: 'green',
  actualizar: 'blue',
  conservar: 'gray',
  rechazar: 'red',
};
// Mantine's light green badge text (even its darkest shade on the badge's green) and its red text on a striped
// row fail WCAG AA contrast: the badge's label takes the text colour, the reasons the darkest red.
const LIGHT_GREEN_LABEL = { label: { color: 'var(--mantine-color-text)' } };
const DESTINATION_LABELS = { espera: 'Lista de espera', sobrecupo: 'Sobre el cupo' } as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const FILTERS = [
  { value: 'todas', label: 'Todas' },
  { value: 'crear', label: 'Nuevos' },
  { value: 'actualizar', label: 'Actualizados' },
  { value: 'conservar', label: 'Existentes' },
  { value: 'rechazar', label: 'Rechazadas' },
];
/** DNI, distance, category and bib in one line, shown under the name where the table has no room for them. */
function rowDetails(row: ImportRow): string {
  return [
    row.dni,
    row.distancia === null ? null : `${row.distancia} km`,
    row.categoria,
    row.dorsal === null ? null : `Dorsal ${row.dorsal}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The row a repeated DNI takes, by the sheet's timestamp: the older answers it stands for. */
export function replacedText(rows: readonly number[]): string {
  const list = rows.length === 1 ? `${rows[0]}` : `${rows.slice(0, -1).join(', ')} y ${rows.at(-1)}`;
  return rows.length === 1
    ? `Reemplaza la fila ${list}, una respuesta anterior con el mismo DNI`
    : `Reemplaza las filas ${list}, respuestas anteriores con el mismo DNI`;
}

const NOT_IMPORTED = 'ninguno';
const FIELD_OPTIONS = [
  { value: NOT_IMPORTED, label: 'No importar' },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

/**
 * Required fields the sheet lacks, before the rows: each one the detection could only guess, with the column
 * it preselected (shown in the table below), and each one no column holds.
 */
function RequiredColumnsNotice({ preview }: { preview: ImportPreview }) {
  const guessed = preview.columnas.flatMap((column) =>
    column.supuesta && column.campo ? [{ ...column, campo: column.campo }] : [],
  );
  if (guessed.length === 0 && preview.faltantes.length === 0) return null;
  return (
    <Alert color="yellow" title="Columnas obligatorias">
      <List>
        {guessed.map((column) => (
          <List.Item key={column.indice}>
            Falta la columna obligatoria: {requiredFieldLabel(column.campo)}. Parece ser la columna «{column.encabezado}
            »: quedó elegida para ese dato; revísela abajo.
          </List.Item>
        ))}
        {preview.faltantes.map((label) => (
          <List.Item key={label}>Falta la columna obligatoria: {label}.</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * 'Importar planilla': the admin chooses a sheet (a Google Forms export as it comes, or the template), checks
 * the columns the server recognised and what each row would do, and imports the accepted rows into the event.
 * Nothing is written before 'Importar'; 'Cancelar' leaves without writing.
 */
export function ImportSheetScreen({ eventId, warning = null }: { eventId: number; warning?: string | null }) {
  const [mapping, setMapping] = useState<(ImportField | null)[] | undefined>(undefined);
  const [mode, setMode] = useState<ImportMode>('conservar');
  const [overLimit, setOverLimit] = useState(false);
  const [categories, setCategories] = useState<ChosenCategory[]>([]);
  const [filter, setFilter] = useState('todas');
  const previewing = usePreviewImport(eventId);
  const importing = useRunImport(eventId);
  const template = useDownloadTemplate();
  const chosen = useChosenSheet<ImportPreview, ImportResult>({
    onReset: () => {
      setMapping(undefined);
      setFilter('todas');
      setOverLimit(false);
      setCategories([]);
      previewing.reset();
      importing.reset();
    },
    onChosen: (sheet) => askPreview({ file: sheet, mapping: undefined }),
  });
  const { sheet: file, preview, result, reset } = chosen;

  function askPreview(next: {
    file?: ChosenSheet;
    mapping?: (ImportField | null)[] | undefined;
    mode?: ImportMode;
    overLimit?: boolean;
    categories?: ChosenCategory[];
  }) {
    const archivo = next.file ?? file;
    if (!archivo) return;
    const mapeo = 'mapping' in next ? next.mapping : mapping;
    previewing.mutate(
      {
        archivo,
        existentes: next.mode ?? mode,
        sobrecupo: next.overLimit ?? overLimit,
        // What the admin chose stays chosen whatever else changes, until another sheet is chosen.
        equivalencias: equivalencesOf(next.categories ?? categories),
        ...(mapeo ? { mapeo } : {}),
      },
      {
        onSuccess: (answer) => {
          chosen.setPreview(answer);
          setMapping(answer.columnas.map((column) => column.campo));
        },
      },
    );
  }

  function changeCategories(next: ChosenCategory[]) {
    setCategories(next);
    askPreview({ categories: next });
  }

  function changeColumn(index: number, value: string | null) {
    if (!mapping) return;
    const field = value === null || value === NOT_IMPORTED ? null : (value as ImportField);
    const next = mapping.map((current, i) => (i === index ? field : current === field ? null : current));
    setMapping(next);
    askPreview({ mapping: next });
  }

  const totals = preview?.totales;
  const importable = totals ? totals.filas - totals.rechazar : 0;
  const newRunners = totals?.crear ?? 0;
  const rows = preview?.filas.filter((row) => filter === 'todas' || row.accion === filter) ?? [];

  function runImport() {
    if (!file) return;
    importing.mutate(
      {
        archivo: file,
        existentes: mode,
        sobrecupo: overLimit,
        equivalencias: equivalencesOf(categories),
        ...(mapping ? { mapeo: mapping } : {}),
      },
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
      {warning && (
        <Alert color="yellow" title={warning}>
          Puede importar igual: las inscripciones se agregan a este evento.
        </Alert>
      )}
      <Group justify="space-between" align="end">
        <SheetFilePicker
          label="Archivo de la planilla (.xlsx o .csv)"
          description="Puede subir la exportación de Google Forms tal como se descarga."
          {...chosen.picker}
        />
        <Button variant="default" loading={template.isPending} onClick={() => template.mutate()}>
          Descargar plantilla
        </Button>
      </Group>
      {template.isError && <Alert color="red">{errorMessage(template.error, 'Error al descargar la plantilla')}</Alert>}

      <Radio.Group
        label="Corredores ya registrados (mismo DNI)"
        value={mode}
        onChange={(value) => {
          setMode(value as ImportMode);
          askPreview({ mode: value as ImportMode });
        }}
      >
        <Group mt="xs">
          <Radio value="actualizar" label="Actualizar datos de corredores existentes" />
          <Radio value="conservar" label="Conservar datos de corredores existentes" />
        </Group>
      </Radio.Group>

      {previewing.isPending && <Text role="status">Leyendo la planilla…</Text>}
      {previewing.isError && <Alert color="red">{errorMessage(previewing.error, 'Error al leer la planilla')}</Alert>}

      {result && (
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
      )}
      {result?.contrasenas && <PasswordSheetNotice sheet={result.contrasenas} />}

      {preview && mapping && (
        <>
          <Stack gap="xs">
            <Title order={2}>Columnas detectadas</Title>
            <Text size="sm" c="dimmed">
              Revise qué dato se toma de cada columna. Las columnas en 'No importar' se ignoran.
            </Text>
            <RequiredColumnsNotice preview={preview} />
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Columna de la planilla</Table.Th>
                  <Table.Th>Dato</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.columnas.map((column) => (
                  <Table.Tr key={column.indice}>
                    <Table.Td>{column.encabezado || `(columna ${column.indice + 1} sin título)`}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Dato de la columna ${column.encabezado || column.indice + 1}`}
                        data={FIELD_OPTIONS}
                        value={mapping[column.indice] ?? NOT_IMPORTED}
                        onChange={(value) => changeColumn(column.indice, value)}
                        allowDeselect={false}
                        miw={190}
                        maw={260}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>

          <Stack gap="xs">
            <Title order={2}>Vista previa</Title>
            <Group gap="xs">
              <Badge color="green" variant="light" styles={LIGHT_GREEN_LABEL}>
                Nuevos: {preview.totales.crear}
              </Badge>
              <Badge color="blue" variant="light">
                Actualizados: {preview.totales.actualizar}
              </Badge>
              <Badge color="gray" variant="light">
                Existentes: {preview.totales.conservar}
              </Badge>
              <Badge color="red" variant="light">
                Rechazadas: {preview.totales.rechazar}
              </Badge>
              {preview.totales.espera > 0 && (
                <Badge color="orange" variant="light">
                  Lista de espera: {preview.totales.espera}
                </Badge>
              )}
              {preview.totales.sobrecupo > 0 && (
                <Badge color="orange" variant="light">
                  Sobre el cupo: {preview.totales.sobrecupo}
                </Badge>
              )}
            </Group>
            {preview.excesos.length > 0 && (
              <Alert color="orange" title="La planilla supera el cupo">
                <Stack gap="xs">
                  <List>
                    {preview.excesos.map((exceso) => (
                      <List.Item key={exceso}>{capitalised(exceso)}</List.Item>
                    ))}
                  </List>
                  <Text size="sm">
                    {overLimit
                      ? 'Las filas que superan el cupo se inscriben igual. Queda registrado quién lo decidió, cuándo y cuántas filas superan el cupo.'
                      : 'Las filas que superan el cupo van a la lista de espera del evento, en el orden de la planilla.'}
                  </Text>
                  <Checkbox
                    label="Inscribir por encima del cupo las filas que lo superan"
                    checked={overLimit}
                    onChange={(event) => {
                      const next = event.currentTarget.checked;
                      setOverLimit(next);
                      askPreview({ overLimit: next });
                    }}
                  />
                </Stack>
              </Alert>
            )}
            <CategorySuggestions
              suggestions={preview.sugerencias}
              chosen={categories}
              where="de este evento"
              disabled={previewing.isPending}
              onUse={(suggestion) => changeCategories(withChoice(categories, suggestion))}
              onRemove={(choice) => changeCategories(withoutChoice(categories, choice))}
            />
            {preview.rechazadas && (
              <Group gap="xs">
                <Text size="sm">Corrija las filas rechazadas en la planilla y vuelva a importarla.</Text>
                <RefusedRowsButton file={preview.rechazadas} />
              </Group>
            )}
            <div className={classes.filters}>
              <SegmentedControl
                data={FILTERS}
                value={filter}
                onChange={setFilter}
                aria-label="Filtrar filas"
                classNames={{ root: classes.filterRoot, label: classes.filterLabel }}
              />
            </div>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fila</Table.Th>
                  <Table.Th className={sheetPreviewClasses.wide}>DNI</Table.Th>
                  <Table.Th>Apellido y nombre</Table.Th>
                  <Table.Th className={sheetPreviewClasses.wide}>Distancia</Table.Th>
                  <Table.Th className={sheetPreviewClasses.wide}>Categoría</Table.Th>
                  <Table.Th className={sheetPreviewClasses.wide}>Dorsal</Table.Th>
                  <Table.Th>Resultado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.fila}>
                    <Table.Td>{row.fila}</Table.Td>
                    <Table.Td className={sheetPreviewClasses.wide}>{row.dni}</Table.Td>
                    <Table.Td>
                      {[row.apellido, row.nombre].filter(Boolean).join(', ')}
                      <span className={sheetPreviewClasses.details}>{rowDetails(row)}</span>
                    </Table.Td>
                    <Table.Td className={sheetPreviewClasses.wide}>
                      {row.distancia === null ? '' : `${row.distancia} km`}
                    </Table.Td>
                    <Table.Td className={sheetPreviewClasses.wide}>{row.categoria ?? ''}</Table.Td>
                    <Table.Td className={sheetPreviewClasses.wide}>{row.dorsal ?? ''}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={ACTION_COLORS[row.accion]}
                        variant="light"
                        classNames={sheetPreviewClasses.badge}
                        styles={row.accion === 'crear' ? LIGHT_GREEN_LABEL : undefined}
                      >
                        {ACTION_LABELS[row.accion]}
                      </Badge>
                      {row.destino !== null && row.destino !== 'inscripcion' && (
                        <Badge color="orange" variant="light" classNames={sheetPreviewClasses.badge}>
                          {DESTINATION_LABELS[row.destino]}
                        </Badge>
                      )}
                      {row.pareja && <Text size="sm">{row.pareja}</Text>}
                      {row.reemplaza.length > 0 && (
                        <Text size="sm" c="dimmed">
                          {replacedText(row.reemplaza)}
                        </Text>
                      )}
                      {row.excede && (
                        <Text size="sm" c="orange.9">
                          {capitalised(row.excede)}
                        </Text>
                      )}
                      {row.motivos.map((motivo) => (
                        <Text key={motivo} size="sm" c="red.9">
                          {motivo}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {rows.length === 0 && <Text>No hay filas con este filtro.</Text>}
          </Stack>

          {newRunners > 0 && (
            <Text size="sm">
              {newRunners === 1 ? 'El corredor nuevo recibe' : `Cada uno de los ${newRunners} corredores nuevos recibe`}{' '}
              su propia contraseña temporal, que vence a los {TEMPORARY_PASSWORD_DAYS} días. Al importar se descarga una
              planilla con las contraseñas y un enlace de WhatsApp para enviárselas.
            </Text>
          )}
          {importing.isError && (
            <Alert color="red">{errorMessage(importing.error, 'Error al importar la planilla')}</Alert>
          )}
          <Group>
            <Button
              onClick={runImport}
              loading={importing.isPending}
              disabled={importable === 0 || previewing.isPending}
            >
              {`Importar ${importable} ${importable === 1 ? 'fila' : 'filas'}`}
            </Button>
            <Button variant="default" onClick={reset} disabled={importing.isPending}>
              Cancelar
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
