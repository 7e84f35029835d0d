import type { CategorySuggestionAnswer } from '@carreras/domain/imports/import.schemas';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';

/** A category the admin chose for a sheet's text: what the request sends, and what the page shows of it. */
export type ChosenCategory = Pick<CategorySuggestionAnswer, 'texto' | 'categoryId' | 'categoria' | 'distancia'>;

/** The equivalences a preview or import request sends for the categories chosen. */
export const equivalencesOf = (chosen: readonly ChosenCategory[]) =>
  chosen.map(({ texto, categoryId }) => ({ texto, categoryId }));

const rowsText = (filas: number) =>
  filas === 1 ? '1 fila de la planilla la escribe' : `${filas} filas de la planilla la escriben`;

/**
 * The preview's '¿Quiso decir …?' (docs/product-choices.md, 'Categories by search key'): for each category text
 * of the sheet no category has, the one it most likely means, with 'Usar …' to apply it to every row with that
 * text; and the categories already chosen, each with 'Quitar'. `where` completes 'no es una categoría …'.
 */
export function CategorySuggestions({
  suggestions,
  chosen,
  where,
  disabled = false,
  onUse,
  onRemove,
}: {
  suggestions: readonly CategorySuggestionAnswer[];
  chosen: readonly ChosenCategory[];
  where: string;
  disabled?: boolean;
  onUse: (suggestion: CategorySuggestionAnswer) => void;
  onRemove: (choice: ChosenCategory) => void;
}) {
  if (suggestions.length === 0 && chosen.length === 0) return null;
  return (
    <Stack gap="xs">
      {suggestions.map((suggestion) => (
        <Alert
          key={`${suggestion.texto}\u0000${suggestion.categoryId}`}
          color="yellow"
          title={`¿Quiso decir ${suggestion.categoria} (${suggestion.distancia} km)?`}
          // The title in the text colour: Mantine's yellow title fails WCAG AA contrast.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              «{suggestion.texto}» no es una categoría {where}; {rowsText(suggestion.filas)} así.
            </Text>
            <Button size="xs" variant="light" disabled={disabled} onClick={() => onUse(suggestion)}>
              {`Usar ${suggestion.categoria}`}
            </Button>
          </Stack>
        </Alert>
      ))}
      {chosen.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Categorías elegidas
          </Text>
          <List size="sm" spacing={4}>
            {chosen.map((choice) => (
              <List.Item key={`${choice.texto}\u0000${choice.categoryId}`}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" span>
                    «{choice.texto}» se importa como {choice.categoria} ({choice.distancia} km)
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={disabled}
                    aria-label={`Quitar ${choice.categoria} para «${choice.texto}»`}
                    onClick={() => onRemove(choice)}
                  >
                    Quitar
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

/** The choices with `suggestion` added, or with `choice` taken out. */
export const withChoice = (chosen: readonly ChosenCategory[], suggestion: ChosenCategory): ChosenCategory[] => [
  ...chosen,
  {
    texto: suggestion.texto,
    categoryId: suggestion.categoryId,
    categoria: suggestion.categoria,
    distancia: suggestion.distancia,
  },
];
export const withoutChoice = (chosen: readonly ChosenCategory[], choice: ChosenCategory): ChosenCategory[] =>
  chosen.filter((other) => other !== choice);
