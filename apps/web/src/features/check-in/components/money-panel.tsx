import { moneyWords } from '@carreras/domain/payments/payment-words';
import { type DeskInscription, paymentMessages, type RecordPayment } from '@carreras/domain/payments/payments.schemas';
import { formatPesos } from '@carreras/domain/places/fees';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { primaryPayment } from './primary-payment.ts';

const STATE_COLORS = {
  pagado: 'monte.9',
  exento: 'monte.9',
  parcial: 'orange.9',
  informado: 'blue.9',
  pendiente: 'red.9',
} as const;

interface Props {
  inscription: DeskInscription;
  pending: boolean;
  onPay: (payment: RecordPayment) => void;
}

/**
 * The money of the picked inscription: the state in words, each share of a pair with what it paid, and the
 * actions for the real case: collect (the amount left prefilled, a pair share by share), by link, or waive with
 * a reason. Verifying a reported transfer is the card's 'Confirmar pago' (Alt+P).
 */
export function MoneyPanel({ inscription, pending, onPay }: Props) {
  const money = inscription.dinero;
  const settled = money.estado === 'pagado' || money.estado === 'exento';
  const primary = primaryPayment(inscription);
  const [amount, setAmount] = useState(primary?.payment?.monto !== undefined ? String(primary.payment.monto) : '');
  const [share, setShare] = useState(
    primary?.payment?.runnerId !== undefined
      ? String(primary.payment.runnerId)
      : String(money.partes[0]?.runnerId ?? ''),
  );
  const [amountError, setAmountError] = useState<string | null>(null);
  const [waiving, setWaiving] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const isPair = money.partes.length > 1;

  const collect = (metodo: 'efectivo' | 'link') => (event?: FormEvent) => {
    event?.preventDefault();
    const monto = Number(amount.trim());
    if (!/^\d{1,8}$/.test(amount.trim()) || monto < 1) {
      setAmountError(paymentMessages.amountInvalid);
      return;
    }
    setAmountError(null);
    onPay({ metodo, monto, ...(isPair && share ? { runnerId: Number(share) } : {}) });
  };

  const waive = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(paymentMessages.reasonRequired);
      return;
    }
    setReasonError(null);
    onPay({ metodo: 'exento', motivo: reason.trim(), ...(isPair && share ? { runnerId: Number(share) } : {}) });
  };

  return (
    <Stack gap={6} data-testid="check-in-money">
      <Text fz="lg" fw={800} c={STATE_COLORS[money.estado]}>
        {moneyWords(money)}
      </Text>
      {money.montoAPagar !== null && (
        <Text size="sm">
          A pagar: {formatPesos(money.montoAPagar)}
          {money.montoPagado > 0 ? ` · pagado ${formatPesos(money.montoPagado)}` : ''}
        </Text>
      )}
      {isPair && (
        <Stack
          gap={0}
          component="ul"
          aria-label="Partes de la pareja"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {money.partes.map((part) => (
            <Text component="li" size="sm" key={part.runnerId}>
              {part.nombre}: {part.monto !== null ? formatPesos(part.monto) : 'sin precio'} —{' '}
              {part.monto !== null && part.pagado >= part.monto
                ? 'pagó'
                : part.pagado > 0
                  ? `pagó ${formatPesos(part.pagado)}`
                  : 'no pagó'}
            </Text>
          ))}
        </Stack>
      )}
      {!settled && (
        <form onSubmit={collect('efectivo')} noValidate>
          <Group gap="xs" align="end" wrap="wrap">
            <TextInput
              label="Monto a cobrar ($)"
              inputMode="numeric"
              value={amount}
              error={amountError}
              onChange={(event) => setAmount(event.currentTarget.value)}
              w={150}
            />
            {isPair && (
              <NativeSelect
                label="Parte de"
                value={share}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setShare(next);
                  const part = money.partes.find((p) => String(p.runnerId) === next);
                  if (part?.monto != null) setAmount(String(Math.max(0, part.monto - part.pagado)));
                }}
                data={money.partes.map((p) => ({ value: String(p.runnerId), label: p.nombre }))}
                w={190}
              />
            )}
            <Button type="submit" variant="outline" disabled={pending}>
              Cobrar en efectivo
            </Button>
            <Button variant="outline" disabled={pending} onClick={() => collect('link')()}>
              Pagó con link
            </Button>
            <Button variant="subtle" disabled={pending} onClick={() => setWaiving((open) => !open)}>
              Eximir…
            </Button>
          </Group>
        </form>
      )}
      {!settled && waiving && (
        <form onSubmit={waive} noValidate>
          <Group gap="xs" align="end">
            <TextInput
              label="Motivo de la exención"
              value={reason}
              error={reasonError}
              onChange={(event) => setReason(event.currentTarget.value)}
              w={260}
            />
            <Button type="submit" variant="outline" disabled={pending}>
              Eximir del pago
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
