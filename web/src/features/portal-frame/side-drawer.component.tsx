import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { NavEntry } from './nav-entry';

/** artist-portal §9: side drawer width 240. */
export const DRAWER_WIDTH = 240;

interface Props {
  open: boolean;
  title: string;
  entries: NavEntry[];
  activePath: string;
  onClose(): void;
  onNavigate(entry: NavEntry): void;
}

/** The small-screen navigation drawer of the signed-in frames. */
export function SideDrawer({ open, title, entries, activePath, onClose, onNavigate }: Props) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
      <Box sx={{ px: 2, py: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Box>
      <Divider />
      <List component="nav" aria-label="Portal navigation">
        {entries.map((entry) => (
          <ListItemButton key={entry.label} selected={!!entry.to && activePath.startsWith(entry.to)} onClick={() => onNavigate(entry)}>
            <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
            <ListItemText primary={entry.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
