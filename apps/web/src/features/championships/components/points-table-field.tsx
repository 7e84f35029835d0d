import { DEFAULT_POINTS_TABLE, POINTS_TABLE_MAX_LENGTH } from '@carreras/domain/championships/championship.schemas';
import { Button, Group, Input, NumberInput, SimpleGrid } from '@mantine/core';

/** A place's points as typed: undefined while the box is empty (the schema refuses it). */
export type PointsValue = number | undefined;

interface PointsTableFieldProps {
  value: PointsValue[];
  onChange: (table: PointsValue[]) => void;
  /** The table's own message (none, too long) or the first place's. */
  error?: string;
  /** The place whose value the error is about (0-based), marked red. */
  errorIndex?: number;
}

/** The points for 1º, 2º, 3º… in the category: one box a place, places added or removed at the end. */
export function PointsTableField({ value, onChange, error, errorIndex }: PointsTableFieldProps) {
  const set = (index: number, points: PointsValue) => onChange(value.map((old, at) => (at === index ? points : old)));
  const last = value[value.length - 1];
  return (
    <Input.Wrapper
      label="Tabla de puntos por puesto"
      description="Puntos para cada puesto de la categoría en una fecha."
      error={error}
    >
      <SimpleGrid cols={{ base: 4, xs: 5, md: 10 }} spacing="xs" mt="xs">
        {value.map((points, index) => (
          <NumberInput
            // biome-ignore lint/suspicious/noArrayIndexKey: a place is its index
            key={index}
            label={`${index + 1}º`}
            aria-label={`Puntos del puesto ${index + 1}`}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={points ?? ''}
            error={errorIndex === index}
            onChange={(typed) => set(index, typed === '' ? undefined : Number(typed))}
          />
        ))}
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        <Button
          variant="default"
          size="compact-sm"
          disabled={value.length >= POINTS_TABLE_MAX_LENGTH}
          onClick={() => onChange([...value, typeof last === 'number' ? Math.max(last - 1, 0) : undefined])}
        >
          Agregar puesto
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          disabled={value.length <= 1}
          onClick={() => onChange(value.slice(0, -1))}
        >
          Quitar último puesto
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={() => onChange([...DEFAULT_POINTS_TABLE])}>
          Restablecer tabla habitual
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
