import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { Card, Container, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { InscriptionDetail } from '../../features/runner-inscription/components/inscription-detail.tsx';
import { InscriptionForm } from '../../features/runner-inscription/components/inscription-form.tsx';
import { InscriptionSuccess } from '../../features/runner-inscription/components/inscription-success.tsx';
import { useRunnerSession } from '../../lib/session.tsx';

function positiveId(value: string | null): number | null {
  if (value === null) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function EnrolPage() {
  const session = useRunnerSession();
  const [params] = useSearchParams();
  const [enrolled, setEnrolled] = useState<Inscription | null>(null);

  // The success page stays until the runner leaves it: it holds how to pay and the next steps (docs/product-choices.md, 'Before the race').
  if (session.status !== 'authenticated') return null;
  const runner = session.user;
  const inscriptionId = positiveId(params.get('inscriptionId'));
  // runnerId defaults to the signed-in runner (spec 2); the server refuses anyone else's (D3).
  const runnerId = params.has('runnerId') ? positiveId(params.get('runnerId')) : runner.id;

  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      {enrolled ? (
        <InscriptionSuccess inscription={enrolled} />
      ) : inscriptionId !== null ? (
        <>
          <Title order={1} mb="lg">
            Detalle de Inscripción
          </Title>
          <InscriptionDetail inscriptionId={inscriptionId} runner={runner} />
        </>
      ) : (
        <>
          <Title order={1} mb="xs">
            Inscripción Carrera
          </Title>
          <Text mb="lg">
            {runner.nombre}, elegí el evento, la distancia y tu categoría. Solo se muestran las categorías que
            corresponden a tu edad y sexo.
          </Text>
          <Card withBorder shadow="sm" padding="lg">
            <InscriptionForm runner={runner} runnerId={runnerId} onEnrolled={setEnrolled} />
          </Card>
        </>
      )}
    </Container>
  );
}
