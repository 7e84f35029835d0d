import { formatIsoDateEsAr, todayInOrganiserZone } from '@carreras/domain/dates';
import { formatPesos, isEarlyBirdOn, priceOn } from '@carreras/domain/places/fees';
import { placesMessages as rm } from '@carreras/domain/places/places.messages';
import type { PlacesSettingsAnswer as PlacesSettings } from '@carreras/domain/places/places.schemas';
import { PLACEHOLDERS } from '@carreras/domain/places/whatsapp';
import { formatPhone } from '@carreras/domain/runners/phone-number';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { usePlaces, usePlacesSettings, useSavePlacesSettings } from '../api/places-settings.ts';

const toNullableInt = (value: string | number) => (value === '' ? null : Number(value));

/** The settings as the form shows them: the organiser's WhatsApp stored as digits, shown as people read it. */
const readable = (settings: PlacesSettings): PlacesSettings => ({
  ...settings,
  whatsappOrganizador: settings.whatsappOrganizador && formatPhone(settings.whatsappOrganizador),
});

/** Places taken, free and waiting per distance and for the whole event (back-office, usted). */
export function PlacesSummary({ eventId }: { eventId: number }) {
  const places = usePlaces(eventId);
  if (places.isPending) return <Loader size="sm" aria-label="Cargando cupos" />;
  if (places.isError) {
    return (
      <Alert color="red" role="alert">
        No se pudieron cargar los cupos del evento.
      </Alert>
    );
  }
  const { lugares, distancias } = places.data;
  const row = (
    label: string,
    p: { cupo: number | null; ocupados: number; libres: number | null; enEspera: number },
  ) => (
    <Table.Tr key={label}>
      <Table.Td>{label}</Table.Td>
      <Table.Td>{p.cupo ?? 'Sin límite'}</Table.Td>
      <Table.Td>{p.ocupados}</Table.Td>
      <Table.Td>{p.libres ?? '—'}</Table.Td>
      <Table.Td>{p.enEspera}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table aria-label="Cupos del evento" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Alcance</Table.Th>
          <Table.Th>Cupo</Table.Th>
          <Table.Th>Ocupados</Table.Th>
          <Table.Th>Libres</Table.Th>
          <Table.Th>En espera</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {row('Evento', lugares)}
        {distancias.map((d) => row(`${d.distancia} km`, d))}
      </Table.Tbody>
    </Table>
  );
}

function SettingsForm({ eventId, initial }: { eventId: number; initial: PlacesSettings }) {
  const save = useSavePlacesSettings(eventId);
  const [values, setValues] = useState(() => readable(initial));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof PlacesSettings>(key: K, value: PlacesSettings[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setDistance = (index: number, key: 'cupo' | 'precio' | 'precioAnticipado', value: number | null) =>
    setValues((v) => ({ ...v, distancias: v.distancias.map((d, i) => (i === index ? { ...d, [key]: value } : d)) }));

  const setCategory = (index: number, cupo: number | null) =>
    setValues((v) => ({ ...v, categorias: v.categorias.map((c, i) => (i === index ? { ...c, cupo } : c)) }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setFields({});
    try {
      const saved = await save.mutateAsync(values);
      setValues(readable(saved));
      notify.success(rm.settingsSaved);
    } catch (err) {
      const message = errorMessage(err, 'No se pudo guardar la configuración. Intente nuevamente.');
      if (err instanceof ApiError && err.fields) setFields(err.fields);
      // The field messages say what is wrong; the general one is shown only when no field names it.
      setError(err instanceof ApiError && err.fields && Object.keys(err.fields).length > 0 ? null : message);
      notify.error(err instanceof ApiError && err.fields ? (Object.values(err.fields)[0] ?? message) : message);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Inscripción: cupos, precios y pago">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Cupo total del evento"
            description="Vacío: sin límite"
            min={1}
            allowDecimal={false}
            value={values.cupoTotal ?? ''}
            onChange={(v) => set('cupoTotal', toNullableInt(v))}
            error={fields.cupoTotal}
          />
          <DateField
            label="Precio anticipado hasta (fecha)"
            voice="admin"
            value={values.fechaFinAnticipado}
            onChange={(value) => set('fechaFinAnticipado', value || null)}
            error={fields.fechaFinAnticipado}
          />
        </SimpleGrid>
        <Table aria-label="Cupos y precios por distancia">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Distancia</Table.Th>
              <Table.Th>Cupo</Table.Th>
              <Table.Th>Precio</Table.Th>
              <Table.Th>Precio anticipado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.distancias.map((d, index) => (
              <Table.Tr key={d.distancia}>
                <Table.Td>{d.distancia} km</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Cupo ${d.distancia} km`}
                    min={1}
                    allowDecimal={false}
                    value={d.cupo ?? ''}
                    onChange={(v) => setDistance(index, 'cupo', toNullableInt(v))}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Precio ${d.distancia} km`}
                    min={0}
                    allowDecimal={false}
                    prefix="$ "
                    thousandSeparator="."
                    decimalSeparator=","
                    value={d.precio ?? ''}
                    onChange={(v) => setDistance(index, 'precio', toNullableInt(v))}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Precio anticipado ${d.distancia} km`}
                    min={0}
                    allowDecimal={false}
                    prefix="$ "
                    thousandSeparator="."
                    decimalSeparator=","
                    value={d.precioAnticipado ?? ''}
                    onChange={(v) => setDistance(index, 'precioAnticipado', toNullableInt(v))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {values.categorias.length > 0 && (
          <details>
            <summary>Cupos por categoría (opcional)</summary>
            <Table aria-label="Cupos por categoría">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Categoría</Table.Th>
                  <Table.Th>Cupo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.categorias.map((c, index) => (
                  <Table.Tr key={c.categoryId}>
                    <Table.Td>
                      {c.nombre} ({c.distancia} km)
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`Cupo ${c.nombre} ${c.distancia} km`}
                        min={1}
                        allowDecimal={false}
                        value={c.cupo ?? ''}
                        onChange={(v) => setCategory(index, toNullableInt(v))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </details>
        )}
        {fields.categorias && (
          <Text size="sm" c="red.8" role="alert">
            {fields.categorias}
          </Text>
        )}
        <Checkbox
          label="Cuando se libera un lugar, inscribir automáticamente al primero de la lista de espera"
          description="Sin marcar: usted elige a quién pasar desde Recordatorios"
          checked={values.promocionAutomatica}
          onChange={(e) => set('promocionAutomatica', e.currentTarget.checked)}
        />
        <Checkbox
          label="Publicar la lista de inscriptos (nombre, categoría, distancia y dorsal)"
          checked={values.listaPublica}
          onChange={(e) => set('listaPublica', e.currentTarget.checked)}
        />
        <Title order={3} size="h5">
          Cómo pagar
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Alias"
            value={values.pagoAlias ?? ''}
            onChange={(e) => set('pagoAlias', e.currentTarget.value || null)}
            error={fields.pagoAlias}
          />
          <TextInput
            label="CBU / CVU"
            value={values.pagoCbu ?? ''}
            onChange={(e) => set('pagoCbu', e.currentTarget.value || null)}
            error={fields.pagoCbu}
          />
          <TextInput
            label="Enlace de pago (opcional)"
            placeholder="https://"
            value={values.pagoLink ?? ''}
            onChange={(e) => set('pagoLink', e.currentTarget.value || null)}
            error={fields.pagoLink}
          />
          <Checkbox
            mt="lg"
            label="Se puede pagar en efectivo al retirar el kit"
            checked={values.pagoEfectivo}
            onChange={(e) => set('pagoEfectivo', e.currentTarget.checked)}
          />
        </SimpleGrid>
        <Textarea
          label="Otras indicaciones de pago"
          value={values.pagoNotas ?? ''}
          onChange={(e) => set('pagoNotas', e.currentTarget.value || null)}
          error={fields.pagoNotas}
        />
        <Title order={3} size="h5">
          WhatsApp y retiro de kit
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="WhatsApp del organizador"
            description="Con código de área, ej.: 381 4445566"
            inputMode="tel"
            value={values.whatsappOrganizador ?? ''}
            onChange={(e) => set('whatsappOrganizador', e.currentTarget.value || null)}
            error={fields.whatsappOrganizador}
          />
          <TextInput
            label="Retiro de kit (lugar y horario)"
            value={values.retiroKit ?? ''}
            onChange={(e) => set('retiroKit', e.currentTarget.value || null)}
            error={fields.retiroKit}
          />
        </SimpleGrid>
        <Textarea
          label="Mensaje de recordatorio"
          description={`Vacío: el mensaje predeterminado. Puede usar ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}. Una línea u oración con un dato vacío no se envía.`}
          rows={4}
          value={values.plantillaRecordatorio ?? ''}
          onChange={(e) => set('plantillaRecordatorio', e.currentTarget.value || null)}
          error={fields.plantillaRecordatorio}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Guardar inscripción
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The price each distance charges today, by the same rule as an inscription (early-bird up to its last day),
 * and what it becomes after the early-bird period.
 */
export function PricesInForce({
  settings,
  today = todayInOrganiserZone(),
}: {
  settings: Pick<PlacesSettings, 'distancias' | 'fechaFinAnticipado'>;
  today?: string;
}) {
  const early = settings.fechaFinAnticipado;
  const priced = settings.distancias.flatMap((d) => {
    const price = priceOn(d, early, today);
    if (price === null) return [];
    const isEarly = early !== null && isEarlyBirdOn(d, early, today);
    const after = isEarly && d.precio !== null ? `; después ${formatPesos(d.precio)}` : '';
    return [
      `${d.distancia} km ${formatPesos(price)}${isEarly ? ` (anticipado hasta el ${formatIsoDateEsAr(early)}${after})` : ''}`,
    ];
  });
  if (priced.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      Precios vigentes hoy: {priced.join(' · ')}
    </Text>
  );
}

/** The event's places, fees, payment and WhatsApp settings, saved on their own (docs/product-choices.md, 'Before the race'). */
export function PlacesSettingsPanel({ eventId }: { eventId: number }) {
  const settings = usePlacesSettings(eventId);
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Cupos, precios y pago
        </Title>
        <PlacesSummary eventId={eventId} />
        {settings.isPending ? (
          <Loader size="sm" aria-label="Cargando configuración" />
        ) : settings.isError ? (
          <Alert color="red" role="alert">
            No se pudo cargar la configuración de inscripción.
          </Alert>
        ) : (
          <SettingsForm key={JSON.stringify(settings.data)} eventId={eventId} initial={settings.data} />
        )}
        {settings.data && <PricesInForce settings={settings.data} />}
      </Stack>
    </Card>
  );
}
