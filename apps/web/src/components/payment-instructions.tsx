import { formatPesos } from '@carreras/domain/registration/fees';
import type { PaymentInstructions as Instructions } from '@carreras/domain/registration/registration.schemas';
import { Anchor, List, Stack, Text } from '@mantine/core';

/** The amount due and how to pay it, as the organiser set them (runner area, voseo). */
export function PaymentInstructions({
  pago,
  monto,
}: {
  pago: Instructions | undefined;
  monto: number | null | undefined;
}) {
  const any = pago && (pago.alias || pago.cbu || pago.link || pago.efectivo || pago.notas);
  return (
    <Stack gap={4}>
      {monto !== null && monto !== undefined && <Text fw={600}>Monto a pagar: {formatPesos(monto)}</Text>}
      {/* Until the event's settings arrive (or when they cannot be read) nothing is said about how to pay. */}
      {!pago ? null : any ? (
        <>
          <Text size="sm">Cómo pagar:</Text>
          <List size="sm" spacing={2}>
            {pago.alias && <List.Item>Transferencia al alias {pago.alias}</List.Item>}
            {pago.cbu && <List.Item>CBU {pago.cbu}</List.Item>}
            {pago.link && (
              <List.Item>
                <Anchor href={pago.link} target="_blank" rel="noopener noreferrer">
                  Pagar en línea
                </Anchor>
              </List.Item>
            )}
            {pago.efectivo && <List.Item>En efectivo al retirar el kit</List.Item>}
            {pago.notas && <List.Item>{pago.notas}</List.Item>}
          </List>
        </>
      ) : (
        <Text size="sm">El pago se realiza en persona el día del evento.</Text>
      )}
    </Stack>
  );
}
