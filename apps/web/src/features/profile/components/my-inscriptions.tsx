import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useMyInscriptions } from '../api/get-my-inscriptions.ts';

function InscriptionCard({ inscription }: { inscription: Inscription }) {
  const paid = inscription.pagoConfirmado;
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            {inscription.eventName}
          </Title>
          <Badge color={paid ? 'monte' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
            {paid ? m.paymentConfirmed : m.paymentPending}
          </Badge>
        </Group>
        <Text size="sm">{formatIsoDateEsAr(inscription.eventDate)}</Text>
        <Text size="sm">
          {inscription.distancia} km · {inscription.categoria}
          {inscription.esEquipo && inscription.compañero
            ? ` · En pareja con ${inscription.compañero.nombre} ${inscription.compañero.apellido}`
            : ''}
        </Text>
        <Text size="sm" fw={600}>
          {paid ? m.statusConfirmed : m.statusPending}
        </Text>
        <Text size="sm">Dorsal: {inscription.numeroDorsalAsignado ?? 'Sin asignar'}</Text>
        <Anchor component={Link} to={paths.enrolDetail(inscription.id)} size="sm">
          Ver detalle de la inscripción a {inscription.eventName}
        </Anchor>
      </Stack>
    </Card>
  );
}

export function MyInscriptions({ runnerId }: { runnerId: number }) {
  const inscriptions = useMyInscriptions(runnerId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Mis Inscripciones
      </Title>
      {inscriptions.isPending ? (
        <Loader size="sm" aria-label="Cargando inscripciones" />
      ) : inscriptions.isError ? (
        <Alert color="red" role="alert">
          {m.listLoadError}
        </Alert>
      ) : inscriptions.data.length === 0 ? (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{m.listEmpty}</Text>
            <Button component={Link} to={paths.enrol}>
              Inscribirme a una carrera
            </Button>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {inscriptions.data.map((inscription) => (
            <InscriptionCard key={inscription.id} inscription={inscription} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
