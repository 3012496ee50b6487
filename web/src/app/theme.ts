import { createTheme, type Theme } from '@mui/material/styles';

/** Text on coloured chips and buttons picks black or white to reach WCAG AA (4.5:1), not MUI's default 3:1. */
export const CONTRAST_THRESHOLD = 4.5;

/**
 * Each colour intent in full, as MUI's `augmentColor` derives light, dark and contrast text from `main` at
 * CONTRAST_THRESHOLD (tests/web/app/theme.test.ts holds them to it). Written out, the first visit's main thread does
 * not compute them.
 */
export const PALETTE_INTENTS = {
  primary: { main: '#12263a', light: 'rgb(65, 81, 97)', dark: 'rgb(12, 26, 40)', contrastText: '#fff' },
  secondary: { main: '#c98a12', light: 'rgb(211, 161, 65)', dark: 'rgb(140, 96, 12)', contrastText: 'rgba(0, 0, 0, 0.87)' },
  error: { main: '#d32f2f', light: '#ef5350', dark: '#c62828', contrastText: '#fff' },
  warning: { main: '#ed6c02', light: '#ff9800', dark: '#e65100', contrastText: 'rgba(0, 0, 0, 0.87)' },
  info: { main: '#0288d1', light: '#03a9f4', dark: '#01579b', contrastText: 'rgba(0, 0, 0, 0.87)' },
  success: { main: '#2e7d32', light: '#4caf50', dark: '#1b5e20', contrastText: '#fff' },
} as const;

let theme: Theme | undefined;

/** The portal's theme, made on first use: the browser's entry makes it in a task of its own (web/src/main.tsx). */
export function appTheme(): Theme {
  theme ??= createTheme({
    palette: {
      ...PALETTE_INTENTS,
      background: { default: '#f7f5f0' },
      contrastThreshold: CONTRAST_THRESHOLD,
    },
    shape: { borderRadius: 10 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      // A disabled field's helper text says why it is disabled (e.g. 'choose a country first'): it must stay readable.
      MuiFormHelperText: { styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) } },
    },
  });
  return theme;
}
