import { formatPesos } from '@carreras/domain/places/fees';
import type { PaymentInstructions as Instructions } from '@carreras/domain/places/places.schemas';
import { Anchor, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';

/** A button that copies an alias or a CBU, so nobody retypes 22 digits: 'Copiar' → 'Copiado'. */
function CopyValue({ value, name }: { value: string; name: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-xs"
          variant="default"
          onClick={copy}
          aria-label={copied ? `${name} copiado` : `Copiar ${name}`}
        >
          {copied ? 'Copiado' : 'Copiar'}
        </Button>
      )}
    </CopyButton>
  );
}

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
            {pago.alias && (
              <List.Item>
                <Group gap="xs" component="span">
                  <span>Transferencia al alias {pago.alias}</span>
                  <CopyValue value={pago.alias} name="alias" />
                </Group>
              </List.Item>
            )}
            {pago.cbu && (
              <List.Item>
                <Group gap="xs" component="span">
                  <span>CBU {pago.cbu}</span>
                  <CopyValue value={pago.cbu} name="CBU" />
                </Group>
              </List.Item>
            )}
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
