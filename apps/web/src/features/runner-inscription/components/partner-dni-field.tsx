import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import { DNI_PATTERN } from '@carreras/domain/limits';
import { dniDigits } from '@carreras/domain/search-key';
import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldMessage } from '../../../lib/failure-message.ts';
import { type PartnerCheckQuery, usePartnerCheck } from '../api/check-partner.ts';

export const partnerTexts = {
  checkingPartner: 'Buscando a tu compañero/a…',
  // The short name ends with the surname's initial and its dot ('Martina G.'): one full stop.
  partnerFound: (nombre: string) => `Vas a invitar a ${nombre.replace(/\.$/, '')}.`,
  choosePairFirst: 'Elegí la distancia y la categoría: así verificamos el DNI de tu compañero/a.',
} as const;

/** The pause after the last keystroke before the partner's DNI is checked. */
export const PARTNER_CHECK_DELAY_MS = 400;

/**
 * The partner's DNI, checked once the runner stops typing a whole one (dots and spaces allowed): the partner's
 * short name when they can be invited, the one refusal the server gives for any other DNI otherwise. The check
 * only advises: the inscription is checked again whatever it said.
 */
export function PartnerDniField({
  registration,
  dni,
  pair,
  error,
}: {
  registration: UseFormRegisterReturn<'partnerDni'>;
  dni: string;
  /** The pair's event, distance and category; null until all are chosen. */
  pair: Omit<PartnerCheckQuery, 'partnerDni'> | null;
  /** The form's own message for the field (its format, the inscription's refusal). */
  error: string | undefined;
}) {
  const digits = dniDigits(dni);
  const [settled] = useDebouncedValue(digits, PARTNER_CHECK_DELAY_MS);
  const query = pair && settled === digits && DNI_PATTERN.test(digits) ? { ...pair, partnerDni: digits } : null;
  const check = usePartnerCheck(query);
  const answer = query ? check.data : undefined;
  const checkError = query ? check.error : null;
  const refusal =
    answer?.invitable === false
      ? m.partnerNotInvitable
      : checkError
        ? fieldMessage(checkError, 'partnerDni')
        : undefined;
  // Too many checks: said without refusing the DNI. Other failures (the event closed meanwhile) are left to
  // the inscription itself, which says why.
  const unchecked = checkError instanceof ApiError && checkError.status === 429 ? checkError.message : null;
  const shownError = error ?? refusal;
  return (
    <Stack gap={4}>
      <TextInput
        label="DNI de tu compañero/a"
        description="Tu compañero/a debe estar registrado/a como corredor/a y no estar inscripto/a en este evento. Le va a llegar la invitación en Mis Inscripciones: la pareja queda pendiente hasta que la acepte."
        inputMode="numeric"
        autoComplete="off"
        error={shownError}
        {...registration}
      />
      {!pair && DNI_PATTERN.test(digits) && (
        <Text size="sm" c="dimmed">
          {partnerTexts.choosePairFirst}
        </Text>
      )}
      {query && check.isFetching && (
        <Text size="sm" c="dimmed" role="status">
          {partnerTexts.checkingPartner}
        </Text>
      )}
      {answer?.invitable && answer.nombre && !shownError && !check.isFetching && (
        <Text size="sm" c="green.9" fw={600} role="status">
          {partnerTexts.partnerFound(answer.nombre)}
        </Text>
      )}
      {unchecked && !error && (
        <Text size="sm" c="yellow.9" role="status">
          {unchecked}
        </Text>
      )}
    </Stack>
  );
}
