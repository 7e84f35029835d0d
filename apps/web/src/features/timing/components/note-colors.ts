/**
 * A burnt orange for warnings written in small text (a repeat, a passage before the gun, one beyond the laps):
 * Mantine's orange.9 (#d9480f) reads 4.1:1 on a striped table row, under the 4.5:1 of WCAG AA; this one 5.5:1.
 */
export const WARNING_TEXT = '#b33d0b';
