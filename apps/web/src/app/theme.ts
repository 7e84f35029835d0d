import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// A forest green for the mountains of Tucumán; shade 8 keeps white text above 4.5:1 (WCAG AA).
const monte: MantineColorsTuple = [
  '#e8f6ee',
  '#d3eadc',
  '#a6d4b8',
  '#75bd92',
  '#4ea972',
  '#369c5e',
  '#279553',
  '#1a8144',
  '#0f733a',
  '#00632e',
];

export const theme = createTheme({
  primaryColor: 'monte',
  primaryShade: { light: 8, dark: 6 },
  colors: { monte },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/** Mantine's default dimmed, placeholder and error greys/reds fail the contrast audit on white; darken them. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    '--mantine-color-anchor': monte[9],
  },
  dark: {},
});
