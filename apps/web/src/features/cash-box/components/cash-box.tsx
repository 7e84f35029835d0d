import { formatIsoDateEsAr, todayInOrganiserZone } from '@carreras/domain/dates';
import { messages } from '@carreras/domain/messages';
import { type CashDay, PAYMENT_METHOD_LABELS } from '@carreras/domain/payments/payments.schemas';
import { formatPesos } from '@carreras/domain/places/fees';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useEventList } from '../../../api/events.ts';
import { DateField } from '../../../components/date-field.tsx';
import { useEventChoice } from '../../../hooks/use-event-choice.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { downloadCashDay, useCashDay } from '../api/get-cash-day.ts';
import classes from './cash-box.module.css';

/** How a payment was made, with its reason or operation, and whether it was undone. */
function methodText(p: CashDay['pagos'][number]): string {
  const detail = p.motivo ? ` · ${p.motivo}` : p.referencia ? ` · op. ${p.referencia}` : '';
  return `${PAYMENT_METHOD_LABELS[p.metodo]}${detail}${p.anulado ? ' · Deshecho' : ''}`;
}

/** One line of a total: what it counts on the left, the amount on the right. */
function MoneyRow({ label, amount }: { label: string; amount: number }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" className={classes.money}>
        {formatPesos(amount)}
      </Text>
    </Group>
  );
}

/**
 * The Caja del día: every payment the desk recorded for an event on a day (time, runner, amount, method,
 * volunteer), totals by method and by volunteer, the cash counted against the cash recorded, and the event's
 * money expected, paid and pending. Exported to Excel and printable.
 */
export function CashBox() {
  const events = useEventList('admin');
  const { eventId: chosen, setChoice } = useEventChoice(events.data);
  const eventId = chosen ?? null;
  const [fecha, setFecha] = useState(todayInOrganiserZone());
  const [counted, setCounted] = useState('');
  const day = useCashDay(eventId, /^\d{4}-\d{2}-\d{2}$/.test(fecha) ? fecha : todayInOrganiserZone());

  if (events.isPending) return <Loader aria-label="Cargando la lista" />;
  if (events.isError) return <Alert color="red">{errorMessage(events.error, messages.unknownError)}</Alert>;
  if (events.data.length === 0) return <Alert color="blue">No hay eventos cargados.</Alert>;

  const countedCash = /^\d+$/.test(counted.trim()) ? Number(counted.trim()) : null;

  return (
    <Stack gap="md" className={classes.sheet}>
      <Group align="end" gap="md" wrap="wrap" className={classes.noPrint}>
        <NativeSelect
          label="Evento"
          value={eventId === null ? '' : String(eventId)}
          onChange={(event) => setChoice(Number(event.currentTarget.value))}
          data={events.data.map((e) => ({ value: String(e.id), label: `${e.nombre} (${formatIsoDateEsAr(e.fecha)})` }))}
        />
        <DateField label="Día" voice="admin" value={fecha} onChange={setFecha} w={160} />
        <Button
          variant="outline"
          disabled={eventId === null || !day.data}
          onClick={() =>
            eventId !== null &&
            downloadCashDay(eventId, day.data?.fecha ?? fecha).catch((error) =>
              notify.error(errorMessage(error, 'No se pudo descargar la planilla')),
            )
          }
        >
          Exportar a Excel
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          Imprimir
        </Button>
      </Group>

      {day.isError && <Alert color="red">{errorMessage(day.error, messages.unknownError)}</Alert>}
      {day.isPending && <Loader size="sm" aria-label="Cargando la caja" />}
      {day.data && (
        <>
          <Title order={2} size="h3">
            Caja del {formatIsoDateEsAr(day.data.fecha)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Stack gap={2} aria-label="Por medio de pago" role="group">
              <Text fw={700}>Por medio de pago</Text>
              {day.data.porMetodo.map((m) => (
                <MoneyRow
                  key={m.metodo}
                  label={`${PAYMENT_METHOD_LABELS[m.metodo]} (${m.cantidad})`}
                  amount={m.total}
                />
              ))}
              <Group justify="space-between" wrap="nowrap">
                <Text fw={800}>Cobrado en el día</Text>
                <Text fw={800} className={classes.money} data-testid="cash-collected">
                  {formatPesos(day.data.cobrado)}
                </Text>
              </Group>
            </Stack>
            <Stack gap={2} aria-label="Por voluntario" role="group">
              <Text fw={700}>Por voluntario</Text>
              {day.data.porVoluntario.length === 0 && <Text size="sm">Sin cobros</Text>}
              {day.data.porVoluntario.map((v) => (
                <MoneyRow key={v.voluntario} label={`${v.voluntario} (${v.cantidad})`} amount={v.total} />
              ))}
            </Stack>
            <Stack gap={2} aria-label="Esperado y cobrado" role="group">
              <Text fw={700}>Esperado y cobrado</Text>
              <MoneyRow label="Esperado del evento" amount={day.data.evento.esperado} />
              <MoneyRow label="Pagado del evento" amount={day.data.evento.pagado} />
              <MoneyRow label="Pendiente de cobro" amount={day.data.evento.pendiente} />
              <TextInput
                size="xs"
                label="Efectivo contado ($)"
                inputMode="numeric"
                value={counted}
                onChange={(event) => setCounted(event.currentTarget.value)}
                className={classes.noPrint}
                mt={4}
              />
              <Text size="sm" fw={600} data-testid="cash-difference">
                {countedCash === null
                  ? `Efectivo registrado ${formatPesos(day.data.efectivo)}`
                  : countedCash === day.data.efectivo
                    ? 'Cuadra con lo registrado'
                    : `Diferencia ${formatPesos(countedCash - day.data.efectivo)}`}
              </Text>
            </Stack>
          </SimpleGrid>

          {day.data.pagos.length === 0 ? (
            <Text c="dimmed">No hay pagos registrados ese día.</Text>
          ) : (
            // On a phone the method and the volunteer go under the runner's name: five columns would not fit 390 px.
            <Table.ScrollContainer minWidth={0}>
              <Table striped withTableBorder aria-label="Pagos del día">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Hora</Table.Th>
                    <Table.Th>Corredor</Table.Th>
                    <Table.Th className={classes.money}>Monto</Table.Th>
                    <Table.Th visibleFrom="sm">Medio</Table.Th>
                    <Table.Th visibleFrom="sm">Voluntario</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {day.data.pagos.map((p) => (
                    <Table.Tr key={p.id} className={p.anulado ? classes.voided : undefined}>
                      <Table.Td>{p.hora}</Table.Td>
                      <Table.Td>
                        {p.corredor}{' '}
                        <Text span size="xs">
                          DNI {p.dni}
                        </Text>
                        <Text size="xs" hiddenFrom="sm">
                          {methodText(p)} · {p.voluntario}
                        </Text>
                      </Table.Td>
                      <Table.Td className={classes.money}>{formatPesos(p.monto)}</Table.Td>
                      <Table.Td visibleFrom="sm">{methodText(p)}</Table.Td>
                      <Table.Td visibleFrom="sm">{p.voluntario}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
