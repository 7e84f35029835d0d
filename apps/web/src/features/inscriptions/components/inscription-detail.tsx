import { formatIsoDateEsAr } from '@carreras/domain/dates';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { inscriptionStatus } from '@carreras/domain/inscriptions/inscription-status';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { bibTakenMessage } from '../action-error.ts';
import { type InscriptionChange, useChangeInscription, useDeleteInscription } from '../api/change-inscription.ts';
import { BibDialog } from './bib-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

const REVERT_PROMPT =
  '¿Está seguro que desea cambiar el estado a INSCRIPTO? Esto quitará la confirmación de pago y el dorsal asignado.';
const DELETE_PROMPT = '¿Está seguro que desea eliminar esta inscripción? Esta acción no se puede deshacer.';

/** Filled badges in dark shades, so white text passes WCAG AA contrast. */
const flagColors = (on: boolean) => ({ color: on ? 'teal.9' : 'gray.7' });

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** One inscription and its state changes: confirm payment, assign or change the bib, revert, delete. */
export function InscriptionDetail({ inscription, onDeleted }: { inscription: Inscription; onDeleted: () => void }) {
  const change = useChangeInscription();
  const remove = useDeleteInscription();
  const [dialog, setDialog] = useState<'bib' | 'revert' | 'delete' | null>(null);
  const status = inscriptionStatus(inscription);
  const runner = inscription.runner;

  /** Applies a change; answers the server's BIB_TAKEN refusal instead of showing it, for the bib dialog to say. */
  const apply = async (next: InscriptionChange, success: string, failure: string): Promise<string | null> => {
    try {
      await change.mutateAsync({ id: inscription.id, change: next });
      notify.success(success);
      setDialog(null);
    } catch (error) {
      const taken = bibTakenMessage(error);
      if (taken) return taken;
      notify.error(errorMessage(error, failure));
    }
    return null;
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Inscripción #{inscription.id}</Title>
        <StatusBadge status={status} />
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Item label="Corredor">
            {runner.nombre} {runner.apellido} (DNI {runner.dni})
          </Item>
          {inscription.compañero && (
            <Item label="Compañero">
              {inscription.compañero.nombre} {inscription.compañero.apellido} (DNI {inscription.compañero.dni})
            </Item>
          )}
          {inscription.compañeroPendiente && (
            <Item label="Compañero (pendiente de confirmación)">
              {inscription.compañeroPendiente.nombre
                ? `${inscription.compañeroPendiente.nombre} (DNI ${inscription.compañeroPendiente.dni})`
                : `DNI ${inscription.compañeroPendiente.dni}`}
            </Item>
          )}
          <Item label="Evento">
            {inscription.eventName} · {formatIsoDateEsAr(inscription.eventDate)}
          </Item>
          <Item label="Distancia">{inscription.distancia} km</Item>
          <Item label="Categoría">{inscription.categoria}</Item>
          <Item label="Estado de inscripción">
            <Badge {...flagColors(inscription.inscripcionConfirmada)} variant="filled">
              {inscription.inscripcionConfirmada ? 'CONFIRMADA' : 'PENDIENTE'}
            </Badge>
          </Item>
          <Item label="Estado de pago">
            <Badge {...flagColors(inscription.pagoConfirmado)} variant="filled">
              {inscription.pagoConfirmado ? 'PAGADO' : 'PENDIENTE'}
            </Badge>
          </Item>
          <Item label="Dorsal">
            <Text fw={700}>
              {inscription.numeroDorsalAsignado ? `#${inscription.numeroDorsalAsignado}` : 'NO ASIGNADO'}
            </Text>
          </Item>
          <Item label="Asistencia">
            <Badge {...flagColors(inscription.asistenciaConfirmada)} variant="filled">
              {inscription.asistenciaConfirmada ? 'CONFIRMADA' : 'NO CONFIRMADA'}
            </Badge>
          </Item>
        </SimpleGrid>
      </Card>
      <Group gap="sm">
        {status === 'INSCRIPTO' && (
          <Button
            disabled={change.isPending}
            onClick={() =>
              apply({ kind: 'payment', value: true }, 'Pago confirmado correctamente', 'Error al confirmar el pago')
            }
          >
            Confirmar Pago
          </Button>
        )}
        <Button variant="light" onClick={() => setDialog('bib')}>
          {inscription.numeroDorsalAsignado ? 'Cambiar Dorsal' : 'Asignar Dorsal'}
        </Button>
        {status !== 'INSCRIPTO' && (
          <Button variant="default" onClick={() => setDialog('revert')}>
            Revertir a INSCRIPTO
          </Button>
        )}
        <Button color="red" variant="outline" onClick={() => setDialog('delete')}>
          Eliminar Inscripción
        </Button>
      </Group>
      {dialog === 'bib' && (
        <BibDialog
          opened
          current={inscription.numeroDorsalAsignado}
          allowEmpty={false}
          pending={change.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(bib) =>
            bib ? apply({ kind: 'bib', bib }, 'Dorsal asignado correctamente', 'Error al asignar el dorsal') : undefined
          }
        />
      )}
      <ConfirmDialog
        opened={dialog === 'revert'}
        title="Revertir a INSCRIPTO"
        message={REVERT_PROMPT}
        confirmLabel="Sí, revertir"
        pending={change.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => apply({ kind: 'revert' }, 'Estado cambiado a INSCRIPTO', 'Error al cambiar el estado')}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title="Eliminar inscripción"
        message={DELETE_PROMPT}
        confirmLabel="Sí, eliminar"
        danger
        pending={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(inscription.id);
            notify.success('Inscripción eliminada correctamente');
            onDeleted();
          } catch (error) {
            notify.error(errorMessage(error, 'Error al eliminar la inscripción'));
          }
        }}
      />
    </Stack>
  );
}
