// The landing and the enrolment form read the open events from the one list of events (api/events.ts).
export { useOpenEvents } from '../../../api/events.ts';
