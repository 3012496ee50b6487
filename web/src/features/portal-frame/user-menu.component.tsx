import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { VISUALLY_HIDDEN as UNSEEN } from '../../components/visually-hidden';
import type { NavEntry } from './side-drawer.component';

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
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {entries.map((entry) => (
          <MenuItem
            key={entry.label}
            onClick={() => {
              setAnchor(null);
              onSelect(entry);
            }}
          >
            <ListItemIcon>{entry.icon}</ListItemIcon>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
