import { formatClockTime, formatIsoDateEsAr } from '@carreras/domain/dates';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import { inscriptionRole } from '@carreras/domain/inscriptions/inscription-access';
import { Alert, Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useInscription } from '../../../api/inscriptions.ts';
import { PaymentInstructions } from '../../../components/payment-instructions.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useRegistrationInfo } from '../api/get-registration-info.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/**
 * One own inscription, read-only; someone else's sends the runner back to the profile (spec 6). Whose it
 * is the server decides (the holder and the partner may read it): a 403 is the only "not yours".
 */
export function InscriptionDetail({
  inscriptionId,
  runner,
}: {
  inscriptionId: number;
  /** The signed-in runner: the access rules know an invited partner by the DNI the holder typed. */
  runner: { id: number; dni: string };
}) {
  const inscription = useInscription(inscriptionId, 'runner');
  const info = useRegistrationInfo(inscription.data?.eventId ?? 0);
  const navigate = useNavigate();
  const notYours = inscription.error instanceof ApiError && inscription.error.status === 403;

  useEffect(() => {
    if (!notYours) return;
    notify.error(m.notYours);
    navigate(paths.profile, { replace: true });
  }, [notYours, navigate]);

  if (notYours) {
    return (
      <Alert color="red" role="alert">
        {m.notYours}
      </Alert>
    );
  }
  if (inscription.isPending) return <Loader aria-label="Cargando inscripción" />;
  if (inscription.isError) {
    return (
      <Alert color="red" role="alert">
        {m.detailLoadError}
      </Alert>
    );
  }
  const data = inscription.data;
  const paid = data.pagoConfirmado;
  const role = inscriptionRole({ type: 'runner', id: runner.id, dni: runner.dni }, data);
  const isHolder = role === 'holder';
  // The other member of a confirmed pair: the partner for the holder, the holder for the partner.
  const other = data.compañero ? (isHolder ? data.compañero : data.runner) : null;
  const self = isHolder ? data.runner : data.compañero;
  return (
    <Card withBorder shadow="sm" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {data.eventName}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {self && <Field label="Corredor" value={`${self.nombre} ${self.apellido} (DNI ${self.dni})`} />}
          {role === 'invited' && (
            <Field
              label="Te invitó a correr en pareja"
              value={`${data.runner.nombre} ${data.runner.apellido} (DNI ${data.runner.dni})`}
            />
          )}
          <Field label="Fecha del evento" value={formatIsoDateEsAr(data.eventDate)} />
          <Field label="Distancia" value={`${data.distancia} km`} />
          <Field label="Categoría" value={data.categoria} />
          <Field
            label="Modalidad"
            value={
              data.esEquipo ? 'En pareja' : data.compañeroPendiente ? `En pareja (${m.pairPending})` : 'Individual'
            }
          />
          {other && <Field label="Compañero/a" value={`${other.nombre} ${other.apellido} (DNI ${other.dni})`} />}
          {data.compañeroPendiente && isHolder && (
            <Field
              label="Compañero/a invitado/a"
              value={
                data.compañeroPendiente.nombre
                  ? `${data.compañeroPendiente.nombre} (DNI ${data.compañeroPendiente.dni})`
                  : `DNI ${data.compañeroPendiente.dni}`
              }
            />
          )}
          {data.eventLugar && <Field label="Lugar" value={data.eventLugar} />}
          {data.grupo && (
            <Field
              label="Largada"
              value={`${data.grupo}${data.horaLargada != null ? ` · ${formatClockTime(data.horaLargada).slice(0, 5)}` : ''}`}
            />
          )}
          <Field
            label="Pago"
            value={paid ? m.paymentConfirmed : data.pagoInformado ? 'Pago informado: a verificar' : m.paymentPending}
          />
          <Field label="Dorsal" value={data.numeroDorsalAsignado ? String(data.numeroDorsalAsignado) : 'Sin asignar'} />
        </SimpleGrid>
        <Text fw={600}>{paid ? m.statusConfirmed : m.statusPending}</Text>
        {!paid && <PaymentInstructions pago={info.data?.pago} monto={data.montoAPagar} />}
        <Alert color="blue">{m.cannotChange}</Alert>
        <Anchor component={Link} to={paths.profile}>
          Volver a Mi Perfil
        </Anchor>
      </Stack>
    </Card>
  );
}
