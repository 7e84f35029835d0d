import { notifications } from '@mantine/notifications';
import { requestNotificationsHost } from './notifications-host.ts';

// The close button is an icon; without a label axe reports it (button-name).
const show = (message: string, color: string) => {
  requestNotificationsHost();
  return notifications.show({ message, color, closeButtonProps: { 'aria-label': 'Cerrar notificación' } });
};

/** Toasts: top-right, closing after 5 seconds (spec). */
export const notify = {
  success: (message: string) => show(message, 'monte'),
  error: (message: string) => show(message, 'red'),
  info: (message: string) => show(message, 'blue'),
  warning: (message: string) => show(message, 'yellow'),
};
