import type { ResultRow } from '@carreras/domain/results/results.schemas';
import { Text, VisuallyHidden } from '@mantine/core';
import { formatResultTime, gapText, lastPassageText, resultTime, riderDetails } from './result-format.ts';
import { ResultStatusBadge } from './result-status-badge.tsx';
import classes from './results.module.css';
import type { ResultsListProps } from './results-table.tsx';

const Chevron = () => (
  <span aria-hidden="true" className={classes.chevron}>
    ▾
  </span>
);

type SummaryProps = Omit<ResultsListProps, 'rows' | 'label'> & {
  row: ResultRow;
  /** The first of the list, whom the gap is measured to. */
  leader: ResultRow | undefined;
  expandable: boolean;
};

function Summary({ row, leader, laps, general, showGroup, expandable }: SummaryProps) {
  const position = general ? row.overallPosition : row.position;
  const time = resultTime(row);
  const gap = gapText(leader, row);
  const passed = lastPassageText(row);
  return (
    <>
      <span className={classes.position}>
        {position === null ? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>Sin posición</VisuallyHidden>
          </>
        ) : (
          <>
            <VisuallyHidden>Posición </VisuallyHidden>
            {position}
          </>
        )}
      </span>
      <span className={classes.rider}>
        <Text span fw={600} className={classes.name}>
          {row.runnerName}
        </Text>
        {row.club && (
          <Text span size="xs" c="dimmed" className={classes.club}>
            {row.club}
          </Text>
        )}
        <Text span size="sm" c="dimmed" className={classes.details}>
          {riderDetails(row, { category: general, group: showGroup })}
        </Text>
      </span>
      <span className={classes.time}>
        {time !== null ? (
          <Text span ff="monospace" fw={700}>
            {time}
          </Text>
        ) : (
          <ResultStatusBadge row={row} />
        )}
        {gap !== null && (
          <Text span size="sm" fw={600} ff={gap.startsWith('+') ? 'monospace' : undefined}>
            <VisuallyHidden>Diferencia </VisuallyHidden>
            {gap}
          </Text>
        )}
        {row.penaltyTime > 0 && (
          <Text span size="xs" c="red.9">
            con penalización
          </Text>
        )}
        {laps > 1 && (
          <Text span size="xs" c={expandable ? 'monte.9' : 'dimmed'}>
            {row.completedLaps}/{row.totalLaps} vueltas
            {expandable && <Chevron />}
          </Text>
        )}
        {passed !== null && (
          <Text span size="xs" c="dimmed">
            pasó {passed}
          </Text>
        )}
        {laps === 1 && expandable && (
          <Text span size="xs" c="monte.9">
            Detalle
            <Chevron />
          </Text>
        )}
      </span>
    </>
  );
}

/**
 * Phone: one block per rider (position and name, bib · category · group, time on the right), nothing to
 * scroll sideways. Lap times and the penalty open on a tap.
 */
export function ResultsCards({ rows, laps, general, showGroup, label }: ResultsListProps) {
  const leader = rows[0];
  return (
    <ol className={classes.cards} aria-label={label}>
      {rows.map((row) => {
        const expandable = (laps > 1 && row.lapTimes.length > 0) || row.penaltyTime > 0;
        const summary = (
          <Summary
            row={row}
            leader={leader}
            laps={laps}
            general={general}
            showGroup={showGroup}
            expandable={expandable}
          />
        );
        return (
          <li key={row.id} className={classes.card}>
            {expandable ? (
              <details>
                <summary className={classes.summary}>{summary}</summary>
                <dl className={classes.laps}>
                  {laps > 1 &&
                    row.lapTimes.map((lap) => (
                      <div key={lap.lap}>
                        <dt>Vuelta {lap.lap}</dt>
                        <dd>{formatResultTime(lap.time)}</dd>
                      </div>
                    ))}
                  {row.penaltyTime > 0 && (
                    <div className={classes.penalty}>
                      <dt>Penalización</dt>
                      <dd>+{formatResultTime(row.penaltyTime)}</dd>
                    </div>
                  )}
                </dl>
              </details>
            ) : (
              <div className={classes.summary}>{summary}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
