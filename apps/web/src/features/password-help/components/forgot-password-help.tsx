import { DNI_PATTERN } from '@carreras/domain/limits';
import { messages } from '@carreras/domain/messages';
import { forgotPasswordText, normalizePhone, whatsappLink } from '@carreras/domain/places/whatsapp';
import { formatPhone } from '@carreras/domain/runners/phone-number';
import { dniDigits } from '@carreras/domain/search-key';
import { Alert, Anchor, Button, Card, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../api/call.ts';
import { placesApi, placesKeys } from '../../../api/places.ts';
import { organiser } from '../../../config/organiser.ts';

/**
 * '¿Olvidaste tu contraseña?': a WhatsApp chat with the organiser with the DNI filled in; the admin resets
 * the password as today (D14). The page says whom the chat goes to; without an organiser's number it offers
 * no link (wa.me without a number leads nowhere) but the organiser's other contacts and the text to send.
 */
export function ForgotPasswordHelp({
  initialDni,
  heading = '¿Olvidaste tu contraseña?',
  headingOrder = 1,
}: {
  initialDni: string;
  /** Below the email form the chat is the fallback, under a heading of its own. */
  heading?: string;
  headingOrder?: 1 | 2;
}) {
  const [dni, setDni] = useState(initialDni);
  const contact = useQuery({
    queryKey: placesKeys.contact(),
    queryFn: ({ signal }) => call(placesApi.getContact, { session: 'none', signal }),
  });
  const digits = dniDigits(dni);
  const dniOk = DNI_PATTERN.test(digits);
  const text = forgotPasswordText(dniOk ? digits : '');
  const number = contact.data?.whatsappOrganizador ?? null;
  const organisation = contact.data?.evento ? `la organización de ${contact.data.evento}` : 'la organización';

  return (
    <Card withBorder shadow="sm" padding="lg">
      <Stack gap="md">
        <Title order={headingOrder}>{heading}</Title>
        <TextInput
          label="Tu DNI"
          inputMode="numeric"
          value={dni}
          onChange={(e) => setDni(e.currentTarget.value)}
          error={dni.trim() !== '' && !dniOk ? messages.dniFormat : undefined}
        />
        {contact.isPending && <Loader size="sm" aria-label="Buscando el WhatsApp de la organización" />}
        {number && (
          <>
            <Text>
              Escribile por WhatsApp a {organisation} al{' '}
              <Text span fw={700}>
                {formatPhone(normalizePhone(number))}
              </Text>{' '}
              con tu DNI. Te restablecen la contraseña y te pasan una temporal para que entres y elijas una nueva.
            </Text>
            <Button component="a" href={whatsappLink(number, text)} target="_blank" rel="noopener noreferrer">
              Escribir por WhatsApp
            </Button>
          </>
        )}
        {contact.isError && (
          <Alert color="yellow" role="status" title="No pudimos obtener el WhatsApp de la organización">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Revisá tu conexión y probá de nuevo.</Text>
              <Button size="xs" variant="default" onClick={() => void contact.refetch()}>
                Reintentar
              </Button>
            </Stack>
          </Alert>
        )}
        {(contact.isError || (contact.isSuccess && !number)) && (
          <Stack gap="xs">
            {contact.isSuccess && <Text>La organización todavía no cargó un WhatsApp para estas consultas.</Text>}
            <Text>
              Pedile a {organisation} ({organiser.name}) que te restablezca la contraseña: llamá al{' '}
              <Anchor href={organiser.phoneHref} underline="always">
                {organiser.phone}
              </Anchor>{' '}
              o escribiles por{' '}
              <Anchor href={organiser.instagram} target="_blank" rel="noreferrer" underline="always">
                Instagram
              </Anchor>{' '}
              o{' '}
              <Anchor href={organiser.facebook} target="_blank" rel="noreferrer" underline="always">
                Facebook
              </Anchor>
              . También podés pedirlo en la acreditación. Este es el mensaje para enviarles:
            </Text>
            <Paper withBorder p="sm">
              <Text size="sm">{text}</Text>
            </Paper>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
