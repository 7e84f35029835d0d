import { formatIsoDateEsAr } from '@carreras/domain/dates';
import type { AdminInscription } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { inscriptionStatus } from '@carreras/domain/inscriptions/inscription-status';
import { formatPesos } from '@carreras/domain/places/fees';
import { formatPhone } from '@carreras/domain/runners/phone-number';
import { Anchor, Table, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { StatusBadge } from './status-badge.tsx';

interface Column {
  header: string;
  cell: (inscription: AdminInscription) => ReactNode;
}

const lines = (first: ReactNode, ...rest: ReactNode[]) => (
  <>
    <Text size="sm">{first}</Text>
    {rest.map((line, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one cell
      <Text key={index} size="xs" c="dimmed">
        {line}
      </Text>
    ))}
  </>
);

// Name and DNI in one cell: secondary data folds into the row so the decision columns fit a 1024 px tablet.
const person: Column = {
  header: 'Corredor',
  cell: (i) => lines(<strong>{`${i.runner.apellido}, ${i.runner.nombre}`}</strong>, `DNI ${i.runner.dni}`),
};
const detail: Column = {
  header: 'Acciones',
  cell: (i) => (
    <Anchor
      component={Link}
      to={paths.admin.inscription(i.id)}
      aria-label={`Detalle de ${i.runner.nombre} ${i.runner.apellido}`}
    >
      Detalle
    </Anchor>
  ),
};
const teamLabel = (i: AdminInscription) =>
  i.compañero
    ? `Equipo con ${i.compañero.nombre} ${i.compañero.apellido}`
    : i.compañeroPendiente
      ? `Individual (pareja pendiente: ${[i.compañeroPendiente.nombre, `DNI ${i.compañeroPendiente.dni}`].filter(Boolean).join(', ')})`
      : 'Individual';

const tabs = (showEvent: boolean): { value: string; label: string; columns: Column[] }[] => [
  {
    value: 'overview',
    label: 'Gestión de Inscripciones',
    columns: [
      person,
      {
        header: 'Categoría',
        cell: (i) => lines(i.categoria, `${i.distancia} km${showEvent ? ` · ${i.eventName}` : ''}`),
      },
      { header: 'Tipo', cell: teamLabel },
      { header: 'Estado', cell: (i) => <StatusBadge status={inscriptionStatus(i)} /> },
      detail,
    ],
  },
  {
    value: 'personal',
    label: 'Datos Personales',
    columns: [
      person,
      {
        header: 'Datos',
        cell: (i) =>
          lines(`${i.runner.sexo} · ${formatIsoDateEsAr(i.runnerData.fechaNacimiento)}`, i.runnerData.provincia),
      },
      {
        header: 'Contacto',
        cell: (i) =>
          lines(
            i.runnerData.email,
            `WhatsApp ${formatPhone(i.runnerData.whatsapp)}`,
            `Emergencia ${formatPhone(i.runnerData.telefono)}`,
          ),
      },
      {
        header: 'Salud',
        cell: (i) =>
          lines(
            `Grupo ${i.runnerData.grupoSanguineo}`,
            `Obra social: ${i.runnerData.obraSocial || '-'}`,
            `Alergias: ${i.runnerData.alergia || 'Ninguna'}`,
          ),
      },
      detail,
    ],
  },
  {
    value: 'states',
    label: 'Gestión de Estados',
    columns: [
      person,
      {
        header: 'Pago',
        cell: (i) =>
          i.pagoConfirmado
            ? 'Pagado'
            : i.pagoInformado
              ? 'Pago a verificar'
              : i.estadoPago === 'parcial' && i.montoPagado != null
                ? `Pagó ${formatPesos(i.montoPagado)}`
                : 'Pendiente',
      },
      { header: 'Monto', cell: (i) => (i.montoAPagar != null ? formatPesos(i.montoAPagar) : '—') },
      { header: 'Inscripción', cell: (i) => (i.inscripcionConfirmada ? 'CONFIRMADA' : 'PENDIENTE') },
      { header: 'Asistencia', cell: (i) => (i.asistenciaConfirmada ? 'Presente' : 'No confirmado') },
      { header: 'Dorsal', cell: (i) => (i.numeroDorsalAsignado ? `#${i.numeroDorsalAsignado}` : 'NO ASIGNADO') },
      { header: 'Estado', cell: (i) => <StatusBadge status={inscriptionStatus(i)} /> },
      detail,
    ],
  },
];

/** The three views of the loaded inscriptions, each row linking to its detail. */
export function InscriptionsGrid({ items, showEvent = true }: { items: AdminInscription[]; showEvent?: boolean }) {
  const TABS = tabs(showEvent);
  return (
    <Tabs defaultValue="overview">
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {tab.columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((inscription) => (
                  <Table.Tr key={inscription.id}>
                    {tab.columns.map((column) => (
                      <Table.Td key={column.header}>{column.cell(inscription)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
