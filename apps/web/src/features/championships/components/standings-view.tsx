import { championshipMessages } from '@carreras/domain/championships/championship.messages';
import type { StandingsResponse } from '@carreras/domain/championships/championship.schemas';
import { Alert, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './standings.module.css';
import { StandingsDates, StandingsTable } from './standings-table.tsx';
import './print.css';

/** The option of the category picker that shows every category, one after the other (the printed sheet). */
export const ALL_CATEGORIES = '';

function scoringNote(standings: StandingsResponse): string | null {
  const { bestOf } = standings.scoring;
  if (bestOf === null || bestOf >= standings.dates.length) return null;
  return `Suman los mejores ${bestOf} resultados de ${standings.dates.length} fechas: los tachados no suman.`;
}

interface StandingsViewProps {
  standings: StandingsResponse;
  /** The category shown, ALL_CATEGORIES for every one; an unknown name shows the first category. */
  category: string;
  onCategoryChange: (category: string) => void;
  /** Offer 'Todas las categorías' (the back-office's printed sheet). */
  allowAll?: boolean;
  /** Beside the title (the back-office's buttons). */
  actions?: ReactNode;
  headingOrder?: 1 | 2;
  /** The runner area speaks with voseo, the back-office with usted. */
  voice?: 'runner' | 'admin';
}

/** A championship's standings: its dates, whether it may still change, and a category's (or every) table. */
export function StandingsView({
  standings,
  category,
  onCategoryChange,
  allowAll = false,
  actions,
  headingOrder = 1,
  voice = 'runner',
}: StandingsViewProps) {
  const { championship, dates, categories } = standings;
  const known = categories.some((item) => item.name === category);
  const selected = known ? category : allowAll && category === ALL_CATEGORIES ? ALL_CATEGORIES : categories[0]?.name;
  const shown = selected === ALL_CATEGORIES ? categories : categories.filter((item) => item.name === selected);
  const note = scoringNote(standings);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={headingOrder}>{championship.nombre}</Title>
        <Text c="dimmed">Temporada {championship.anio}</Text>
      </Stack>
      {actions}
      {dates.length === 0 ? (
        <Text role="status">Este campeonato todavía no tiene fechas.</Text>
      ) : (
        <StandingsDates dates={dates} />
      )}
      {standings.provisional && dates.length > 0 && (
        <Alert color="yellow" variant="light" p="xs">
          {championshipMessages.provisional}
        </Alert>
      )}
      {note && <Text size="sm">{note}</Text>}
      {dates.length > 0 && categories.length === 0 && (
        <Text role="status">Todavía no hay puntos: aparecen cuando una fecha tiene resultados.</Text>
      )}
      {categories.length > 0 && (
        <>
          <NativeSelect
            className="no-print"
            label="Categoría"
            value={selected}
            onChange={(event) => onCategoryChange(event.currentTarget.value)}
            data={[
              ...(allowAll ? [{ value: ALL_CATEGORIES, label: 'Todas las categorías' }] : []),
              ...categories.map((item) => ({ value: item.name, label: item.name })),
            ]}
            maw={360}
          />
          <Text className={classes.swipeHint}>
            {voice === 'runner' ? 'Deslizá' : 'Deslice'} la tabla para ver los puntos de cada fecha.
          </Text>
          {shown.map((item) => (
            <section key={item.name} className={classes.category} aria-label={item.name}>
              <Title order={headingOrder === 1 ? 2 : 3} size="h4" mb="xs">
                {item.name}
              </Title>
              <StandingsTable category={item} dates={dates} />
            </section>
          ))}
        </>
      )}
    </Stack>
  );
}
