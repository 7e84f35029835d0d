/** A query's retry rule: a 4xx (unknown event or bib, no timing yet) answers the same the second time. */
export function retryServerErrors(failures: number, error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return failures < 1 && !(status >= 400 && status < 500);
}
