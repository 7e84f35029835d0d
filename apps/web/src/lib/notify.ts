import { notifications } from '@mantine/notifications';

/** Toasts: top-right, closing after 5 seconds (spec). */
export const notify = {
  success: (message: string) => notifications.show({ message, color: 'monte' }),
  error: (message: string) => notifications.show({ message, color: 'red' }),
  info: (message: string) => notifications.show({ message, color: 'blue' }),
  warning: (message: string) => notifications.show({ message, color: 'yellow' }),
};
