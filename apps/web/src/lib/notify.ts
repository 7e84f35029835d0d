import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { requestNotificationsHost } from './notifications-host.ts';
import { UndoToast } from './undo-toast.tsx';

/** How long a change can be undone from its toast. */
export const UNDO_WINDOW_MS = 8000;

// Error toasts still on screen: a later success closes them, so an old failure never sits beside a change
// that worked.
const openErrors = new Set<string>();

function closeOpenErrors(): void {
  for (const id of openErrors) notifications.hide(id);
  openErrors.clear();
}

// The close button is an icon; without a label axe reports it (button-name).
const show = (message: string | ReturnType<typeof createElement>, color: string, autoClose?: number) => {
  requestNotificationsHost();
  const id = notifications.show({
    message,
    color,
    closeButtonProps: { 'aria-label': 'Cerrar notificación' },
    ...(autoClose === undefined ? {} : { autoClose }),
    onClose: () => openErrors.delete(id),
  });
  return id;
};

/** Toasts: top-right, closing after 5 seconds (spec). */
export const notify = {
  success: (message: string) => {
    closeOpenErrors();
    return show(message, 'monte');
  },
  error: (message: string) => {
    const id = show(message, 'red');
    openErrors.add(id);
    return id;
  },
  info: (message: string) => show(message, 'blue'),
  warning: (message: string) => show(message, 'yellow'),
  /**
   * A change that worked, with 'Deshacer' for UNDO_WINDOW_MS: `undo` puts the previous state back on the
   * server; its own success or failure is told in a new toast.
   */
  undoable: (message: string, undo: () => Promise<void>, undoneMessage = 'Cambio deshecho') => {
    closeOpenErrors();
    let id = '';
    const onUndo = async () => {
      notifications.hide(id);
      try {
        await undo();
        notify.success(undoneMessage);
      } catch (error) {
        notify.error(error instanceof Error && error.message ? error.message : 'No se pudo deshacer el cambio');
      }
    };
    id = show(createElement(UndoToast, { message, onUndo: () => void onUndo() }), 'monte', UNDO_WINDOW_MS);
    return id;
  },
};
