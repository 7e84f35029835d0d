import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { failureMessage } from '../lib/failure-message.ts';
import { notify } from '../lib/notify.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { type DataColumn, DataTable, EditDeleteButtons, RowActions } from './data-table.tsx';

interface Named {
  id: number;
  nombre: string;
}

interface CrudListPanelProps<T extends Named> {
  /** The line beside the new button; without it the button stands alone on the right. */
  heading?: string;
  /** 'Nueva Categoría': the button and the new form's title. */
  newLabel: string;
  /** 'Editar Categoría': the edit form's title. */
  editTitle: string;
  canCreate?: boolean;
  /** Shown between the heading and the list (an explanation, a missing prerequisite). */
  notice?: ReactNode;
  rows: readonly T[] | undefined;
  loading: boolean;
  /** The list's load failure, when it failed. */
  loadError: string | null;
  emptyText: string;
  /** The columns before Acciones. */
  columns: readonly DataColumn<T>[];
  highlightOnHover?: boolean;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** Let a row's buttons stack when the Acciones column is narrow (a short list that fits a phone). */
  wrapRowActions?: boolean;
  /** Buttons before Editar / Eliminar in a row. */
  rowActions?: (row: T) => ReactNode;
  /** The new (row null) or edit form; `done` closes it. */
  form: (row: T | null, done: () => void) => ReactNode;
  /** Where the form opens: a modal over the list, or in the list's place for a form too long for a modal. */
  formPlacement?: 'modal' | 'page';
  remove: {
    run: (row: T) => Promise<unknown>;
    pending: boolean;
    title: string;
    /** The question, given the row's name. */
    question: (name: string) => string;
    success: string;
    /** The screen's failure text; the server's reason follows it. */
    failure: string;
  };
}

/**
 * A back-office list of named things with Nueva / Editar / Eliminar: the new and edit form in a modal (or in the
 * list's place), and a confirmation before deleting, answered with a toast.
 */
export function CrudListPanel<T extends Named>(props: CrudListPanelProps<T>) {
  const { rows, remove } = props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.run(deleting);
      notify.success(remove.success);
      setDeleting(null);
    } catch (error) {
      notify.error(failureMessage(error, remove.failure));
    }
  };

  const columns: DataColumn<T>[] = [
    ...props.columns,
    {
      header: 'Acciones',
      cell: (row) => (
        <RowActions wrap={props.wrapRowActions}>
          {props.rowActions?.(row)}
          <EditDeleteButtons name={row.nombre} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
        </RowActions>
      ),
    },
  ];

  const formTitle = editing === 'new' ? props.newLabel : props.editTitle;
  const openForm = () => editing !== null && props.form(editing === 'new' ? null : editing, () => setEditing(null));

  if (props.formPlacement === 'page' && editing !== null) {
    return (
      <Stack gap="md">
        <Title order={2}>{formTitle}</Title>
        {openForm()}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify={props.heading ? 'space-between' : 'flex-end'}>
        {props.heading && <Text fw={600}>{props.heading}</Text>}
        <Button onClick={() => setEditing('new')} disabled={props.canCreate === false}>
          {props.newLabel}
        </Button>
      </Group>
      {props.notice}
      {props.loading && <Loader aria-label="Cargando" />}
      {props.loadError && (
        <Alert color="red" role="alert">
          {props.loadError}
        </Alert>
      )}
      {rows && rows.length === 0 && <Text>{props.emptyText}</Text>}
      {rows && rows.length > 0 && (
        <DataTable
          rows={rows}
          rowKey={(row) => row.id}
          columns={columns}
          highlightOnHover={props.highlightOnHover}
          minWidth={props.minWidth}
        />
      )}
      {props.formPlacement !== 'page' && (
        <Modal opened={editing !== null} onClose={() => setEditing(null)} title={formTitle}>
          {openForm()}
        </Modal>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={remove.title}
        message={remove.question(deleting?.nombre ?? '')}
        confirmLabel="Eliminar"
        danger
        pending={remove.pending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
