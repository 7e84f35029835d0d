import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatPhone } from '@carreras/domain/runners/phone-number';
import type { Runner } from '@carreras/domain/runners/runner.schemas';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Card>
  );
}

export function ProfileDetails({ runner }: { runner: Runner }) {
  return (
    <Stack gap="md">
      <Section title="Información personal">
        <Field label="Nombre" value={`${runner.nombre} ${runner.apellido}`} />
        <Field label="DNI" value={runner.dni} />
        <Field label="Sexo" value={runner.sexo === 'M' ? 'Masculino' : 'Femenino'} />
        <Field label="Fecha de nacimiento" value={formatIsoDateEsAr(runner.fechaNacimiento)} />
        <Field label="Club o team" value={runner.club ?? null} />
      </Section>
      <Section title="Información de contacto">
        <Field label="Email" value={runner.email} />
        <Field label="WhatsApp" value={formatPhone(runner.whatsapp)} />
        <Field label="Teléfono de emergencia" value={formatPhone(runner.telefono)} />
        <Field label="Ubicación" value={`${runner.provincia}, ${runner.pais}`} />
      </Section>
      <Section title="Información médica">
        <Field label="Obra social" value={runner.obraSocial} />
        <Field label="Grupo sanguíneo" value={runner.grupoSanguineo} />
        <Field label="Alergias" value={runner.alergia} />
      </Section>
    </Stack>
  );
}
