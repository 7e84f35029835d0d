import type {
  ChampionshipDate,
  StandingResult,
  StandingRow,
  StandingsResponse,
} from '@carreras/domain/championships/championship.schemas';
import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { Badge, Text } from '@mantine/core';
import classes from './standings.module.css';

const STATUS_SHORT: Partial<Record<NonNullable<StandingResult['status']>, string>> = {
  DNF: 'DNF',
  DNS: 'DNS',
  DISQUALIFIED: 'DSQ',
};

/** A date whose results exist but may still change: its points are not settled. */
export const isProvisionalDate = (date: ChampionshipDate) => date.hasResults && !date.final;

/** The season's dates: number, event, day and whether its results are final. */
export function StandingsDates({ dates }: { dates: ChampionshipDate[] }) {
  return (
    <ol className={classes.dates} aria-label="Fechas del campeonato">
      {dates.map((date) => (
        <li key={date.number} className={classes.date}>
          <Text span fw={700} size="sm">
            Fecha {date.number}
          </Text>
          <Text span size="sm">
            {date.eventName} · {formatIsoDateEsAr(date.eventDate)}
          </Text>
          {isProvisionalDate(date) && (
            <Badge color="yellow" variant="filled" autoContrast size="sm">
              Provisorio
            </Badge>
          )}
          {!date.hasResults && (
            <Text span size="xs" c="dimmed">
              Sin resultados
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}

function ResultCell({ result }: { result: StandingResult }) {
  if (result.points === null) {
    // Not raced here, or still racing: nothing earned yet.
    const racing = result.status !== null;
    return (
      <td className={classes.none} title={racing ? 'En carrera' : 'No corrió'}>
        <span aria-hidden="true">{racing ? '…' : '–'}</span>
        <span className={classes.srOnly}>{racing ? 'En carrera' : 'No corrió'}</span>
      </td>
    );
  }
  const status = result.status ? STATUS_SHORT[result.status] : undefined;
  const content = (
    <>
      {result.points}
      {status && <span className={classes.status}>{status}</span>}
    </>
  );
  if (result.counts) return <td>{content}</td>;
  return (
    <td title="No suma">
      <s className={classes.discarded}>{content}</s>
      <span className={classes.srOnly}> (no suma)</span>
    </td>
  );
}

function tiedWithNeighbour(rows: StandingRow[], index: number): boolean {
  const position = rows[index]?.position;
  return rows[index - 1]?.position === position || rows[index + 1]?.position === position;
}

/** One category's standings: position, rider and total in view, then each date's points and the wins. */
export function StandingsTable({
  category,
  dates,
}: {
  category: StandingsResponse['categories'][number];
  dates: ChampionshipDate[];
}) {
  return (
    <div className={classes.scroller}>
      <table className={classes.table} aria-label={`Clasificación ${category.name}`}>
        <thead>
          <tr>
            <th scope="col" className={classes.pos}>
              <span aria-hidden="true">Pos</span>
              <span className={classes.srOnly}>Posición</span>
            </th>
            <th scope="col" className={classes.name}>
              Corredor
            </th>
            <th scope="col" className={classes.total}>
              <span aria-hidden="true">Pts</span>
              <span className={classes.srOnly}>Puntos</span>
            </th>
            {dates.map((date) => (
              <th key={date.number} scope="col" title={`Fecha ${date.number}: ${date.eventName}`}>
                <span aria-hidden="true">F{date.number}</span>
                <span className={classes.srOnly}>Fecha {date.number}</span>
              </th>
            ))}
            <th scope="col" title="Victorias">
              <span aria-hidden="true">Vict.</span>
              <span className={classes.srOnly}>Victorias</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {category.rows.map((row, index) => (
            <tr key={row.runnerId ?? `${row.runnerName}-${row.position}`}>
              <td className={classes.pos}>
                {row.position}
                {tiedWithNeighbour(category.rows, index) && <span className={classes.srOnly}> (empate)</span>}
              </td>
              <th scope="row" className={classes.name}>
                {row.runnerName}
                {row.club && <span className={classes.club}>{row.club}</span>}
              </th>
              <td className={classes.total}>{row.total}</td>
              {dates.map((date, dateIndex) => {
                const result = row.results[dateIndex];
                return result ? (
                  <ResultCell key={date.number} result={result} />
                ) : (
                  <td key={date.number} className={classes.none}>
                    –
                  </td>
                );
              })}
              <td>{row.wins}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
