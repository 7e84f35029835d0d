import {
  BROADCAST_BODY_MAX_LENGTH,
  BROADCAST_SUBJECT_MAX_LENGTH,
  broadcastMessages as bm,
  EVENT_MAIL_SWITCHES,
  type EventMailSettings,
} from '@carreras/domain/mail/event-mails.schemas';
import { broadcastEmail } from '@carreras/domain/mail/inscription-mails';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import {
  useBroadcast,
  useBroadcastAudience,
  useEventMailSettings,
  useSaveEventMailSettings,
} from '../api/event-mails.ts';

/** Said where the switches and the message to all runners live when the site sends no email (decision 017). */
export const MAIL_OFF_NOTE =
  'El envío de correos no está activado en este sitio (falta configurar SMTP_URL en el servidor): no se envía ningún correo, aunque los tipos de mensaje estén marcados, y no se puede escribir a los inscriptos.';

function Switches({ eventId, initial }: { eventId: number; initial: EventMailSettings }) {
  const save = useSaveEventMailSettings(eventId);
  const [values, setValues] = useState(initial);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await save.mutateAsync(values);
      notify.success('Correos del evento guardados.');
    } catch (error) {
      notify.error(errorMessage(error, 'No se pudieron guardar los correos del evento. Intente nuevamente.'));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Correos automáticos del evento">
      <Stack gap="sm">
        <Text size="sm">
          Cada corredor recibe estos correos automáticamente. Desmarque los que este evento no debe enviar. El correo
          para restablecer la contraseña se envía siempre.
        </Text>
        {EVENT_MAIL_SWITCHES.map((item) => (
          <Checkbox
            key={item.key}
            label={item.label}
            description={item.hint}
            checked={values[item.key]}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, [item.key]: checked }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Guardar correos
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Broadcast({
  eventId,
  email,
  evento,
  organizador,
}: {
  eventId: number;
  email: boolean;
  evento: string;
  organizador: string;
}) {
  const audience = useBroadcastAudience(eventId);
  const send = useBroadcast(eventId);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const recipients = audience.data?.recipients ?? 0;
  const filled = subject.trim() !== '' && body.trim() !== '';
  const content = broadcastEmail({
    nombre: '(nombre del corredor)',
    organizador,
    evento,
    asunto: subject.trim(),
    cuerpo: body.trim(),
    link: '(enlace a su inscripción)',
  });

  const confirm = async () => {
    setFields({});
    try {
      const answer = await send.mutateAsync({ subject, body });
      notify.success(bm.queued(answer.recipients));
      setSubject('');
      setBody('');
      setPreview(false);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
      notify.error(errorMessage(error, 'No se pudo enviar el mensaje. Intente nuevamente.'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={`broadcast-${eventId}`}>
      <Title order={3} size="h5" id={`broadcast-${eventId}`}>
        Mensaje a los inscriptos
      </Title>
      <Text size="sm">
        Un correo a cada corredor inscripto en el evento (también a las parejas confirmadas), con su nombre en el saludo
        y el enlace a su inscripción. No llega a quienes están en lista de espera.
      </Text>
      <TextInput
        label="Asunto"
        maxLength={BROADCAST_SUBJECT_MAX_LENGTH}
        value={subject}
        onChange={(e) => setSubject(e.currentTarget.value)}
        error={fields.subject}
        disabled={!email}
      />
      <Textarea
        label="Mensaje"
        description={`${body.length} de ${BROADCAST_BODY_MAX_LENGTH} caracteres. Deje una línea en blanco entre párrafos.`}
        rows={6}
        maxLength={BROADCAST_BODY_MAX_LENGTH}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={fields.body}
        disabled={!email}
      />
      <Text fw={600} aria-live="polite">
        {audience.isPending ? 'Contando destinatarios…' : bm.recipients(recipients)}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={!email || !filled} onClick={() => setPreview((p) => !p)}>
          {preview ? 'Ocultar vista previa' : 'Vista previa'}
        </Button>
        <Button disabled={!email || !filled || recipients === 0} onClick={() => setConfirming(true)}>
          Enviar a los inscriptos
        </Button>
      </Group>
      {preview && filled && (
        <Paper withBorder p="md" aria-label="Vista previa del mensaje">
          <Text size="sm" c="dimmed">
            Asunto: {content.subject}
          </Text>
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {content.text}
          </Text>
        </Paper>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Enviar mensaje a los inscriptos"
        message={`${bm.recipients(recipients)} con el asunto "${subject.trim()}". No se puede deshacer.`}
        confirmLabel="Enviar"
        pending={send.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** 'Correos' of an event: which messages it sends, and a message to all its inscribed runners (back-office, usted). */
export function EventMails({ eventId, evento, organizador }: { eventId: number; evento: string; organizador: string }) {
  const settings = useEventMailSettings(eventId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`event-mails-${eventId}`}>
      <Stack gap="md">
        <Title order={2} size="h4" id={`event-mails-${eventId}`}>
          Correos
        </Title>
        {settings.isPending && <Loader size="sm" aria-label="Cargando correos del evento" />}
        {settings.isError && (
          <Alert color="red" role="alert">
            {errorMessage(settings.error, 'No se pudo cargar la configuración de correos.')}
          </Alert>
        )}
        {settings.data && (
          <>
            {!settings.data.email && (
              <Alert color="yellow">
                <Stack gap={4}>
                  {/* A title of its own in the text colour: Mantine's coloured title fails WCAG AA contrast. */}
                  <Text size="sm" fw={700}>
                    Correos desactivados
                  </Text>
                  <Text size="sm">{MAIL_OFF_NOTE}</Text>
                </Stack>
              </Alert>
            )}
            <Switches key={JSON.stringify(settings.data.settings)} eventId={eventId} initial={settings.data.settings} />
            <Broadcast eventId={eventId} email={settings.data.email} evento={evento} organizador={organizador} />
          </>
        )}
      </Stack>
    </Card>
  );
}
