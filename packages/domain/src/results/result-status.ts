// No zod here: the public results page imports these without the schema modules.
export const RESULT_STATUSES = ['COMPLETED', 'IN_PROGRESS', 'DNF', 'DNS', 'DISQUALIFIED', 'PENDING'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * The one status of each rider, as the results screen and the exports write it (spec 4, D12).
 * PENDING is a rider with a bib and no passage yet: 'Sin pasadas', never 'En curso'. Once the event is over
 * such a rider reads DNS ('No largó'), as they do when an administrator marks them so (decision 007).
 */
export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = {
  COMPLETED: 'Completado',
  IN_PROGRESS: 'En curso',
  DNF: 'No finalizó (DNF)',
  DNS: 'No largó (DNS)',
  DISQUALIFIED: 'Descalificado (DSQ)',
  PENDING: 'Sin pasadas',
};

/**
 * What a results screen shows beside a rider: nothing for a finisher (the time and the position say it),
 * the status label otherwise.
 */
export function resultStatusBadge(status: ResultStatus): string | null {
  return status === 'COMPLETED' ? null : RESULT_STATUS_LABELS[status];
}

/** The statuses an administrator sets on a rider: what is stored and what every answer says. */
export const RIDER_STATUSES = ['DNS', 'DNF', 'DISQUALIFIED'] as const satisfies readonly ResultStatus[];
export type RiderStatus = (typeof RIDER_STATUSES)[number];

/** The same statuses as the spec's update call sends them and the sheets write them (DSQ for disqualified). */
export const RIDER_STATUS_CODES = ['DNS', 'DNF', 'DSQ'] as const;
export type RiderStatusCode = (typeof RIDER_STATUS_CODES)[number];

export function isRiderStatus(status: string): status is RiderStatus {
  return (RIDER_STATUSES as readonly string[]).includes(status);
}

const CODE_OF_STATUS: Record<RiderStatus, RiderStatusCode> = { DNS: 'DNS', DNF: 'DNF', DISQUALIFIED: 'DSQ' };

export function riderStatusCode(status: RiderStatus): RiderStatusCode {
  return CODE_OF_STATUS[status];
}

export function riderStatusFromCode(code: RiderStatusCode): RiderStatus {
  return code === 'DSQ' ? 'DISQUALIFIED' : code;
}

/** Statuses that end a rider's race: they have no position and their laps rank nobody. */
export const OUT_OF_RACE_STATUSES: ReadonlySet<ResultStatus> = new Set(['DNS', 'DNF', 'DISQUALIFIED']);
