import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { myPaymentWords } from '@carreras/domain/payments/my-payment-words';
import { paysRemotely } from '@carreras/domain/places/fees';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PaymentInstructions } from '../../../components/payment-instructions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useEventPayment, useReportPayment } from '../api/report-payment.ts';

export const paymentTexts = {
  reportedToast: 'Listo: le avisamos al organizador que pagaste.',
  reportError: 'No pudimos avisar tu pago. Intentá nuevamente.',
} as const;

/**
 * The inscription's money in words, as the desk and the inscriptions list read it (myPaymentWords), then, while it
 * is not paid, how to pay and 'Ya pagué' (runner area, voseo). `viewerId` is the runner reading: in a pair, each
 * member reads their own share.
 */
export function PaymentSection({ inscription, viewerId }: { inscription: Inscription; viewerId: number }) {
  const info = useEventPayment(inscription.eventId);
  const report = useReportPayment();
  const [open, setOpen] = useState(false);
  const [referencia, setReferencia] = useState('');
  const [error, setError] = useState<string | null>(null);
  const words = myPaymentWords(inscription, viewerId);
  const said = words ? (
    <Text size="sm" fw={600} data-testid="my-payment">
      {words}
    </Text>
  ) : null;
  if (inscription.pagoConfirmado) return said;
  const pago = info.data?.pago;
  // 'Ya pagué' only where the runner can pay from home: an event paid in person has nothing to report.
  const canReport = pago !== undefined && paysRemotely(pago);
  const transfer = Boolean(pago?.alias || pago?.cbu);

  const onReport = async () => {
    setError(null);
    try {
      await report.mutateAsync({ id: inscription.id, referencia });
      notify.success(paymentTexts.reportedToast);
      setOpen(false);
    } catch (e) {
      const message = errorMessage(e, paymentTexts.reportError);
      setError(message);
      notify.error(message);
    }
  };

  return (
    <Stack gap={6}>
      {said}
      {/* The amount left is in the words above. */}
      <PaymentInstructions pago={pago} monto={null} />
      {inscription.pagoInformado || !canReport ? null : open ? (
        <Stack gap={6}>
          <TextInput
            label="Referencia del pago (opcional)"
            description={
              transfer
                ? 'Por ejemplo, el número de operación de la transferencia'
                : 'Por ejemplo, el número de operación del pago'
            }
            value={referencia}
            maxLength={100}
            onChange={(e) => setReferencia(e.currentTarget.value)}
          />
          <Group gap="xs">
            <Button size="xs" onClick={onReport} loading={report.isPending}>
              Avisar que pagué
            </Button>
            <Button size="xs" variant="default" onClick={() => setOpen(false)} disabled={report.isPending}>
              Volver
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button size="xs" variant="light" onClick={() => setOpen(true)}>
            Ya pagué
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
