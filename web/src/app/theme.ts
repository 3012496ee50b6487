import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#12263a' },
    secondary: { main: '#c98a12' },
    background: { default: '#f7f5f0' },
    // Text on coloured chips and buttons picks black or white to reach WCAG AA (4.5:1), not MUI's default 3:1.
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 10 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // A disabled field's helper text says why it is disabled (e.g. 'choose a country first'): it must stay readable.
    MuiFormHelperText: { styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) } },
  },
});
