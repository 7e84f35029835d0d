/** One query-key family for the results hub's reads, so a page can refresh everything of one event. */
export const resultsHubKeys = {
  all: ['results-hub'] as const,
  editions: () => [...resultsHubKeys.all, 'editions'] as const,
  event: (eventId: number) => [...resultsHubKeys.all, 'event', eventId] as const,
  riders: (eventId: number) => [...resultsHubKeys.event(eventId), 'riders'] as const,
  rider: (eventId: number, dorsal: number) => [...resultsHubKeys.event(eventId), 'rider', dorsal] as const,
  podium: (eventId: number, size: number) => [...resultsHubKeys.event(eventId), 'podium', size] as const,
  finishLine: (eventId: number) => [...resultsHubKeys.event(eventId), 'finish-line'] as const,
};

/** A 4xx (unknown event or bib, no timing) answers the same the second time: no retry. */
export function retryServerErrors(failures: number, error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return failures < 1 && !(status >= 400 && status < 500);
}
