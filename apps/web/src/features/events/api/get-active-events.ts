import { useEventList } from '../../../api/events.ts';

/** Every active event in the server's D17 order (current, upcoming soonest first, past latest first). */
export const useActiveEvents = () => useEventList('public');
