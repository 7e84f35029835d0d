import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { inscriptionStatus } from '@carreras/domain/inscriptions/inscription-status';
import { MAX_PASSWORD_CHANGES } from '@carreras/domain/limits';
import { formatPhone } from '@carreras/domain/runners/phone-number';
import { Alert, Anchor, Badge, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { AdminRunner } from '../api/get-runner.ts';
import { usePasswordChangeCount } from '../api/get-runner.ts';
import { useRunnerInscriptions } from '../api/get-runner-inscriptions.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/** A runner's data, password-change counter and inscriptions. */
export function RunnerDetails({ runner }: { runner: AdminRunner }) {
  const count = usePasswordChangeCount(runner.id);
  const inscriptions = useRunnerInscriptions(runner.id);

  return (
    <Stack gap="lg">
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label="DNI" value={runner.dni} />
          <Field label="Sexo" value={runner.sexo === 'M' ? 'Masculino' : 'Femenino'} />
          <Field label="Fecha de nacimiento" value={formatIsoDateEsAr(runner.fechaNacimiento)} />
          <Field label="Club o team" value={runner.club || 'Sin club'} />
          <Field label="Email" value={runner.email} />
          <Field label="WhatsApp" value={formatPhone(runner.whatsapp)} />
          <Field label="Teléfono de emergencia" value={formatPhone(runner.telefono)} />
          <Field label="País" value={runner.pais} />
          <Field label="Provincia" value={runner.provincia} />
          <Field label="Obra social" value={runner.obraSocial || 'No tiene obra social'} />
          <Field label="Grupo sanguíneo" value={runner.grupoSanguineo} />
          <Field label="Alergias" value={runner.alergia || 'Ninguna'} />
          <Field
            label="Cambios de contraseña"
            value={
              count.isError
                ? 'No disponible'
                : count.data === undefined
                  ? '…'
                  : `${count.data} de ${MAX_PASSWORD_CHANGES}`
            }
          />
        </SimpleGrid>
      </Card>
      <Title order={2} size="h3">
        Inscripciones
      </Title>
      {inscriptions.isPending && <Loader aria-label="Cargando" />}
      {inscriptions.isError && (
        <Alert color="red" role="alert">
          Error al cargar inscripciones
        </Alert>
      )}
      {inscriptions.data && inscriptions.data.items.length === 0 && <Text>Sin inscripciones.</Text>}
      {inscriptions.data && inscriptions.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Evento</Table.Th>
                <Table.Th>Distancia</Table.Th>
                <Table.Th>Categoría</Table.Th>
                <Table.Th>Dorsal</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inscriptions.data.items.map((inscription) => (
                <Table.Tr key={inscription.id}>
                  <Table.Td>{inscription.eventName}</Table.Td>
                  <Table.Td>{inscription.distancia} km</Table.Td>
                  <Table.Td>{inscription.categoria}</Table.Td>
                  <Table.Td>{inscription.numeroDorsalAsignado ?? '-'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{inscriptionStatus(inscription)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.admin.inscription(inscription.id)}>
                      Ver
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
