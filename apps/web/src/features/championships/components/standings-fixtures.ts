import type {
  StandingResult,
  StandingRow,
  StandingsResponse,
} from '@carreras/domain/championships/championship.schemas';

export const counted = (points: number, position: number | null = 1): StandingResult => ({
  position,
  status: 'COMPLETED',
  points,
  counts: true,
});
export const discarded = (points: number): StandingResult => ({ ...counted(points), counts: false });
export const notRaced: StandingResult = { position: null, status: null, points: null, counts: false };

export const aRow = (overrides: Partial<StandingRow> = {}): StandingRow => ({
  position: 1,
  runnerId: 1,
  runnerName: 'Ana Paz',
  club: null,
  total: 0,
  wins: 0,
  results: [],
  ...overrides,
});

/** A season of three dates: the first final, the second with results not final yet, the third not raced. */
export const someStandings = (overrides: Partial<StandingsResponse> = {}): StandingsResponse => ({
  championship: { id: 5, nombre: 'Copa Tucumán MTB', anio: 2026, dates: 3, publicado: true },
  scoring: { table: [100, 80, 65], beyondTable: 5, dnf: 0, dns: 0, dsq: 0, bestOf: 2 },
  provisional: true,
  dates: [
    { number: 1, eventId: 11, eventName: 'Fecha Tafí', eventDate: '2026-03-08', final: true, hasResults: true },
    { number: 2, eventId: 12, eventName: 'Fecha Raco', eventDate: '2026-05-10', final: false, hasResults: true },
    { number: 3, eventId: 13, eventName: 'Fecha Siambón', eventDate: '2026-08-16', final: false, hasResults: false },
  ],
  categories: [
    {
      name: 'Master A',
      rows: [
        aRow({
          position: 1,
          runnerId: 1,
          runnerName: 'Ana Paz',
          club: 'Team Yungas',
          total: 180,
          wins: 1,
          results: [counted(100), counted(80, 2), notRaced],
        }),
        aRow({
          position: 2,
          runnerId: 2,
          runnerName: 'Bruno Díaz',
          total: 145,
          wins: 0,
          results: [counted(80, 2), discarded(50), counted(65, 3)],
        }),
        aRow({
          position: 2,
          runnerId: 3,
          runnerName: 'Carla Ruiz',
          total: 145,
          wins: 0,
          results: [counted(65, 3), counted(80, 2), notRaced],
        }),
        aRow({
          position: 4,
          runnerId: 4,
          runnerName: 'Diego Sosa',
          total: 100,
          wins: 1,
          results: [notRaced, counted(100), notRaced],
        }),
      ],
    },
    {
      name: 'Elite',
      rows: [
        aRow({
          runnerId: 9,
          runnerName: 'Elena Vera',
          total: 100,
          wins: 1,
          results: [counted(100), notRaced, notRaced],
        }),
      ],
    },
  ],
  generatedAt: 1_780_000_000_000,
  ...overrides,
});
