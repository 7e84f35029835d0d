import type { ImportPreview, ImportResult } from '@carreras/domain/imports/import.schemas';
import type { ImportField } from '@carreras/domain/imports/import-columns';
import type { ImportMode } from '@carreras/domain/imports/import-plan';
import { TEMPORARY_PASSWORD_DAYS } from '@carreras/domain/imports/temporary-passwords';
import { Alert, Button, Group, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core';
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
import { SheetFilePicker } from '../../../components/sheet-file-picker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { ChosenSheet } from '../../../lib/chosen-sheet.ts';
import { saveBase64File } from '../../../lib/save-base64-file.ts';
import { useChosenSheet } from '../../../lib/use-chosen-sheet.ts';
import { useDownloadTemplate } from '../api/download-template.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { useRunImport } from '../api/run-import.ts';
import { ColumnMapping } from './column-mapping.tsx';
import { ImportPreviewSummary } from './import-preview-summary.tsx';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { ImportResultNotice } from './import-result.tsx';
import { FILTERS, remapColumn } from './import-rows.ts';
import classes from './import-sheet-screen.module.css';

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
    const next = remapColumn(mapping, index, value);
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

      {result && <ImportResultNotice result={result} />}
      {result?.contrasenas && <PasswordSheetNotice sheet={result.contrasenas} />}

      {preview && mapping && (
        <>
          <ColumnMapping preview={preview} mapping={mapping} onChange={changeColumn} />

          <Stack gap="xs">
            <Title order={2}>Vista previa</Title>
            <ImportPreviewSummary
              preview={preview}
              overLimit={overLimit}
              onOverLimit={(next) => {
                setOverLimit(next);
                askPreview({ overLimit: next });
              }}
            />
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
            <ImportPreviewTable rows={rows} />
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
