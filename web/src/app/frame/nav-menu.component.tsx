import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface NavMenuProps {
  anchor: HTMLElement;
  links: readonly { label: string; to: string }[];
  onClose(): void;
  onGo(to: string): void;
}

/** The small-screen menu of the top navigation; its own chunk, fetched when the hamburger is first opened. */
export function NavMenu({ anchor, links, onClose, onGo }: NavMenuProps) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} onClick={() => onGo(link.to)}>
          {link.label}
        </MenuItem>
      ))}
      <MenuItem onClick={() => onGo('/faq')}>FAQ</MenuItem>
    </Menu>
  );
}
