// The toast itself is core's Notification (its close button and loader styles come with the app).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Loaded with the first toast (see lib/notifications-host.ts): showing a page never needs it. */
export default function AppNotifications() {
  return <Notifications position="top-right" autoClose={5000} />;
}
