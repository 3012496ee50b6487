import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The column MUI's Stack lays out, as plain styles on a Box: with `spacing`, its children's own margins give way to
 * that space between them, as in Stack. The wizard's first step used Stack for three columns, which put its module
 * (1.2 KB brotli) on every first visit to /submit.
 */
export function columnSx(spacing = 0): SxProps<Theme> {
  if (!spacing) return { display: 'flex', flexDirection: 'column' };
  return {
    display: 'flex',
    flexDirection: 'column',
    '& > :not(style):not(style)': { m: 0 },
    '& > :not(style) ~ :not(style)': { mt: spacing },
  };
}
