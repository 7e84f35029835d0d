import { useEventList } from '../../../api/events.ts';

/** Every event, active or not, the current one first (D17): the back office's one list of events. */
export const useTimingEvents = () => useEventList('admin');
