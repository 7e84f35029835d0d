import type { ImportPreview } from '@carreras/domain/imports/import.schemas';
import { requiredFieldLabel } from '@carreras/domain/imports/import-columns';
import { Alert, List } from '@mantine/core';

/**
 * Required fields the sheet lacks, before the rows: each one the detection could only guess, with the column
 * it preselected (shown in the table below), and each one no column holds.
 */
export function RequiredColumnsNotice({ preview }: { preview: ImportPreview }) {
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
