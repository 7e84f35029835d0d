/**
 * Alt+letter, because focus lives in the search box where plain letters are typed. These letters are
 * free in Chrome and Firefox (Alt+D, E, F, V, S, B, T, H open browser menus or the address bar).
 */
export const SHORTCUTS = { payment: 'P', nextBib: 'N', attendance: 'A', otherBib: 'O' } as const;

export type ShortcutName = keyof typeof SHORTCUTS;

/** Which check-in shortcut a key press is, by physical key so macOS Option+letter works too. */
export function shortcutOf(event: KeyboardEvent): ShortcutName | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  for (const [name, letter] of Object.entries(SHORTCUTS) as [ShortcutName, string][]) {
    if (event.code === `Key${letter}`) return name;
  }
  return null;
}
