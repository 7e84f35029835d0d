import { MAX_PAGE_BUTTONS } from '@carreras/domain/limits';
import { Button, Group } from '@mantine/core';

/** The page numbers to offer: at most MAX_PAGE_BUTTONS, centred on the current page where possible. */
export function pageWindow(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, totalPages);
  let first = Math.max(1, page - Math.floor(count / 2));
  first = Math.min(first, totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page buttons, shown only when there is more than one page (spec 001 section 9). */
export function Pager({ page, totalPages, onChange }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label="Paginación" gap={4} justify="center">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      {pageWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          size="xs"
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Página ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button variant="default" size="xs" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Siguiente
      </Button>
    </Group>
  );
}
