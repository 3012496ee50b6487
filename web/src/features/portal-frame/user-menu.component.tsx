import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { lazyWhenOpen } from '../../components/lazy-when-open';
import { VISUALLY_HIDDEN as UNSEEN } from '../../components/visually-hidden';
import type { NavEntry } from './nav-entry';

// The menu and its popover load the first time the menu opens, not with every signed-in page.
const UserMenuList = lazyWhenOpen(async () => (await import('./user-menu-list.component')).UserMenuList);

interface Props {
  name: string;
  picture?: string | null;
  entries: NavEntry[];
  onSelect(entry: NavEntry): void;
}

/**
 * Avatar and name; opens the entries (artist-portal §2 Top bar). Its name comes from its text (the avatar's letter
 * left out), so the name a speech user reads off the screen is the one that works.
 */
export function UserMenu({ name, picture, entries, onSelect }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={UserMenuList.preload}
        onFocus={UserMenuList.preload}
        onTouchStart={UserMenuList.preload}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ textTransform: 'none', gap: 1, minWidth: 0 }}
      >
        <Avatar aria-hidden src={picture ?? undefined} alt="" sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box component="span" sx={UNSEEN}>
          Account menu for{' '}
        </Box>
        <Box
          component="span"
          sx={(theme) => ({
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            [theme.breakpoints.down('sm')]: UNSEEN,
          })}
        >
          {name}
        </Box>
      </Button>
      <UserMenuList anchor={anchor} open={anchor !== null} onClose={() => setAnchor(null)} entries={entries} onSelect={onSelect} />
    </>
  );
}
