import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavEntry } from './nav-entry';

interface Props {
  anchor: HTMLElement | null;
  open: boolean;
  onClose(): void;
  entries: NavEntry[];
  onSelect(entry: NavEntry): void;
}

/** The account menu's entries, under the button that opened it. */
export function UserMenuList({ anchor, open, onClose, entries, onSelect }: Props) {
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {entries.map((entry) => (
        <MenuItem
          key={entry.label}
          onClick={() => {
            onClose();
            onSelect(entry);
          }}
        >
          <ListItemIcon>{entry.icon}</ListItemIcon>
          {entry.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
