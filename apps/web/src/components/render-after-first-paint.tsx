import { Box } from '@mantine/core';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` in a second commit, right after the first one, so a long form is not one blocking
 * stretch on a slow phone: the top of the form paints first, the rest follows a task later. Until then a
 * screen-high placeholder keeps whatever comes below (the footer) out of view, so nothing visible moves.
 */
export function RenderAfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  // As a transition the second render is scheduled as tasks of its own, never appended to the first commit's.
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : <Box mih="100vh" aria-hidden />;
}
