import type { ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import { inscriptionStatus } from '@carreras/domain/inscriptions/inscription-status';
import type { DeskInscription } from '@carreras/domain/payments/payments.schemas';
import { formatPhone } from '@carreras/domain/runners/phone-number';
import { Badge, Button, Card, Group, Kbd, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, type RefObject, useState } from 'react';
import type { CheckInAction } from '../api/check-in-actions.ts';
import classes from './check-in-card.module.css';
import { MoneyPanel } from './money-panel.tsx';
import { primaryPayment } from './primary-payment.ts';
import { SHORTCUTS } from './shortcuts.ts';

// Dark shades: white text on the default ones fails WCAG AA contrast.
const STATUS_COLORS = { INSCRIPTO: 'gray.8', CONFIRMADO: 'blue.9', ACREDITADO: 'monte.8' } as const;

// The label may wrap onto two lines instead of being cut off where the button is narrow (1024 px).
const ACTION_CLASSES = { root: classes.action, label: classes.actionLabel };

/** A keyboard's shortcut, left out on a phone (no keyboard, and the button's width is needed for its label). */
function Shortcut({ letter }: { letter: string }) {
  return (
    <Kbd size="sm" aria-hidden="true" visibleFrom="sm">
      Alt+{letter}
    </Kbd>
  );
}

function MedicalNotes({ person, data }: { person: string; data: ParticipantData }) {
  return (
    <Stack gap={2}>
      <Text fw={700}>{person}</Text>
      <Text>Grupo sanguíneo: {data.grupoSanguineo}</Text>
      <Text c={data.alergia ? 'red.8' : undefined} fw={data.alergia ? 700 : undefined}>
        Alergias: {data.alergia || 'Ninguna'}
      </Text>
      <Text>Obra social: {data.obraSocial || 'Sin obra social'}</Text>
      <Text>
        Teléfono: {formatPhone(data.telefono)} · WhatsApp: {formatPhone(data.whatsapp)}
      </Text>
    </Stack>
  );
}

interface Props {
  inscription: DeskInscription;
  nextBib: number | undefined;
  pending: boolean;
  otherBibRef: RefObject<HTMLInputElement | null>;
  onAction: (action: CheckInAction) => void;
}

/**
 * The picked inscription: who, what, its money, bib and medical notes, with one button per check-in step. The
 * money and the steps come first, so at 1024×768 and on a phone they are on the first screen after a search.
 */
export function CheckInCard({ inscription, nextBib, pending, otherBibRef, onAction }: Props) {
  const [otherBib, setOtherBib] = useState('');
  const [otherBibError, setOtherBibError] = useState<string | null>(null);
  const status = inscriptionStatus(inscription);
  const holder = `${inscription.runner.apellido}, ${inscription.runner.nombre}`;
  const partner = inscription.compañero;
  const hasBib = inscription.numeroDorsalAsignado !== null;
  const primary = primaryPayment(inscription);
  const paid = primary === null;

  const submitOtherBib = (event: FormEvent) => {
    event.preventDefault();
    const bib = Number(otherBib.trim());
    if (!/^\d{1,6}$/.test(otherBib.trim()) || bib < 1) {
      setOtherBibError(m.bibInvalid);
      return;
    }
    setOtherBibError(null);
    setOtherBib('');
    onAction({ kind: 'bib', bib });
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={`Inscripción de ${holder}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="start">
          <div>
            <Title order={2} size="h3">
              {holder}
            </Title>
            <Text>
              DNI {inscription.runner.dni} ·{' '}
              <Text span fw={600}>
                {inscription.categoria} · {inscription.distancia} km
              </Text>
            </Text>
            {partner && (
              <Text>
                Pareja: {partner.apellido}, {partner.nombre} (DNI {partner.dni})
              </Text>
            )}
          </div>
          <Stack gap={4} align="end">
            <Badge size="xl" color={STATUS_COLORS[status]} variant="filled" data-testid="check-in-status">
              {status}
            </Badge>
            {inscription.asistenciaConfirmada && (
              <Badge size="lg" color="monte.8" variant="outline">
                Presente
              </Badge>
            )}
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Button
            size="lg"
            classNames={ACTION_CLASSES}
            disabled={pending || paid}
            onClick={() =>
              primary &&
              onAction(primary.payment ? { kind: 'pay', payment: primary.payment } : { kind: 'payment-flag' })
            }
            rightSection={<Shortcut letter={SHORTCUTS.payment} />}
            aria-keyshortcuts={`Alt+${SHORTCUTS.payment}`}
          >
            {paid ? 'Pago confirmado' : primary.label}
          </Button>
          <Button
            size="lg"
            classNames={ACTION_CLASSES}
            disabled={pending || hasBib || nextBib === undefined}
            onClick={() => onAction({ kind: 'next-bib' })}
            rightSection={<Shortcut letter={SHORTCUTS.nextBib} />}
            aria-keyshortcuts={`Alt+${SHORTCUTS.nextBib}`}
          >
            {hasBib ? `Dorsal ${inscription.numeroDorsalAsignado}` : `Asignar dorsal ${nextBib ?? ''}`.trim()}
          </Button>
          <Button
            size="lg"
            classNames={ACTION_CLASSES}
            disabled={pending || inscription.asistenciaConfirmada}
            onClick={() => onAction({ kind: 'attendance' })}
            rightSection={<Shortcut letter={SHORTCUTS.attendance} />}
            aria-keyshortcuts={`Alt+${SHORTCUTS.attendance}`}
          >
            {inscription.asistenciaConfirmada ? 'Presente' : 'Marcar presente'}
          </Button>
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MoneyPanel
            key={`${inscription.dinero.estado}-${inscription.dinero.montoPagado}`}
            inscription={inscription}
            pending={pending}
            onPay={(payment) => onAction({ kind: 'pay', payment })}
          />
          <Stack gap={2}>
            <Text fz="xl" fw={800}>
              {hasBib ? `Dorsal ${inscription.numeroDorsalAsignado}` : 'Sin dorsal'}
            </Text>
            {!hasBib && nextBib !== undefined && (
              <Text className={classes.nextBib} data-testid="check-in-next-bib">
                Próximo dorsal: <span className={classes.nextBibNumber}>{nextBib}</span>
              </Text>
            )}
          </Stack>
        </SimpleGrid>

        <form onSubmit={submitOtherBib} noValidate>
          <Group align="end" gap="sm">
            <TextInput
              ref={otherBibRef}
              size="lg"
              label={
                <>
                  Otro dorsal <Shortcut letter={SHORTCUTS.otherBib} />
                </>
              }
              inputMode="numeric"
              value={otherBib}
              error={otherBibError}
              onChange={(event) => setOtherBib(event.currentTarget.value)}
              aria-keyshortcuts={`Alt+${SHORTCUTS.otherBib}`}
              w={200}
            />
            <Button type="submit" size="lg" variant="default" disabled={pending}>
              Asignar
            </Button>
          </Group>
        </form>

        <Stack gap="sm">
          <Title order={3} size="h4">
            Ficha médica
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MedicalNotes person={inscription.runner.nombre} data={inscription.runnerData} />
            {partner && inscription.partnerData && (
              <MedicalNotes person={partner.nombre} data={inscription.partnerData} />
            )}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Card>
  );
}
