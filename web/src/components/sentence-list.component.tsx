import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';

interface Props {
  items: readonly string[];
  numbered?: boolean;
  variant?: TypographyProps['variant'];
  sx?: SxProps<Theme>;
}

/** Plain sentences (steps, reasons, warnings) as a bulleted or numbered list. */
export function SentenceList({ items, numbered = false, variant, sx }: Props) {
  return (
    <Box component={numbered ? 'ol' : 'ul'} sx={sx}>
      {items.map((item) => (
        <Typography component="li" variant={variant} key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
