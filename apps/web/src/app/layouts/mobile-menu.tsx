// The drawer's styles come with it, not with every public page.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The phone menu. Its own chunk: the drawer brings the modal machinery (focus trap, scroll lock, portal),
 * which no page needs before the menu is first opened.
 */
export default function MobileMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menú" size="75%" position="right" hiddenFrom="md">
      <Stack gap="xs" component="nav" aria-label="Menú móvil">
        {children}
      </Stack>
    </Drawer>
  );
}
