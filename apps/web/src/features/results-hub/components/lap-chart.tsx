import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';
import { formatTime } from './hub-format.ts';

const BAR = 14;
const GAP = 6;
const ROW = BAR * 2 + GAP + 18;
const LABEL = 70;
const WIDTH = 320;

/**
 * Each lap's time beside the mean of the rider's category on that lap: two horizontal bars per lap,
 * drawn as SVG (no chart library reaches the browser). The numbers are in the laps table too.
 */
export function LapChart({ laps }: { laps: RiderResult['lapDetails'] }) {
  if (laps.length === 0) return null;
  const longest = Math.max(...laps.flatMap((l) => [l.time, l.categoryAverage]));
  const scale = (ms: number) => Math.max(2, ((WIDTH - LABEL - 8) * ms) / longest);
  const height = laps.length * ROW + 24;
  const summary = laps
    .map((l) => `Vuelta ${l.lap}: ${formatTime(l.time)}, promedio de la categoría ${formatTime(l.categoryAverage)}`)
    .join('. ');
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxWidth: 560, display: 'block' }}
        role="img"
        aria-label={`Tiempos por vuelta frente al promedio de la categoría. ${summary}.`}
      >
        {laps.map((l, index) => {
          const y = index * ROW;
          return (
            <g key={l.lap}>
              <text x={0} y={y + BAR + 4} fontSize="12" fill="#212529">
                Vuelta {l.lap}
              </text>
              <rect x={LABEL} y={y} width={scale(l.time)} height={BAR} rx={3} fill="var(--mantine-color-monte-9)" />
              <rect
                x={LABEL}
                y={y + BAR + 2}
                width={scale(l.categoryAverage)}
                height={BAR}
                rx={3}
                fill="var(--mantine-color-gray-5)"
              />
            </g>
          );
        })}
        <g transform={`translate(0, ${laps.length * ROW + 6})`}>
          <rect x={0} y={0} width={12} height={12} rx={2} fill="var(--mantine-color-monte-9)" />
          <text x={16} y={10} fontSize="12" fill="#212529">
            Tu vuelta
          </text>
          <rect x={100} y={0} width={12} height={12} rx={2} fill="var(--mantine-color-gray-5)" />
          <text x={116} y={10} fontSize="12" fill="#212529">
            Promedio de tu categoría
          </text>
        </g>
      </svg>
    </figure>
  );
}
