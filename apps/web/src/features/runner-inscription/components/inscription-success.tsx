import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { pairInvitationMessage } from '@carreras/domain/inscriptions/pair-invitation-message';
import { formatPesos, paymentText, paysRemotely } from '@carreras/domain/places/fees';
import { inscriptionSummary, whatsappLink } from '@carreras/domain/places/whatsapp';
import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PaymentInstructions } from '../../../components/payment-instructions.tsx';
import { ShareLinks } from '../../../components/share-links.tsx';
import { paths } from '../../../config/paths.ts';
import { useRegistrationInfo } from '../api/get-registration-info.ts';

/**
 * What a pending pair owes, as the server charges it (`paymentState`): both places already, one price again if
 * the partner declines or the invitation is cancelled.
 */
export function pendingPairAmountText(montoAPagar: number): string {
  return `El monto a pagar ya es el de la pareja, ${formatPesos(montoAPagar)}; si tu compañero/a rechaza la invitación o la cancelás, pasa a ser ${formatPesos(montoAPagar / 2)}.`;
}

export function InscriptionSuccess({ inscription }: { inscription: Inscription }) {
  const siteUrl = `${window.location.origin}${paths.home}`;
  const info = useRegistrationInfo(inscription.eventId);
  const pago = info.data?.pago;
  const summary = whatsappLink(
    info.data?.whatsappOrganizador ?? null,
    inscriptionSummary({
      nombre: `${inscription.runner.nombre} ${inscription.runner.apellido}`,
      evento: inscription.eventName,
      fecha: formatIsoDateEsAr(inscription.eventDate),
      distancia: inscription.distancia,
      categoria: inscription.categoria,
      monto: inscription.montoAPagar != null ? formatPesos(inscription.montoAPagar) : null,
      comoPagar: pago ? paymentText(pago) : null,
    }),
  );
  const pending = inscription.compañeroPendiente;
  // The partner's phone is theirs to share: the runner picks the chat, the app never learns it.
  const partnerMessage = whatsappLink(
    null,
    pairInvitationMessage({
      compañero: pending?.nombre ?? null,
      evento: inscription.eventName,
      fecha: formatIsoDateEsAr(inscription.eventDate),
      distancia: inscription.distancia,
      categoria: inscription.categoria,
      url: `${window.location.origin}${paths.profile}`,
    }),
  );
  return (
    <Card withBorder shadow="sm" padding="lg">
      <Stack gap="md">
        <Title order={1} c="monte.9">
          {m.success}
        </Title>
        <Text>
          Te inscribiste en <strong>{inscription.eventName}</strong> ({formatIsoDateEsAr(inscription.eventDate)}):{' '}
          {inscription.distancia} km, categoría {inscription.categoria}
          {inscription.compañero
            ? `, en pareja con ${inscription.compañero.nombre} ${inscription.compañero.apellido}`
            : ''}
          .
        </Text>
        {pending && (
          <Stack gap="xs">
            <Text>
              Invitaste a{' '}
              {pending.nombre ? (
                <>
                  <strong>{pending.nombre}</strong> (DNI {pending.dni})
                </>
              ) : (
                `DNI ${pending.dni}`
              )}{' '}
              a correr en pareja. La pareja queda pendiente de confirmación del compañero/a hasta que acepte la
              invitación en Mis Inscripciones; mientras tanto, solo vos figurás como inscripto/a.
            </Text>
            {inscription.montoAPagar != null && <Text>{pendingPairAmountText(inscription.montoAPagar)}</Text>}
            <Button component="a" href={partnerMessage} target="_blank" rel="noopener noreferrer" color="green.9">
              Avisale por WhatsApp
            </Button>
            <Text size="sm" c="dimmed">
              Se abre WhatsApp con el mensaje escrito: elegí el chat de tu compañero/a y envialo.
            </Text>
          </Stack>
        )}
        <Text fw={600}>{m.statusPending}</Text>
        <Title order={2} size="h4">
          Próximos pasos
        </Title>
        <PaymentInstructions pago={pago} monto={inscription.montoAPagar} />
        <List spacing="xs">
          {pago && paysRemotely(pago) && (
            <List.Item>Cuando pagues, avisá con «Ya pagué» en Mi Perfil: el organizador lo verifica.</List.Item>
          )}
          <List.Item>
            Presentá tu DNI para retirar el kit y tu número de dorsal
            {info.data?.retiroKit ? ` (${info.data.retiroKit})` : ''}.
          </List.Item>
          <List.Item>Podés ver el estado de tu inscripción en Mi Perfil.</List.Item>
        </List>
        <Button component="a" href={summary} target="_blank" rel="noopener noreferrer" variant="light">
          Recibir el resumen por WhatsApp
        </Button>
        <Title order={2} size="h4">
          Compartí tu inscripción
        </Title>
        <ShareLinks text={`¡Me inscribí en ${inscription.eventName}! Inscribite vos también:`} url={siteUrl} />
        <Button component={Link} to={paths.profile}>
          Ir a Mi Perfil
        </Button>
      </Stack>
    </Card>
  );
}
