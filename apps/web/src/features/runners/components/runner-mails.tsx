import { formatDateTimeEsAr } from '@carreras/domain/dates';
import { MAIL_KIND_LABELS } from '@carreras/domain/mail/inscription-mails';
import type { RunnerMail } from '@carreras/domain/mail/runner-mails.schemas';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useResendMail, useRunnerMails } from '../api/runner-mails.ts';

const STATE: Record<RunnerMail['status'], { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'blue.9' },
  sending: { label: 'Pendiente', color: 'blue.9' },
  sent: { label: 'Enviado', color: 'teal.9' },
  failed: { label: 'Falló', color: 'red.9' },
};

/** The runner's emails in the back-office: what was sent, its state with the SMTP answer, and 'Reenviar'. */
export function RunnerMails({ runnerId }: { runnerId: number }) {
  const mails = useRunnerMails(runnerId);
  const resend = useResendMail(runnerId);

  async function resendOne(mail: RunnerMail) {
    try {
      await resend.mutateAsync(mail.id);
      notify.success('Mensaje reenviado: se envía en unos segundos.');
    } catch (error) {
      notify.error(errorMessage(error, 'No se pudo reenviar el mensaje.'));
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="runner-mails-title">
      <Title order={2} size="h3" id="runner-mails-title">
        Correos
      </Title>
      {mails.isPending && <Loader size="sm" aria-label="Cargando correos" />}
      {mails.isError && <Text c="red.8">{errorMessage(mails.error, 'No se pudieron cargar los correos.')}</Text>}
      {mails.data && mails.data.items.length === 0 && (
        <Text c="dimmed">No se le envió ningún correo a este corredor.</Text>
      )}
      {mails.data?.items.map((mail) => {
        const state = STATE[mail.status];
        return (
          <Paper key={mail.id} withBorder p="sm" component="article" aria-label={mail.subject}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="filled" color="gray.8">
                    {MAIL_KIND_LABELS[mail.kind]}
                  </Badge>
                  <Badge variant="filled" color={state.color}>
                    {state.label}
                  </Badge>
                  {mail.resentFrom !== null && (
                    <Text size="xs" c="dimmed">
                      Reenvío
                    </Text>
                  )}
                </Group>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {mail.subject}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  A {mail.recipient} · {formatDateTimeEsAr(new Date(mail.createdAt))} · {mail.attempts}{' '}
                  {mail.attempts === 1 ? 'intento' : 'intentos'}
                </Text>
                {mail.lastResponse && (
                  <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    Respuesta del servidor: {mail.lastResponse}
                  </Text>
                )}
              </Stack>
              <Button
                variant="default"
                size="xs"
                disabled={!mails.data.email}
                loading={resend.isPending && resend.variables === mail.id}
                onClick={() => resendOne(mail)}
                aria-label={`Reenviar: ${mail.subject}`}
              >
                Reenviar
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
