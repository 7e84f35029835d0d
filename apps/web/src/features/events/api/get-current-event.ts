// The landing and the back-office home read the current event from the one list of events (api/events.ts).
export { useCurrentEvent } from '../../../api/events.ts';
