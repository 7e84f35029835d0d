/** The results hub's sizes, without zod: public pages import them (results-hub.schemas.ts validates with them). */
export const PODIUM_SIZE_DEFAULT = 3;
export const PODIUM_SIZE_MAX = 5;
/** Arrivals the finish-line screen lists. */
export const FINISH_LINE_ARRIVALS = 12;
