import { forgotPasswordText, whatsappLink } from '@carreras/domain/registration/whatsapp';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../api/call.ts';
import { registrationApi, registrationKeys } from '../../../api/registration.ts';

/**
 * '¿Olvidaste tu contraseña?': a WhatsApp chat with the organiser with the DNI filled in; the admin resets
 * the password as today (D14). Without an organiser number, WhatsApp lets the runner choose the chat.
 */
export function ForgotPasswordHelp({ initialDni }: { initialDni: string }) {
  const [dni, setDni] = useState(initialDni);
  const contact = useQuery({
    queryKey: registrationKeys.contact(),
    queryFn: ({ signal }) => call(registrationApi.getContact, { session: 'none', signal }),
  });
  const digits = dni.replace(/\D/g, '');
  return (
    <Card withBorder shadow="sm" padding="lg">
      <Stack gap="md">
        <Title order={1}>¿Olvidaste tu contraseña?</Title>
        <Text>
          Escribile al organizador por WhatsApp con tu DNI. Te restablece la contraseña y te pasa una temporal para que
          entres y elijas una nueva.
        </Text>
        <TextInput label="Tu DNI" inputMode="numeric" value={dni} onChange={(e) => setDni(e.currentTarget.value)} />
        {contact.isError && (
          <Alert color="yellow" role="status">
            No pudimos obtener el número del organizador: WhatsApp te va a pedir que elijas el chat.
          </Alert>
        )}
        <Button
          component="a"
          href={whatsappLink(contact.data?.whatsappOrganizador ?? null, forgotPasswordText(digits))}
          target="_blank"
          rel="noopener noreferrer"
          loading={contact.isPending}
        >
          Escribir por WhatsApp
        </Button>
      </Stack>
    </Card>
  );
}
