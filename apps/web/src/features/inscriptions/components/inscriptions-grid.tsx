import { formatIsoDateEsAr } from '@carreras/domain/dates';
import type { AdminInscription } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { inscriptionStatus } from '@carreras/domain/inscriptions/inscription-status';
import { Anchor, Table, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { StatusBadge } from './status-badge.tsx';

interface Column {
  header: string;
  cell: (inscription: AdminInscription) => ReactNode;
}

const person: Column[] = [
  { header: 'Corredor', cell: (i) => `${i.runner.apellido}, ${i.runner.nombre}` },
  { header: 'DNI', cell: (i) => i.runner.dni },
];
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
      ? `Individual (pareja pendiente: DNI ${i.compañeroPendiente.dni})`
      : 'Individual';

const TABS: { value: string; label: string; columns: Column[] }[] = [
  {
    value: 'overview',
    label: 'Gestión de Inscripciones',
    columns: [
      ...person,
      { header: 'Evento', cell: (i) => i.eventName },
      { header: 'Distancia', cell: (i) => `${i.distancia} km` },
      { header: 'Categoría', cell: (i) => i.categoria },
      { header: 'Tipo', cell: teamLabel },
      { header: 'Estado', cell: (i) => <StatusBadge status={inscriptionStatus(i)} /> },
      detail,
    ],
  },
  {
    value: 'personal',
    label: 'Datos Personales',
    columns: [
      ...person,
      { header: 'Sexo', cell: (i) => i.runner.sexo },
      { header: 'Fecha de nacimiento', cell: (i) => formatIsoDateEsAr(i.runnerData.fechaNacimiento) },
      { header: 'Email', cell: (i) => i.runnerData.email },
      { header: 'WhatsApp', cell: (i) => i.runnerData.whatsapp },
      { header: 'Teléfono de emergencia', cell: (i) => i.runnerData.telefono },
      { header: 'Provincia', cell: (i) => i.runnerData.provincia },
      { header: 'Obra social', cell: (i) => i.runnerData.obraSocial || '-' },
      { header: 'Grupo sanguíneo', cell: (i) => i.runnerData.grupoSanguineo },
      { header: 'Alergias', cell: (i) => i.runnerData.alergia || 'Ninguna' },
      detail,
    ],
  },
  {
    value: 'states',
    label: 'Gestión de Estados',
    columns: [
      ...person,
      { header: 'Pago', cell: (i) => (i.pagoConfirmado ? 'Pagado' : 'Pendiente') },
      { header: 'Inscripción', cell: (i) => (i.inscripcionConfirmada ? 'CONFIRMADA' : 'PENDIENTE') },
      { header: 'Asistencia', cell: (i) => (i.asistenciaConfirmada ? 'Presente' : 'No confirmado') },
      { header: 'Dorsal', cell: (i) => (i.numeroDorsalAsignado ? `#${i.numeroDorsalAsignado}` : 'NO ASIGNADO') },
      { header: 'Estado', cell: (i) => <StatusBadge status={inscriptionStatus(i)} /> },
      detail,
    ],
  },
];

/** The three views of the loaded inscriptions, each row linking to its detail. */
export function InscriptionsGrid({ items }: { items: AdminInscription[] }) {
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
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover>
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
