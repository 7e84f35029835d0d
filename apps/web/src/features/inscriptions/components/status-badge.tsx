import type { InscriptionStatus } from '@carreras/domain/inscriptions/inscription-status';
import { Badge } from '@mantine/core';

// Dark shades: white text on them passes WCAG AA contrast.
const COLORS: Record<InscriptionStatus, string> = { INSCRIPTO: 'gray.7', CONFIRMADO: 'blue.9', ACREDITADO: 'teal.9' };

export function StatusBadge({ status }: { status: InscriptionStatus }) {
  return (
    // The word is the information: never let a narrow table column cut it to 'CONF…'.
    <Badge
      color={COLORS[status]}
      variant="filled"
      styles={{ root: { minWidth: 'max-content' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {status}
    </Badge>
  );
}
