import { useEventList } from '../../../api/events.ts';

/** Every event, active or not, for the filters and the create form: the back office's one list of events. */
export const useEventOptions = () => useEventList('admin');
