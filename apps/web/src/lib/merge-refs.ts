import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs(refs)` of @floating-ui/react, the one thing Mantine's ScrollArea takes from that package, made
 * of Mantine's own `useMergedRef`. vite.config.ts gives it to ScrollArea in place of the whole package: the
 * public results table renders a ScrollArea, and @floating-ui/react would bring the popover positioning code
 * (about 9 KB gzip) with it.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
