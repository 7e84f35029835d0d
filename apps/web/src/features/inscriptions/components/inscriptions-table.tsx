import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { inscriptionStatus } from '@carreras/domain/inscriptions/inscription-status';
import { Badge, Button, Group, Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { actionError } from '../action-error.ts';
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

/** The list's rows: payment and attendance toggles, bib button, Ver and Editar Categoría, each saved on the server. */
export function InscriptionsTable({ items }: { items: Inscription[] }) {
  const change = useChangeInscription();
  const [bibFor, setBibFor] = useState<Inscription | null>(null);
  const [categoryFor, setCategoryFor] = useState<Inscription | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const apply = async (inscription: Inscription, next: InscriptionChange, success?: string) => {
    setBusy(inscription.id);
    try {
      await change.mutateAsync({ id: inscription.id, change: next });
      if (success) notify.success(success);
      return true;
    } catch (error) {
      notify.error(actionError(error, FAILURES[next.kind]));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Corredor</Table.Th>
              <Table.Th>DNI</Table.Th>
              <Table.Th>Evento</Table.Th>
              <Table.Th>Distancia</Table.Th>
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
              return (
                <Table.Tr key={inscription.id}>
                  <Table.Td>
                    {inscription.runner.apellido}, {inscription.runner.nombre}
                    {inscription.compañero && (
                      <Badge ml="xs" size="xs" variant="outline">
                        Equipo
                      </Badge>
                    )}
                    {inscription.compañeroPendiente && (
                      <Badge ml="xs" size="xs" variant="outline" color="yellow">
                        Pareja pendiente
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{inscription.runner.dni}</Table.Td>
                  <Table.Td>{inscription.eventName}</Table.Td>
                  <Table.Td>{inscription.distancia} km</Table.Td>
                  <Table.Td>{inscription.categoria}</Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Pago confirmado de ${name}`}
                      checked={inscription.pagoConfirmado}
                      disabled={disabled}
                      onChange={() => apply(inscription, { kind: 'payment', value: !inscription.pagoConfirmado })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Asistencia confirmada de ${name}`}
                      checked={inscription.asistenciaConfirmada}
                      disabled={disabled}
                      onChange={() =>
                        apply(inscription, { kind: 'attendance', value: !inscription.asistenciaConfirmada })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={disabled}
                      aria-label={`Dorsal de ${name}`}
                      onClick={() => setBibFor(inscription)}
                    >
                      {inscription.numeroDorsalAsignado ? `#${inscription.numeroDorsalAsignado}` : 'Asignar'}
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={inscriptionStatus(inscription)} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component={Link}
                        to={paths.admin.inscription(inscription.id)}
                        size="xs"
                        variant="light"
                        aria-label={`Ver inscripción de ${name}`}
                      >
                        Ver
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Editar Categoría de ${name}`}
                        onClick={() => setCategoryFor(inscription)}
                      >
                        Editar Categoría
                      </Button>
                    </Group>
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
            const done = await apply(
              bibFor,
              { kind: 'bib', bib: bib ?? 0 },
              bib === null ? 'Dorsal eliminado correctamente' : 'Dorsal asignado correctamente',
            );
            if (done) setBibFor(null);
          }}
        />
      )}
      {categoryFor && <EditCategoryDialog inscription={categoryFor} onClose={() => setCategoryFor(null)} />}
    </>
  );
}
