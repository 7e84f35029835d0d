import type { ResultRow } from '@carreras/domain/results/results.schemas';
import { Badge } from '@mantine/core';
import { STATUS_COLORS, statusLabel } from './result-format.ts';

/** The rider's one status; nothing for a finisher. */
export function ResultStatusBadge({ row }: { row: ResultRow }) {
  const label = statusLabel(row);
  if (label === null) return null;
  return (
    <Badge color={STATUS_COLORS[row.status]} variant="filled" tt="none" size="md">
      {label}
    </Badge>
  );
}
