import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { inscriptionStatus } from '@carreras/domain/inscriptions/inscription-status';
import { formatPesos } from '@carreras/domain/places/fees';
import { Badge, Button, Stack, Switch, Table, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { bibTakenMessage } from '../action-error.ts';
import { type InscriptionChange, useChangeInscription } from '../api/change-inscription.ts';
import { BibDialog } from './bib-dialog.tsx';
import { EditCategoryDialog } from './edit-category-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

const FAILURES: Record<InscriptionChange['kind'], string> = {
  payment: 'Error al actualizar estado de pago',
  attendance: 'Error al actualizar estado de asistencia',
  bib: 'Error al gestionar número de dorsal',
  revert: 'Error al cambiar el estado',
  category: 'Error al actualizar la categoría',
};

type Toggle = 'payment' | 'attendance';

/** What a toggle did, for its toast: 'Pago confirmado: Ana Pérez'. */
const TOGGLE_DONE: Record<Toggle, (value: boolean) => string> = {
  payment: (value) => (value ? 'Pago confirmado' : 'Pago marcado como pendiente'),
  attendance: (value) => (value ? 'Asistencia confirmada' : 'Asistencia quitada'),
};

const toggleValue = (inscription: Inscription, kind: Toggle) =>
  kind === 'payment' ? inscription.pagoConfirmado : inscription.asistenciaConfirmada;

/**
 * The list's rows: payment and attendance toggles (each answered with the row's new state, a toast and
 * 'Deshacer'), bib button, Ver and Editar Categoría, each saved on the server. Secondary data (DNI, distance,
 * event) folds under the name and the category, so every decision column fits a 1024 px tablet.
 */
export function InscriptionsTable({ items, showEvent = true }: { items: Inscription[]; showEvent?: boolean }) {
  const change = useChangeInscription();
  const [bibFor, setBibFor] = useState<Inscription | null>(null);
  const [categoryFor, setCategoryFor] = useState<Inscription | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The value a toggle was moved to, shown at once and kept until the list is read again; dropped on failure.
  const latestItems = useRef(items);
  latestItems.current = items;
  const [moved, setMoved] = useState<{ items: Inscription[]; values: Record<string, boolean> }>({ items, values: {} });
  const movedValues = moved.items === items ? moved.values : {};
  const move = (key: string, value: boolean | undefined) =>
    setMoved((now) => {
      const { [key]: _previous, ...others } = now.items === latestItems.current ? now.values : {};
      return { items: latestItems.current, values: value === undefined ? others : { ...others, [key]: value } };
    });

  const apply = async (
    inscription: Inscription,
    next: InscriptionChange,
    success?: string,
    onBibTaken?: (message: string) => void,
  ) => {
    setBusy(inscription.id);
    try {
      await change.mutateAsync({ id: inscription.id, change: next });
      if (success) notify.success(success);
      return true;
    } catch (error) {
      const taken = bibTakenMessage(error);
      if (taken && onBibTaken) onBibTaken(taken);
      else notify.error(errorMessage(error, FAILURES[next.kind]));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const toggle = async (inscription: Inscription, kind: Toggle, name: string) => {
    const key = `${kind}:${inscription.id}`;
    const value = !toggleValue(inscription, kind);
    move(key, value);
    const done = await apply(inscription, { kind, value });
    if (!done) {
      move(key, undefined);
      return;
    }
    notify.undoable(`${TOGGLE_DONE[kind](value)}: ${name}`, async () => {
      try {
        await change.mutateAsync({ id: inscription.id, change: { kind, value: !value } });
        move(key, !value);
      } catch (error) {
        throw new Error(errorMessage(error, FAILURES[kind]));
      }
    });
  };

  const shown = (inscription: Inscription, kind: Toggle) =>
    movedValues[`${kind}:${inscription.id}`] ?? toggleValue(inscription, kind);

  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Corredor</Table.Th>
              <Table.Th>Categoría</Table.Th>
              <Table.Th>Pago</Table.Th>
              <Table.Th>Asistencia</Table.Th>
              <Table.Th>Dorsal</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((inscription) => {
              const name = `${inscription.runner.nombre} ${inscription.runner.apellido}`;
              const disabled = busy === inscription.id;
              const paid = shown(inscription, 'payment');
              const present = shown(inscription, 'attendance');
              const bibText = inscription.numeroDorsalAsignado ? `#${inscription.numeroDorsalAsignado}` : 'Asignar';
              return (
                <Table.Tr key={inscription.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {inscription.runner.apellido}, {inscription.runner.nombre}
                    </Text>
                    <Text size="xs" c="dimmed">
                      DNI {inscription.runner.dni}
                    </Text>
                    {inscription.compañero && (
                      <Badge size="xs" variant="outline">
                        Equipo
                      </Badge>
                    )}
                    {inscription.compañeroPendiente && (
                      <Badge size="xs" variant="outline" color="yellow">
                        Pareja pendiente
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{inscription.categoria}</Text>
                    <Text size="xs" c="dimmed">
                      {inscription.distancia} km{showEvent ? ` · ${inscription.eventName}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Pago confirmado de ${name}`}
                      checked={paid}
                      disabled={disabled}
                      onChange={() => void toggle(inscription, 'payment', name)}
                    />
                    {!paid && inscription.pagoInformado && (
                      <Text size="xs" fw={600}>
                        Pago a verificar{inscription.pagoReferencia ? ` (${inscription.pagoReferencia})` : ''}
                      </Text>
                    )}
                    {!paid && inscription.estadoPago === 'parcial' && inscription.montoPagado != null && (
                      <Text size="xs" fw={600}>
                        Pagó {formatPesos(inscription.montoPagado)}
                      </Text>
                    )}
                    {inscription.montoAPagar != null && <Text size="xs">{formatPesos(inscription.montoAPagar)}</Text>}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Asistencia confirmada de ${name}`}
                      checked={present}
                      disabled={disabled}
                      onChange={() => void toggle(inscription, 'attendance', name)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={disabled}
                      // The visible text starts the name (WCAG 2.5.3 label in name).
                      aria-label={`${bibText} dorsal de ${name}`}
                      onClick={() => setBibFor(inscription)}
                    >
                      {bibText}
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={inscriptionStatus(inscription)} />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Button
                        component={Link}
                        to={paths.admin.inscription(inscription.id)}
                        size="compact-xs"
                        variant="light"
                        aria-label={`Ver inscripción de ${name}`}
                      >
                        Ver
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        aria-label={`Editar Categoría de ${name}`}
                        onClick={() => setCategoryFor(inscription)}
                      >
                        Editar Categoría
                      </Button>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {bibFor && (
        <BibDialog
          opened
          current={bibFor.numeroDorsalAsignado}
          allowEmpty
          pending={change.isPending}
          onClose={() => setBibFor(null)}
          onSubmit={async (bib) => {
            let refused: string | null = null;
            const done = await apply(
              bibFor,
              { kind: 'bib', bib: bib ?? 0 },
              bib === null ? 'Dorsal eliminado correctamente' : 'Dorsal asignado correctamente',
              (message) => {
                refused = message;
              },
            );
            if (done) setBibFor(null);
            return refused;
          }}
        />
      )}
      {categoryFor && <EditCategoryDialog inscription={categoryFor} onClose={() => setCategoryFor(null)} />}
    </>
  );
}
