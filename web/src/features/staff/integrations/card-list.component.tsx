import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CardListProps<T> {
  items: readonly T[];
  /** What to say instead when there are no items; without it the list stays, empty. */
  empty?: string;
  /** The list's accessible name. */
  label?: string;
  /** One item's ListCard, keyed. */
  card: (item: T) => ReactNode;
}

/** The page's rows as cards in a bare list: they read at phone width too. */
export function CardList<T>({ items, empty, label, card }: CardListProps<T>) {
  if (empty !== undefined && items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {items.map(card)}
    </Stack>
  );
}

/** One row's card, as an item of the CardList. */
export function ListCard({ children, ...attributes }: { children: ReactNode; 'aria-label'?: string; 'data-testid'?: string }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} {...attributes}>
      {children}
    </Paper>
  );
}

/** A card's first line: what the row is and its standing, wrapping on a narrow screen. */
export function CardHeading({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      {children}
    </Stack>
  );
}
