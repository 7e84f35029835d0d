import { formatClockTime } from '@carreras/domain/dates';
import { OUT_OF_RACE_STATUSES, RESULT_STATUS_LABELS } from '@carreras/domain/results/result-status';
import type { FinishLineResponse } from '@carreras/domain/results/results-hub.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { urlOf } from '../../../api/call.ts';
import { resultsApi, resultsKeys } from '../../../api/results.ts';
import { useBackoffPolling } from '../../../lib/poll-backoff.ts';
import { useEventStreams } from '../../../lib/use-event-stream.ts';
import { finishLineQuery } from '../api/get-finish-line.ts';
import classes from './finish-line-screen.module.css';
import { formatTime, ordinal } from './hub-format.ts';

/** How long each distance's leaders stay on screen before the next distance's. */
export const ROTATE_MS = 12_000;
const RECONNECT_MS = 15_000;

/**
 * Refreshes the screen on every change the server pushes: it follows the live stream of each distance of the
 * event as a signal (`snapshots=0`: a few hundred bytes a passage, never the results themselves) and reads
 * the screen again when one says something changed, or opens (what changed before is unknown). A change that
 * comes while a read is in flight is read once that one is done, so a burst of passages never keeps the screen
 * from showing one. While a stream is down (or silent for 45 s) the screen polls every 5 s, backing off to 30 s
 * while reads fail.
 */
function useFinishLine(eventId: number) {
  const queryClient = useQueryClient();
  const polling = useRef(false);
  const backoff = useBackoffPolling(true);
  const query = useQuery({
    ...finishLineQuery(eventId),
    refetchInterval: (query) => (polling.current ? backoff(query) : false),
  });
  const followed = query.data && !query.data.finished ? query.data.distances : [];
  const urls = followed.map(({ distance }) =>
    urlOf(resultsApi.stream, { eventId }, { distance, deltas: '1', snapshots: '0' }),
  );
  const pending = useRef(false);
  const refresh = () => {
    const queryKey = resultsKeys.finishLine(eventId);
    if (queryClient.isFetching({ queryKey, exact: true }) > 0) pending.current = true;
    else void queryClient.invalidateQueries({ queryKey, exact: true });
  };
  const { isFetching } = query;
  useEffect(() => {
    if (isFetching || !pending.current) return;
    pending.current = false;
    void queryClient.invalidateQueries({ queryKey: resultsKeys.finishLine(eventId), exact: true });
  }, [isFetching, queryClient, eventId]);
  const stream = useEventStreams(urls, { unchanged: refresh, delta: refresh, changed: refresh }, RECONNECT_MS);
  // Before the first answer names the distances there is nothing to follow (the first read is on its way), and
  // nothing after the results are final.
  polling.current = urls.length > 0 && stream !== 'open';
  return query;
}

type Arrival = FinishLineResponse['arrivals'][number];

/**
 * 'Vuelta 1 de 2' or 'Llegada', then the category place of a finisher, or of a rider on course on their latest
 * crossing ('ahora': it moves as others cross, decision 012), or the status of a rider out of the race (a DNF or
 * DSQ set after they crossed), as the results write it.
 */
export function arrivalDetail(arrival: Arrival): string {
  const stage = arrival.lap === arrival.laps ? 'Llegada' : `Vuelta ${arrival.lap} de ${arrival.laps}`;
  if (OUT_OF_RACE_STATUSES.has(arrival.status)) return `${stage} · ${RESULT_STATUS_LABELS[arrival.status]}`;
  if (arrival.categoryPosition === null) return stage;
  const place = `${stage} · ${ordinal(arrival.categoryPosition)} en categoría`;
  return arrival.status === 'IN_PROGRESS' ? `${place} ahora` : place;
}

function Leaders({ distance, finished }: { distance: FinishLineResponse['distances'][number]; finished: boolean }) {
  return (
    <section className={classes.panel} aria-label={`Líderes ${distance.distance} KM`}>
      <h2 className={classes.panelTitle}>
        Líderes {distance.distance} KM
        <span className={classes.count}>
          {distance.finishers} de {distance.riders} llegaron
        </span>
      </h2>
      {distance.leaders.length === 0 ? (
        <p className={classes.empty}>{finished ? 'Nadie completó la carrera.' : 'Todavía no llegó nadie.'}</p>
      ) : (
        <ul className={classes.rows}>
          {distance.leaders.map((leader) => (
            <li key={leader.categoryName} className={classes.row}>
              <span className={classes.name}>
                <span>
                  {leader.runnerName} <span className={classes.bib}>#{leader.dorsal}</span>
                </span>
                <span className={classes.detail}>{leader.categoryName}</span>
              </span>
              <span className={classes.time}>{formatTime(leader.finalTime)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Full screen for a TV or projector at the finish: the latest arrivals and the category leaders, live. */
export function FinishLineScreen({ eventId }: { eventId: number }) {
  const finishLine = useFinishLine(eventId);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTurn((n) => n + 1), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  const data = finishLine.data;
  if (!data) {
    return (
      <main className={classes.screen}>
        <p className={classes.empty} role={finishLine.isError ? 'alert' : 'status'}>
          {finishLine.isError ? 'No se pudieron cargar los resultados. Reintentando…' : 'Cargando…'}
        </p>
      </main>
    );
  }
  const distance = data.distances.length > 0 ? data.distances[turn % data.distances.length] : undefined;
  return (
    <main className={classes.screen}>
      <title>{`Llegada · ${data.eventName}`}</title>
      <header className={classes.top}>
        <h1 className={classes.title}>{data.eventName}</h1>
        <span className={classes.clock}>
          {data.finished ? 'Resultados finales' : `En vivo · ${formatClockTime(data.generatedAt)}`}
        </span>
      </header>
      <div className={classes.columns}>
        <section className={classes.panel} aria-label="Últimas llegadas">
          <h2 className={classes.panelTitle}>Últimas llegadas</h2>
          {data.arrivals.length === 0 ? (
            <p className={classes.empty}>Esperando la primera pasada…</p>
          ) : (
            <ol className={classes.rows}>
              {data.arrivals.map((arrival, index) => (
                <li key={arrival.id} className={index === 0 ? `${classes.row} ${classes.newest}` : classes.row}>
                  <span className={classes.bigBib}>#{arrival.dorsal}</span>
                  <span className={classes.name}>
                    {arrival.runnerName}
                    <span className={classes.detail}>
                      {arrival.categoryName} · {arrivalDetail(arrival)}
                    </span>
                  </span>
                  <span className={classes.time}>{formatTime(arrival.elapsed)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
        {distance && <Leaders distance={distance} finished={data.finished} />}
      </div>
    </main>
  );
}
