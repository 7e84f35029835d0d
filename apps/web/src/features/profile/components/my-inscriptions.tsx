import { formatClockTime, formatIsoDateEsAr, todayInOrganiserZone } from '@carreras/domain/dates';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import {
  canAcceptPair,
  canDeclinePair,
  type InscriptionViewer,
  inscriptionRole,
} from '@carreras/domain/inscriptions/inscription-access';
import { myPaymentBadge } from '@carreras/domain/payments/my-payment-words';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useAcceptPair, useDeclinePair } from '../api/answer-pair.ts';
import { useMyInscriptions } from '../api/get-my-inscriptions.ts';
import { MyWaitingList } from './my-waiting-list.tsx';
import { PaymentSection } from './payment-section.tsx';

type Answer = 'decline' | 'withdraw';
/** The signed-in runner: the access rules know an invited partner by the DNI the holder typed. */
type Me = Omit<Extract<InscriptionViewer, { type: 'runner' }>, 'type'>;
const viewerOf = (me: Me): InscriptionViewer => ({ type: 'runner', id: me.id, dni: me.dni });

function ConfirmAnswer({
  inscription,
  answer,
  busy,
  onConfirm,
  onClose,
}: {
  inscription: Inscription;
  answer: Answer;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const holder = `${inscription.runner.nombre} ${inscription.runner.apellido}`;
  const decline = answer === 'decline';
  return (
    <Modal opened onClose={onClose} title={decline ? '¿Rechazar la invitación?' : '¿Cancelar la invitación?'}>
      <Stack>
        <Text>
          {decline
            ? `${holder} queda inscripto/a de forma individual en ${inscription.eventName}, y vos quedás libre para inscribirte por tu cuenta.`
            : `Tu inscripción en ${inscription.eventName} sigue como individual y la invitación desaparece.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Volver
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {decline ? 'Rechazar invitación' : 'Cancelar invitación'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The pair part of a card: who the pair is with, or the pending invitation and its answers. */
function PairSection({ inscription, me }: { inscription: Inscription; me: Me }) {
  const accept = useAcceptPair();
  const decline = useDeclinePair();
  const [confirming, setConfirming] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const viewer = viewerOf(me);
  const isHolder = inscriptionRole(viewer, inscription) === 'holder';
  const pending = inscription.compañeroPendiente;

  if (inscription.compañero) {
    const other = isHolder ? inscription.compañero : inscription.runner;
    return (
      <Text size="sm">
        En pareja con {other.nombre} {other.apellido}
      </Text>
    );
  }
  if (!pending) return null;

  const onAccept = async () => {
    setError(null);
    try {
      await accept.mutateAsync(inscription.id);
      notify.success(m.pairAccepted);
    } catch (e) {
      const message = errorMessage(e, m.pairAnswerError);
      setError(message);
      notify.error(message);
    }
  };
  const onDecline = async () => {
    setError(null);
    try {
      await decline.mutateAsync(inscription.id);
      notify.success(isHolder ? m.pairWithdrawn : m.pairDeclined);
    } catch (e) {
      const message = errorMessage(e, m.pairAnswerError);
      setError(message);
      notify.error(message);
    }
    setConfirming(null);
  };
  const busy = accept.isPending || decline.isPending;

  return (
    <Stack gap={6}>
      {isHolder ? (
        <>
          <Text size="sm">
            {pending.nombre
              ? `En pareja con ${pending.nombre} (DNI ${pending.dni})`
              : `En pareja con el DNI ${pending.dni}`}
          </Text>
          <Text size="sm" fw={600}>
            {m.pairPending}
          </Text>
          {canDeclinePair(viewer, inscription) && (
            <Group gap="xs">
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming('withdraw')} disabled={busy}>
                Cancelar invitación
              </Button>
            </Group>
          )}
        </>
      ) : canAcceptPair(viewer, inscription) ? (
        <>
          <Text size="sm" fw={600}>
            {inscription.runner.nombre} {inscription.runner.apellido} (DNI {inscription.runner.dni}) te invitó a correr
            en pareja.
          </Text>
          <Text size="sm">Si aceptás, quedás inscripto/a con la misma categoría y el mismo dorsal.</Text>
          <Group gap="xs">
            <Button size="xs" onClick={onAccept} loading={accept.isPending} disabled={busy}>
              Aceptar
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming('decline')} disabled={busy}>
              Rechazar
            </Button>
          </Group>
        </>
      ) : null}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {confirming && (
        <ConfirmAnswer
          inscription={inscription}
          answer={confirming}
          busy={decline.isPending}
          onConfirm={onDecline}
          onClose={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}

function InscriptionCard({ inscription, me }: { inscription: Inscription; me: Me }) {
  const paid = inscription.pagoConfirmado;
  const badge = myPaymentBadge(inscription);
  // An invitation the runner has not accepted is not an inscription of theirs yet: no payment or bib to show.
  const invitation = inscriptionRole(viewerOf(me), inscription) === 'invited';
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            {inscription.eventName}
          </Title>
          {invitation ? (
            // A dark shade: white text on it passes WCAG AA contrast.
            <Badge color="blue.9" variant="filled" style={{ flexShrink: 0 }}>
              Invitación
            </Badge>
          ) : (
            // Light yellow failed the contrast audit; dark grey with white text passes it.
            <Badge
              color={badge.settled ? 'monte' : 'gray.7'}
              variant={badge.settled ? 'light' : 'filled'}
              style={{ flexShrink: 0 }}
            >
              {badge.label}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {formatIsoDateEsAr(inscription.eventDate)}
          {inscription.eventLugar ? ` · ${inscription.eventLugar}` : ''}
        </Text>
        <Text size="sm">
          {inscription.distancia} km · {inscription.categoria}
        </Text>
        {!invitation && inscription.grupo && (
          <Text size="sm">
            {inscription.eventDate < todayInOrganiserZone() ? 'Largaste en' : 'Largás en'} {inscription.grupo}
            {inscription.horaLargada != null ? ` a las ${formatClockTime(inscription.horaLargada).slice(0, 5)}` : ''}
          </Text>
        )}
        <PairSection inscription={inscription} me={me} />
        {!invitation && (
          <>
            <Text size="sm" fw={600}>
              {paid ? m.statusConfirmed : m.statusPending}
            </Text>
            <Text size="sm">Dorsal: {inscription.numeroDorsalAsignado ?? 'Sin asignar'}</Text>
            <PaymentSection inscription={inscription} viewerId={me.id} />
          </>
        )}
        <Anchor component={Link} to={paths.enrolDetail(inscription.id)} size="sm">
          Ver detalle de la inscripción a {inscription.eventName}
        </Anchor>
        {!invitation &&
          inscription.numeroDorsalAsignado !== null &&
          inscription.eventDate <= todayInOrganiserZone() && (
            <Anchor
              component={Link}
              to={paths.riderResult(inscription.eventId, inscription.numeroDorsalAsignado)}
              size="sm"
              fw={600}
            >
              Ver mi resultado
            </Anchor>
          )}
      </Stack>
    </Card>
  );
}

export function MyInscriptions({ runner }: { runner: Me }) {
  const inscriptions = useMyInscriptions(runner.id);
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
            <InscriptionCard key={inscription.id} inscription={inscription} me={runner} />
          ))}
        </SimpleGrid>
      )}
      <MyWaitingList />
    </Stack>
  );
}
