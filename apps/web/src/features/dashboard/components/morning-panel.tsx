import type { DashboardStats } from '@carreras/domain/dashboard/dashboard.schemas';
import { formatDateTimeEsAr, formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatPesos } from '@carreras/domain/places/fees';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

type Payments = DashboardStats['pagosAVerificar'];
type Edition = NonNullable<DashboardStats['edicion']>;

function PaymentsToVerify({ payments }: { payments: Payments }) {
  const more = payments.total - payments.items.length;
  return (
    <Card withBorder padding="lg" component="section" aria-label="Pagos a verificar">
      <Group justify="space-between" align="baseline">
        <Text fw={600}>Pagos a verificar</Text>
        <Text fz={32} fw={800} c="monte.9" data-testid="payments-to-verify">
          {payments.total}
        </Text>
      </Group>
      {payments.total === 0 ? (
        <Text size="sm">No hay pagos informados pendientes de verificación.</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {payments.items.map((p) => (
            <li key={p.inscriptionId}>
              <Anchor component={Link} to={paths.admin.inscription(p.inscriptionId)} size="sm" fw={600}>
                {p.apellido}, {p.nombre}
              </Anchor>
              <Text size="xs" c="dimmed">
                {p.eventName} · informado el {formatDateTimeEsAr(new Date(p.informadoAt)).slice(0, 16)}
                {p.referencia ? ` · ref. ${p.referencia}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {more > 0 && <Text size="sm">y {more} más.</Text>}
      <Anchor component={Link} to={paths.admin.inscriptionsToVerify} size="sm" mt="xs">
        Ver todos los pagos informados
      </Anchor>
    </Card>
  );
}

function InscriptionsByDay({ edition }: { edition: Edition }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label="Inscripciones por día">
      <Group justify="space-between" align="baseline">
        <Text fw={600}>Inscripciones por día</Text>
        <Text size="sm">
          {edition.totalInscripciones} inscripciones ·{' '}
          {edition.inscripcionesAbiertas ? 'inscripción abierta' : 'inscripción cerrada'}
        </Text>
      </Group>
      <Table striped withTableBorder={false} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th ta="right">Inscripciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...edition.porDia].reverse().map((day) => (
            <Table.Tr key={day.fecha}>
              <Table.Td>{formatIsoDateEsAr(day.fecha)}</Table.Td>
              <Table.Td ta="right">{day.inscripciones}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function PlacesLeft({ edition }: { edition: Edition }) {
  const rows = [
    ...(edition.lugares ? [{ key: 'total', label: 'Todo el evento', ...edition.lugares }] : []),
    ...edition.distancias.map((d) => ({ key: String(d.distancia), label: `${d.distancia} km`, ...d })),
  ];
  return (
    // The whole row: five columns of figures do not fit a third of a tablet's width.
    <Card withBorder padding="lg" component="section" aria-label="Lugares disponibles" style={{ gridColumn: '1 / -1' }}>
      <Text fw={600}>Lugares disponibles</Text>
      {rows.length === 0 ? (
        <Text size="sm">El evento no tiene cupos limitados.</Text>
      ) : (
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Distancia</Table.Th>
              <Table.Th ta="right">Cupo</Table.Th>
              {/* On a phone the figures that matter are what is left; the taken places are the limit minus it. */}
              <Table.Th ta="right" visibleFrom="xs">
                Ocupados
              </Table.Th>
              <Table.Th ta="right">Libres</Table.Th>
              <Table.Th ta="right">En espera</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{row.cupo}</Table.Td>
                <Table.Td ta="right" visibleFrom="xs">
                  {row.ocupados}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {row.libres}
                </Table.Td>
                <Table.Td ta="right">{row.enEspera}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** The edition's money collected and pending, and kits picked up by distance (decision 015). */
function MoneyAndKits({ edition }: { edition: Edition }) {
  const { dinero, kits } = edition;
  if (!dinero && !kits) return null;
  return (
    <Card withBorder>
      <Stack gap={6} aria-label="Cobros y kits" role="group">
        <Group justify="space-between" align="baseline">
          <Title order={3} fz="h4">
            Cobros y kits
          </Title>
          <Anchor component={Link} to={paths.admin.cashBox}>
            Caja del día
          </Anchor>
        </Group>
        {dinero && (
          <Text>
            Cobrado {formatPesos(dinero.pagado)} de {formatPesos(dinero.esperado)} ·{' '}
            <Text span fw={700}>
              pendiente {formatPesos(dinero.pendiente)}
            </Text>
          </Text>
        )}
        {kits && (
          <Text>
            Retiraron el kit {kits.retiraron} de {kits.total}
            {kits.distancias.map((d) => ` · ${d.distancia} km: ${d.retiraron} de ${d.total}`).join('')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * What an organiser checks each morning: payments to verify, the followed edition's inscriptions of the last
 * days and its places left, with the way to the reminders and the check-in desk.
 */
export function MorningPanel({ stats }: { stats: DashboardStats }) {
  const edition = stats.edicion;
  return (
    <Stack gap="md">
      {edition && (
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h3">
            {edition.nombre} · {formatIsoDateEsAr(edition.fecha)}
          </Title>
          <Group gap="md">
            <Anchor component={Link} to={paths.admin.eventReminders(edition.eventId)}>
              Recordatorios
            </Anchor>
            <Anchor component={Link} to={paths.admin.checkIn}>
              Acreditación
            </Anchor>
          </Group>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PaymentsToVerify payments={stats.pagosAVerificar} />
        {edition && <InscriptionsByDay edition={edition} />}
        {edition && <PlacesLeft edition={edition} />}
        {edition && <MoneyAndKits edition={edition} />}
      </SimpleGrid>
    </Stack>
  );
}
